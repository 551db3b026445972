/**
 * Where content comes from, for programs in Node: the build, the dev server's rendering, the tools
 * and the server (server/site-status.ts, server/scheduled-rebuild.ts). With no project id, the local
 * content API (the embedded default, served by the dev and preview servers); with one, real Sanity's
 * live API, through the Sanity client (`clientConfig`). The site's browser side reads the same
 * (src/content/config.ts, content-api.ts). Only public values: no token is read here.
 */
import type { ClientConfig } from '@sanity/client'

import { API_VERSION, CMS_READ_TRIES, DEFAULT_DATASET, LOCAL_DATASET, LOCAL_PROJECT_ID } from './constants.ts'

export type ContentEnv = {
  projectId?: string
  dataset?: string
  /** Absolute origin of the local content API, for code that runs outside a browser. */
  localApiUrl?: string
  /** The browser's origin, when running in one. */
  origin?: string
}

/** A CMS that has not answered in this long fails the request, and so a build, instead of hanging it. */
export const CMS_TIMEOUT_MS = 30_000

export function isLocal(env: ContentEnv) {
  return !env.projectId
}

/** The Sanity project and dataset the content comes from (the local content API's, without a project id). */
export function contentSource(env: ContentEnv) {
  return isLocal(env)
    ? { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET }
    : { projectId: env.projectId!, dataset: env.dataset || DEFAULT_DATASET }
}

/** The Sanity client's configuration for Node: the build, the dev server's rendering, the tools. */
export function clientConfig(env: ContentEnv): ClientConfig {
  // A build asks a read again once or twice (a dropped connection), then stops, naming the CMS that
  // did not answer (src/content/build-checks.ts).
  const patience = { timeout: CMS_TIMEOUT_MS, maxRetries: CMS_READ_TRIES - 1 }
  if (!isLocal(env)) {
    return {
      ...patience,
      ...contentSource(env),
      apiVersion: API_VERSION,
      // The live API, which already holds what was just published (Sanity's API CDN, which browsers
      // read, may still answer with the content from before the publish that started the build).
      useCdn: false,
      perspective: 'published',
    }
  }
  const apiHost = env.localApiUrl
  if (!apiHost) throw new Error('The local content API is not running (start the site with npm start or npm run build).')
  return {
    ...patience,
    ...contentSource(env),
    apiVersion: API_VERSION,
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    perspective: 'published',
  }
}
