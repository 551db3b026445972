/**
 * What the site's form endpoint (form-endpoint.ts) remembers between requests: each client's sends
 * within the send window (the rate limit: SEND_LIMIT an hour, contract/forms.ts), each with a digest
 * of what it sent (the same request sent again is sent once), and the result of a request that did
 * not go through until its page is shown (an hour at most).
 *
 * - `npm start` and `npm run preview`: in the server's memory (`memoryFormStore`), gone at a restart.
 * - Production: Netlify Blobs (`blobsFormStore`), the site's own key-value store, with strong
 *   consistency (a write is read back at once by any function instance). A client is a keyed hash of
 *   its address (never the address itself); a result holds what was typed, and is deleted once its
 *   hour is over (at the next result stored).
 */
import { SEND_WINDOW_MS } from '../../contract/forms.ts'
import type { FormResult } from './form-result.ts'

/** How long a result's page can be shown (a reload, Back and Forward included). */
export const RESULT_KEPT_MS = 60 * 60 * 1000

/**
 * A send of a client: when, a digest of the form and what was typed, and whether the email-manager
 * took it (false while the call is under way: it counts towards the limit already).
 */
export type Send = { at: number; digest: string; sent: boolean }

export type FormStore = {
  /** A client's sends within the window before `now`, under way or taken. */
  sends(client: string, now: number): Promise<Send[]>
  /**
   * Changes a client's sends at one stroke: `change` is given the window's sends and returns them
   * changed, or undefined to leave them; no other change comes between its read and its write (two
   * posts at once cannot both take the limit's last place). Returns the sends `change` was given.
   */
  changeSends(client: string, now: number, change: (sends: Send[]) => Send[] | undefined): Promise<Send[]>
  putResult(id: string, result: FormResult): Promise<void>
  /** A result still kept; undefined once its hour is over, or for an id never given. */
  getResult(id: string, now: number): Promise<FormResult | undefined>
}

/** The sends of the window before `now`, of what was kept (anything else read is dropped). */
const recent = (kept: unknown, now: number): Send[] =>
  (Array.isArray(kept) ? (kept as Partial<Send>[]) : [])
    .filter((send) => typeof send?.at === 'number' && now - send.at < SEND_WINDOW_MS && send.at <= now)
    .map((send) => ({ at: send.at!, digest: typeof send.digest === 'string' ? send.digest : '', sent: send.sent !== false }))

/** How often a change of sends is tried again when another changed them between its read and its write. */
const CHANGE_TRIES = 5

export function memoryFormStore(): FormStore {
  const sends = new Map<string, Send[]>()
  const results = new Map<string, FormResult>()
  return {
    sends: async (client, now) => recent(sends.get(client), now),
    changeSends: async (client, now, change) => {
      const before = recent(sends.get(client), now)
      const after = change(before)
      if (after) sends.set(client, after)
      return before
    },
    putResult: async (id, result) => {
      for (const [key, kept] of results) if (result.at - kept.at > RESULT_KEPT_MS) results.delete(key)
      results.set(id, result)
    },
    getResult: async (id, now) => {
      const result = results.get(id)
      return result && now - result.at <= RESULT_KEPT_MS ? result : undefined
    },
  }
}

/** The Netlify Blobs store of the production form endpoint (the function's environment configures it). */
export async function blobsFormStore(): Promise<FormStore> {
  const { getStore } = await import('@netlify/blobs')
  const store = getStore({ name: 'forms', consistency: 'strong' })
  return {
    sends: async (client, now) => recent(await store.get(`sends/${client}`, { type: 'json' }), now),
    // A conditional write (the etag read, or none there yet): another instance's change in between makes it read again.
    changeSends: async (client, now, change) => {
      const key = `sends/${client}`
      for (let tries = 1; ; tries++) {
        const kept = await store.getWithMetadata(key, { type: 'json' })
        const before = recent(kept?.data, now)
        const after = change(before)
        if (!after) return before
        const { modified } = await store.setJSON(key, after, kept?.etag ? { onlyIfMatch: kept.etag } : { onlyIfNew: true })
        if (modified) return before
        if (tries === CHANGE_TRIES) throw new Error(`The sends of a client changed ${CHANGE_TRIES} times while being changed`)
      }
    },
    putResult: async (id, result) => {
      // Results are named by their time: those past their hour are deleted without being read.
      const { blobs } = await store.list({ prefix: 'results/' })
      const old = blobs.filter((blob) => result.at - Number(blob.key.split('/')[1]?.split('-')[0]) > RESULT_KEPT_MS)
      await Promise.all(old.map((blob) => store.delete(blob.key)))
      await store.setJSON(`results/${id}`, result)
    },
    getResult: async (id, now) => {
      const result = (await store.get(`results/${id}`, { type: 'json' })) as FormResult | null
      return result && now - result.at <= RESULT_KEPT_MS ? result : undefined
    },
  }
}
