/**
 * What sends a content query (options.ts `contentQuery`'s fetch): at build time and under the dev
 * server the Sanity client, in the browser the platform's fetch (content-api.ts). Loaded when a fetch
 * first runs (a loader, a refresh after hydration), never with a page's first load.
 */
import type { QueryParams, SanityClient } from '@sanity/client'
import type * as Queries from './queries'

type QueryName = keyof typeof Queries

let client: Promise<SanityClient> | undefined

/** The one configured Sanity client (config.ts) of the build and the dev server: the local content API, or the Sanity project configured. */
function getClient(): Promise<SanityClient> {
  client ??= Promise.all([import('@sanity/client'), import('./config')]).then(([{ createClient }, { appContentEnv, clientConfig }]) =>
    createClient(clientConfig(appContentEnv())),
  )
  return client
}

/**
 * Runs a GROQ query in the published perspective: with the Sanity client at build time and under the
 * dev server, over fetch in the browser. Each is given the clock its content is read for, `$now`
 * (clock.ts: the build's own, the dev server's minute; content-api.ts: the visitor's minute).
 */
export async function runQuery<T = unknown>(query: string, params: QueryParams = {}, signal?: AbortSignal): Promise<T> {
  if (import.meta.env.SSR) {
    const [client, { withClock }] = await Promise.all([getClient(), import('../../contract/clock')])
    return client.fetch<T>(query, withClock(query, params), { signal })
  }
  return (await import('./content-api')).queryContent<T>(query, params, signal)
}

/** A named query of queries/, its text cleaned as a page can carry it. */
export async function runNamedQuery<T>(name: QueryName, params: QueryParams, signal?: AbortSignal): Promise<T> {
  const [queries, { wellFormed }] = await Promise.all([import('./queries'), import('./clean-text')])
  // Where every page's content arrives, at build and in the refresh: text a page can carry (clean-text.ts).
  return wellFormed(await runQuery<T>(queries[name], params, signal))
}
