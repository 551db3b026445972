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
/**
 * How long one call to Netlify Blobs may take, tried once: the client would otherwise try a call that
 * failed, a 5xx or a 429 five times more, five seconds apart (half a minute), and Netlify stops a
 * function at 10 s. A record is taken in two calls and SETTLE_MS: at most 3.1 s.
 */
export const BLOBS_CALL_MS = 1500

/** Gives a record back: the call failed, and may be made again. */
export type GiveBack = () => Promise<void>

export type BuildRequests = {
  /**
   * Takes the record `<folder>/<time>-<name>` for this call: how to give it back, or undefined when
   * another call took it. Throws, saying why, when Netlify Blobs does not answer in time.
   */
  take(folder: 'calls' | 'moments', time: number, name: string, now: number): Promise<GiveBack | undefined>
  /** Deletes the records of the folder whose time is more than `keepMs` before `now`. */
  sweep(folder: 'calls' | 'moments', keepMs: number, now: number): Promise<void>
}

/** A short name for what may be long or hold anything (a signature, a document's id). */
export const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32)

const timeOf = (key: string) => Number(/\/(\d{1,15})-[^/]*$/.exec(key)?.[1] ?? NaN)

/** What the Blobs client is given instead of an answer it would try again: a status it takes as an error, not retried. */
const UNANSWERED = 499

/**
 * The Blobs client's `fetch`: each call once, within `budgetMs`. A network error, a timeout, a 5xx or
 * a 429 comes back as UNANSWERED (which the client does not try again) and is remembered, so that
 * the error the client then throws can say what happened (`said`).
 */
export function oneTryFetch(budgetMs = BLOBS_CALL_MS) {
  let last = ''
  const once: typeof fetch = async (input, init) => {
    try {
      const res = await fetch(input, { ...init, signal: AbortSignal.timeout(budgetMs) })
      if (res.status !== 429 && res.status < 500) return res
      last = `answered ${res.status}`
    } catch (error) {
      last = (error as Error).name === 'TimeoutError' ? `did not answer within ${budgetMs / 1000} s` : 'could not be reached'
    }
    return new Response(null, { status: UNANSWERED })
  }
  /** Why a call failed: the remembered reason for an UNANSWERED, else the client's error. */
  const said = (error: unknown) =>
    (error as { status?: number }).status === UNANSWERED || /\b499\b/.test((error as Error).message)
      ? last
      : `failed (${(error as Error).message})`
  return { fetch: once, said }
}

/** The records over a Blobs store; `said`: why a call failed (oneTryFetch's). */
export function blobsBuildRequests(store: Store, said = (error: unknown) => `failed (${(error as Error).message})`): BuildRequests {
  const explained = async <T>(work: Promise<T>) => {
    try {
      return await work
    } catch (error) {
      throw new Error(said(error), { cause: error })
    }
  }
  return {
    async take(folder, time, name, now) {
      const key = `${folder}/${Math.trunc(time)}-${name}`
      const nonce = randomBytes(9).toString('base64url')
      const put = await explained(store.setJSON(key, { nonce, at: now }, { onlyIfNew: true }))
      // The client takes any answer but 412 to a conditional write as written: a write is known by its etag.
      if (put.modified && !put.etag) throw new Error(said({ status: UNANSWERED }))
      if (!put.modified) return undefined
      await new Promise((done) => setTimeout(done, SETTLE_MS))
      const back = (await explained(store.get(key, { type: 'json' }))) as { nonce?: string } | null
      if (back?.nonce !== nonce) return undefined
      return () => explained(store.delete(key))
    },
    async sweep(folder, keepMs, now) {
      const keys: string[] = []
      await explained(
        (async () => {
          for await (const page of store.list({ prefix: `${folder}/`, paginate: true })) keys.push(...page.blobs.map((blob) => blob.key))
        })(),
      )
      await explained(Promise.all(keys.filter((key) => !(timeOf(key) >= now - keepMs)).map((key) => store.delete(key))))
    },
  }
}

/**
 * The production records: the site's Blobs store, strongly consistent, as the function's environment
 * configures it, each call tried once within BLOBS_CALL_MS; undefined (said in the log) where Netlify
 * gives the function no Blobs.
 */
export async function siteBuildRequests(): Promise<BuildRequests | undefined> {
  try {
    const { getStore } = await import('@netlify/blobs')
    const { fetch, said } = oneTryFetch()
    return blobsBuildRequests(getStore({ name: BUILD_REQUESTS_STORE, consistency: 'strong', fetch }), said)
  } catch (error) {
    console.error(`Netlify Blobs is not available: calls and moments are not remembered (${(error as Error).message}).`)
    return undefined
  }
}
