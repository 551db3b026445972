/**
 * Where content comes from. With no project id the site uses the local content API (the
 * embedded default, served by the dev and preview servers); with one, real Sanity: the live API for
 * the build and the dev server (through the Sanity client: `clientConfig`), its API CDN for browsers
 * (content-api.ts). Only public values live here: no token is ever read by browser code. The
 * browser loads this module when it first asks the CMS (src/content/changes.ts).
 */
import type { ClientConfig } from '@sanity/client'

import { API_VERSION, CMS_READ_TRIES, DEFAULT_DATASET, LOCAL_API_PATH, LOCAL_DATASET, LOCAL_PROJECT_ID } from '../../contract/constants.ts'

export { API_VERSION, LOCAL_API_PATH, LOCAL_DATASET, LOCAL_PROJECT_ID }

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

/** The environment of this bundle: the browser's, or the server's during dev rendering and prerender. */
export function appContentEnv(): ContentEnv {
  return {
    projectId: import.meta.env.SANITY_PROJECT_ID || undefined,
    dataset: import.meta.env.SANITY_DATASET || undefined,
    origin: import.meta.env.SSR ? undefined : window.location.origin,
    localApiUrl: import.meta.env.SSR ? process.env.LOCAL_CONTENT_API_URL : undefined,
  }
}
