/**
 * What the publish function (publish-hook.ts) and the scheduled rebuild (scheduled-rebuild.ts) remember
 * in Netlify Blobs, the site's store `build-requests`, when they have no site status to remember it in
 * (no SANITY_API_WRITE_TOKEN: site-status.ts keeps the same there, with the token):
 * - `calls/<signed at>-<hash of the signature>`: a signed publish call taken, so that the same call
 *   replayed while its signature is valid (five minutes either side of its time) asks for no build;
 * - `moments/<at>-<hash of the moment>`: an alert's start or end, or a notice's publication, a build
 *   was asked for, so that the function run again within that minute (however often) asks no more.
 * Each key carries its time in its name, so the records past their window are deleted on the way, by
 * their names alone; nothing else is kept (no document, no address).
 *
 * A record is taken with a write "only if new", then read back before it is trusted: Netlify's local
 * Blobs server checks, then writes, so two writes at once can both succeed there; the one that reads
 * back another's nonce gives way (as the form store does, form-store.ts).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Store } from '@netlify/blobs'

/** The Blobs store's name. */
export const BUILD_REQUESTS_STORE = 'build-requests'
/** How long a record is left to settle before it is read back (a write "only if new" that was two). */
const SETTLE_MS = 100

/** Gives a record back: the call failed, and may be made again. */
export type GiveBack = () => Promise<void>

export type BuildRequests = {
  /**
   * Takes the record `<folder>/<time>-<name>` for this call: how to give it back, or undefined when
   * another call took it. Records of the folder whose time is more than `keepMs` before `now` are
   * deleted first.
   */
  take(folder: 'calls' | 'moments', time: number, name: string, keepMs: number, now: number): Promise<GiveBack | undefined>
}

/** A short name for what may be long or hold anything (a signature, a document's id). */
export const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32)

const timeOf = (key: string) => Number(/\/(\d{1,15})-[^/]*$/.exec(key)?.[1] ?? NaN)

/** The records over a Blobs store. */
export function blobsBuildRequests(store: Store): BuildRequests {
  return {
    async take(folder, time, name, keepMs, now) {
      const keys: string[] = []
      for await (const page of store.list({ prefix: `${folder}/`, paginate: true })) keys.push(...page.blobs.map((blob) => blob.key))
      await Promise.all(keys.filter((key) => !(timeOf(key) >= now - keepMs)).map((key) => store.delete(key)))
      const key = `${folder}/${Math.trunc(time)}-${name}`
      const nonce = randomBytes(9).toString('base64url')
      if (!(await store.setJSON(key, { nonce, at: now }, { onlyIfNew: true })).modified) return undefined
      await new Promise((done) => setTimeout(done, SETTLE_MS))
      const back = (await store.get(key, { type: 'json' })) as { nonce?: string } | null
      if (back?.nonce !== nonce) return undefined
      return () => store.delete(key)
    },
  }
}

/**
 * The production records: the site's Blobs store, strongly consistent, as the function's environment
 * configures it; undefined (said in the log) where Netlify gives the function no Blobs.
 */
export async function siteBuildRequests(): Promise<BuildRequests | undefined> {
  try {
    const { getStore } = await import('@netlify/blobs')
    return blobsBuildRequests(getStore({ name: BUILD_REQUESTS_STORE, consistency: 'strong' }))
  } catch (error) {
    console.error(`Netlify Blobs is not available: calls and moments are not remembered (${(error as Error).message}).`)
    return undefined
  }
}
