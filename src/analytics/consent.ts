/**
 * The visitor's answer to the consent prompt, kept in this browser (localStorage: it never leaves
 * the device) with the provider it was given for: a change of provider asks again. Where storage
 * is refused (a private window that blocks it), the answer lasts for the page.
 */
import type { AnalyticsProvider } from '../../contract/analytics.ts'

export type Choice = 'granted' | 'denied'

export const CONSENT_KEY = 'analyticsConsent'

export function storedChoice(provider: AnalyticsProvider): Choice | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as { provider?: unknown; choice?: unknown } | null
    return kept?.provider === provider && (kept.choice === 'granted' || kept.choice === 'denied') ? kept.choice : undefined
  } catch {
    return undefined
  }
}

export function storeChoice(provider: AnalyticsProvider, choice: Choice) {
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ provider, choice, at: new Date().toISOString() }))
  } catch {
    // Kept for this page only.
  }
}
