/**
 * The form store (form-store.ts) on Netlify Blobs, the site's store `forms`, strongly consistent.
 * A lead never waits on it: each request to the store has its own budget (STORE_CALL_MS, its answer's
 * body included) and is never retried. @netlify/blobs retries a network error, a 5xx or a 429 five
 * times, five seconds apart, and has no option to stop it: the client is given a `fetch` that answers
 * any such failure with one it does not retry (424, the reason in its body), so the call fails
 * at once and the endpoint goes on without the store (form-endpoint.ts: "sent unguarded").
 */
import type { Store } from '@netlify/blobs'
import { kvFormStore, type FormKv, type FormStore } from './form-store.ts'
import { ownNow, ownTimer } from './own-clock.ts'

/**
 * How long one request to the store may take (Blobs answers in tens of milliseconds): past it, the
 * store is taken as failing. A guard against a store that is down, far above its answers under load.
 */
export const STORE_CALL_MS = 2000

/** The budget of a request to the store: FORM_STORE_BUDGET_MS (server/env.ts) when set, else STORE_CALL_MS. */
export function storeBudget(variable = process.env.FORM_STORE_BUDGET_MS) {
  const ms = Number(variable)
  return Number.isInteger(ms) && ms >= 100 ? ms : STORE_CALL_MS
}

/** The status the store's `fetch` answers a failure with: one @netlify/blobs throws on without a retry. */
const FAILED = 424

/**
 * A `fetch` for @netlify/blobs that ends each request within `budgetMs` and turns every failure
 * (no answer, a 5xx, a 429) into an answer the client does not retry.
 */
export function budgetedFetch(budgetMs: number, told?: (failure: string) => void, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    // The budget in the process's own time (own-clock.ts): a busy instance does not take its own delay for the store's.
    const late = new AbortController()
    const timer = ownTimer(ownNow() + budgetMs)
    void timer.done.then(() => late.abort())
    const signal = init?.signal ? AbortSignal.any([init.signal, late.signal]) : late.signal
    let reason: string
    try {
      const res = await base(input, { ...init, signal })
      if (res.status !== 429 && res.status < 500) {
        // Its body read within the same budget: a store that stalls mid-answer fails as one that never answers.
        const body = await res.arrayBuffer()
        return new Response(res.status === 204 || res.status === 304 ? null : body, {
          status: res.status,
          statusText: res.statusText,
          headers: res.headers,
        })
      }
      await res.body?.cancel().catch(() => undefined)
      reason = `answered ${res.status}`
    } catch (error) {
      reason = signal.aborted ? `no answer within ${budgetMs} ms` : (error as Error).message
    } finally {
      timer.clear()
    }
    told?.(`Netlify Blobs ${reason}`)
    return new Response(`Netlify Blobs ${reason}`, { status: FAILED, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
}

/**
 * Netlify Blobs as the form store's key-value store: JSON values and their etags, conditional writes,
 * every page of a listing. A failure is said as the store's `fetch` said it (`failure`: what it
 * answered, or that it did not in time), where the client's error does not.
 */
export function blobsKv(store: Store, failure: () => string | undefined = () => undefined): FormKv {
  const said = async <T>(work: Promise<T>) => {
    try {
      return await work
    } catch (error) {
      const body = (error as { responseBody?: unknown }).responseBody
      const message = typeof body === 'string' && body.startsWith('Netlify Blobs') ? body : (failure() ?? (error as Error).message)
      throw new Error(message, { cause: error })
    }
  }
  return {
    async get(key) {
      const found = await said(store.getWithMetadata(key, { type: 'json' }))
      if (!found) return undefined
      if (!found.etag) throw new Error(`Netlify Blobs gave ${key} without its etag`)
      return { value: found.data as unknown, etag: found.etag }
    },
    async set(key, value, condition) {
      const written = await said(store.setJSON(key, value, condition ?? {}))
      // @netlify/blobs takes any answer to a conditional write but 412 for written: one without the new
      // etag is the store's failure (our fetch's 424), never a write (Netlify and its local server give it).
      if (condition && written.modified && !written.etag) throw new Error(failure() ?? `Netlify Blobs wrote ${key} without an etag`)
      return written.modified ? (written.etag ?? '') : undefined
    },
    delete: (key) => said(store.delete(key)),
    list: (prefix) =>
      said(
        (async () => {
          const keys: string[] = []
          for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((blob) => blob.key))
          return keys
        })(),
      ),
  }
}

/**
 * The production form store: the site's Blobs store `forms`, strongly consistent, as the function's
 * environment configures it, each request within `budgetMs` and never retried (or the store given,
 * as the tests give one on Netlify's local Blobs server).
 */
export async function blobsFormStore(store?: Store, budgetMs = STORE_CALL_MS): Promise<FormStore> {
  const { getStore } = await import('@netlify/blobs')
  let failure: string | undefined
  const told = (said: string) => void (failure = said)
  try {
    return kvFormStore(
      blobsKv(store ?? getStore({ name: 'forms', consistency: 'strong', fetch: budgetedFetch(budgetMs, told) }), () => failure),
    )
  } catch (error) {
    // No Blobs context (the store not enabled, or the function run outside Netlify): a store that fails
    // each call, so each post is sent unguarded rather than lost to the platform's error page.
    const why = `Netlify Blobs cannot be used: ${(error as Error).message}`
    const fails = () => Promise.reject(new Error(why))
    return kvFormStore({ get: fails, set: fails, delete: fails, list: fails })
  }
}
