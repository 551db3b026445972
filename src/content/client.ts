/**
 * The one configured Sanity client. It is imported on demand, with its configuration, the
 * first time a fetch actually runs, so neither weighs on a prerendered page's first load. Queries are typed
 * by Sanity TypeGen (sanity.types.ts augments the client's fetch with each query's result).
 */
import type { QueryParams, SanityClient } from '@sanity/client'

let client: Promise<SanityClient> | undefined

export function getClient(): Promise<SanityClient> {
  client ??= Promise.all([import('@sanity/client'), import('./config')]).then(([{ createClient }, { appContentEnv, clientConfig }]) =>
    createClient(clientConfig(appContentEnv())),
  )
  return client
}

export async function sanityFetch<const Q extends string>(query: Q, params: QueryParams = {}) {
  const c = await getClient()
  return c.fetch(query, params)
}
