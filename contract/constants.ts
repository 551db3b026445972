/**
 * The constants the site, the build, the local stand-ins, the Studio and the seed import share,
 * defined once here: the content API's version and the local content API's names and ports.
 * Free of imports, so Node, the Studio and the browser all load it as it is.
 */
export const API_VERSION = '2025-02-19'
/** The dataset when none is configured, and the local content store's. */
export const DEFAULT_DATASET = 'production'
export const LOCAL_API_PATH = '/__content'
export const LOCAL_PROJECT_ID = 'local'
export const LOCAL_DATASET = DEFAULT_DATASET
/** Loopback ports of the local content backend and of the Studio (LOCAL_API_PORT and STUDIO_PORT move them). */
export const DEFAULT_LOCAL_API_PORT = 3334
export const DEFAULT_STUDIO_PORT = 3333

/**
 * The line a build prints after "The build stopped: …" when it knows which documents stop it:
 * their published ids, comma-separated. The rebuild and the production build's report read it
 * (tools/preview/rebuild.ts `fixIdsOf`), and the Studio links those documents (studio/build-status.tsx).
 */
export const BUILD_FIX_PREFIX = 'Documents to fix:'

/**
 * The start of a line a build prints for what it left out of the site and went on without (content
 * written past the Studio: an alert it cannot show, a redirect it ignores), in an editor's words.
 * The rebuild and the production build's report gather these lines into the build's warnings, which
 * the Studio's Site status lists under the build (tools/preview/rebuild.ts `buildOutput`).
 */
export const BUILD_WARNING_PREFIX = 'Site status warning:'

/** How many times a build asks the CMS for one read before it stops (a dropped connection is asked again). */
export const CMS_READ_TRIES = 3
