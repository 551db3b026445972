/**
 * The one configured Sanity client. It is imported on demand, the first time a fetch
 * actually runs, so it never weighs on a prerendered page's first load. Queries are typed
 * by Sanity TypeGen (sanity.types.ts augments the client's fetch with each query's result).
 */
import type { QueryParams, SanityClient } from '@sanity/client'
import { appContentEnv, clientConfig } from './config'

let client: Promise<SanityClient> | undefined

export function getClient(): Promise<SanityClient> {
  client ??= import('@sanity/client').then(({ createClient }) => createClient(clientConfig(appContentEnv())))
  return client
}

export async function sanityFetch<const Q extends string>(query: Q, params: QueryParams = {}) {
  const c = await getClient()
  return c.fetch(query, params)
}
