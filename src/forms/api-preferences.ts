/** Calls 5 and 6 of docs/contract.md, Calls: a subscriber's preferences, loaded and saved. */
import { call, type CallResult } from './api'
import { businessId, EMAIL_MANAGER_CALLS, MARKETING_FLAGS } from './config'

export type Preferences = { compliance: boolean; emergency: boolean; newsletter: boolean; transactional: boolean }

/** Before anything is loaded every flag is on; transactional always stays on (docs/contract.md, Calls). */
export const DEFAULT_PREFERENCES: Preferences = { compliance: true, emergency: true, newsletter: true, transactional: true }

/** Call 5: a subscriber's preferences, merged over the defaults (transactional forced on). */
export async function loadPreferences(email: string, token: string): Promise<CallResult<Preferences>> {
  const query = new URLSearchParams({ business_id: businessId(), token })
  const result = await call<unknown>(`${EMAIL_MANAGER_CALLS.preferences}${encodeURIComponent(email)}?${query}`, {
    method: 'GET',
    readBody: true,
  })
  if (!result.ok) return result
  // An OK answer is merged over the defaults (docs/contract.md, Calls 5): `200 {}` (or a body
  // without flags) shows them all on; "Unable to load preferences" is for non-OK answers only.
  return { ok: true, data: mergePreferences(result.data) }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Accepts `{preferences: {...}}` or the flags themselves; keeps only boolean flags. */
export function mergePreferences(data: unknown): Preferences {
  const source = isRecord(data) && 'preferences' in data ? data.preferences : data
  const merged: Preferences = { ...DEFAULT_PREFERENCES }
  if (isRecord(source)) {
    for (const key of MARKETING_FLAGS) {
      const value = (source as Record<string, unknown>)[key]
      if (typeof value === 'boolean') merged[key] = value
    }
  }
  merged.transactional = true
  return merged
}

/** Call 6: save preferences. */
export function updatePreferences(email: string, token: string, preferences: Preferences) {
  return call(`${EMAIL_MANAGER_CALLS.preferences}${encodeURIComponent(email)}`, {
    method: 'PUT',
    readBody: true,
    body: {
      business_id: businessId(),
      token,
      preferences: {
        compliance: preferences.compliance,
        emergency: preferences.emergency,
        newsletter: preferences.newsletter,
        transactional: true,
      },
    },
  })
}
