/**
 * The CMS's query API over the browser's own fetch: how a page asks whether its content changed
 * (changes.ts) and, only then, refreshes it (options.ts). The same HTTP API @sanity/client calls, as it
 * calls it (a GET, POSTed when the address would be too long; the published perspective; Sanity's API
 * CDN, or the local content API on the site's origin), without the client and the Studio's Content
 * Source Map code it shares a chunk with (about 37 kB on the wire). The build and the dev server read
 * through @sanity/client (options.ts).
 */
import { API_VERSION, LOCAL_API_PATH } from '../../contract/constants.ts'
import { appContentEnv, CMS_TIMEOUT_MS, contentSource, isLocal } from './config'

/** Past this length of address a query is POSTed, as @sanity/client does (a GET's limit at Sanity's API). */
const LONGEST_GET = 11_264

/** The query endpoint of the dataset the site reads: Sanity's API CDN, or the local content API on this origin. */
export function queryEndpoint(env = appContentEnv()) {
  const { projectId, dataset } = contentSource(env)
  const host = isLocal(env) ? `${env.origin ?? ''}${LOCAL_API_PATH}` : `https://${projectId}.apicdn.sanity.io`
  return `${host}/v${API_VERSION}/data/query/${dataset}`
}

/** The latest clock a page's content was built for (snapshot.ts): no query of this page's visit asks for an earlier one. */
let builtFor = 0

/** The page shows content read for this clock (ms): a refresh never asks for an earlier one, so it never takes away a notice the page was built with. */
export function contentBuiltFor(clock: number) {
  if (clock > builtFor) builtFor = clock
}

/**
 * `$now` of a query asked from the browser: the visitor's minute (the same address for every visitor
 * of that minute, so the CDN's answer serves them all), or the clock the page was built for, if the
 * visitor's clock is behind it.
 */
export const browserClock = (now = Date.now()) => new Date(Math.max(now - (now % 60_000), builtFor)).toISOString()

/**
 * A query's result, or an error naming what the CMS answered; a query that reads `$now` is read for
 * `browserClock()`, unless its parameters give their own. Given up after CMS_TIMEOUT_MS, or when `signal` aborts.
 */
export async function queryContent<T = unknown>(query: string, params: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
  const endpoint = queryEndpoint()
  const options = new URLSearchParams({ returnQuery: 'false', perspective: 'published' })
  const get = new URLSearchParams({ query })
  if (query.includes('$now')) params = { now: browserClock(), ...params }
  for (const [name, value] of Object.entries(params)) get.set(`$${name}`, JSON.stringify(value))
  const timeout = AbortSignal.timeout(CMS_TIMEOUT_MS)
  // (A browser without AbortSignal.any, Safari before 17.4, keeps the caller's signal only.)
  const init: RequestInit = { signal: signal ? (AbortSignal.any?.([signal, timeout]) ?? signal) : timeout }
  const address = `${endpoint}?${get}&${options}`
  const response =
    address.length <= LONGEST_GET
      ? await fetch(address, init)
      : await fetch(`${endpoint}?${options}`, {
          ...init,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, params }),
        })
  const body = (await response.json().catch(() => undefined)) as { result?: T; error?: { description?: string } } | undefined
  if (!response.ok || !body || !('result' in body))
    throw new Error(`The CMS answered ${response.status}${body?.error?.description ? `: ${body.error.description}` : ''}`)
  return body.result as T
}
