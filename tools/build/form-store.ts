/**
 * What the site's form endpoint (form-endpoint.ts) remembers between requests: each client's sends
 * within the send window (the rate limit: SEND_LIMIT an hour, contract/forms.ts), and the result of a
 * request that did not go through until its page is shown (an hour at most).
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

export type FormStore = {
  /** The times of a client's sends within the window before `now`. */
  sends(client: string, now: number): Promise<number[]>
  /** Records a send the email-manager accepted. */
  addSend(client: string, now: number): Promise<void>
  putResult(id: string, result: FormResult): Promise<void>
  /** A result still kept; undefined once its hour is over, or for an id never given. */
  getResult(id: string, now: number): Promise<FormResult | undefined>
}

const recent = (times: unknown, now: number) =>
  (Array.isArray(times) ? times : []).filter((at): at is number => typeof at === 'number' && now - at < SEND_WINDOW_MS && at <= now)

export function memoryFormStore(): FormStore {
  const sends = new Map<string, number[]>()
  const results = new Map<string, FormResult>()
  return {
    sends: async (client, now) => recent(sends.get(client), now),
    addSend: async (client, now) => void sends.set(client, [...recent(sends.get(client), now), now]),
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
    addSend: async (client, now) => {
      const times = recent(await store.get(`sends/${client}`, { type: 'json' }), now)
      await store.setJSON(`sends/${client}`, [...times, now])
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
