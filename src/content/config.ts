/**
 * Where content comes from. With no project id the site uses the local content API (the
 * embedded default, served by the dev and preview servers); with one, real Sanity: the live API for
 * the build and the dev server (through the Sanity client: `clientConfig`), its API CDN for browsers
 * (content-api.ts). Only public values live here: no token is ever read by browser code. The
 * browser loads this module when it first asks the CMS (src/content/changes.ts).
 */
import { API_VERSION, LOCAL_API_PATH, LOCAL_DATASET, LOCAL_PROJECT_ID } from '../../contract/constants.ts'

export { API_VERSION, LOCAL_API_PATH, LOCAL_DATASET, LOCAL_PROJECT_ID }
// The Node side's configuration lives in contract/ (the server reads it too); the site reads it from here.
export { CMS_TIMEOUT_MS, clientConfig, contentSource, isLocal, type ContentEnv } from '../../contract/content-client.ts'
import type { ContentEnv } from '../../contract/content-client.ts'

/** The environment of this bundle: the browser's, or the server's during dev rendering and prerender. */
export function appContentEnv(): ContentEnv {
  return {
    projectId: import.meta.env.SANITY_PROJECT_ID || undefined,
    dataset: import.meta.env.SANITY_DATASET || undefined,
    origin: import.meta.env.SSR ? undefined : window.location.origin,
    localApiUrl: import.meta.env.SSR ? process.env.LOCAL_CONTENT_API_URL : undefined,
  }
}
