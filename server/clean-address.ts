/**
 * A page's one address: `/about`, never `/about/` or `/about.html`; the home page's `/`, never
 * `/index` or `/index.html` (where Netlify would serve its file, `index.html`, without the headers of
 * `/`: no Content-Security-Policy). Shared by the two servers that answer for the built site: `npm
 * run preview` (serve-build.ts) and Netlify's edge (netlify/edge-functions/pages.ts), which moves
 * `/x/` to `/x` (a `_redirects` rule cannot: Netlify matches its rules with or without the trailing
 * slash, so `/x/ /x` would match `/x` too, and loop) and `/index` to `/`; `/x.html` moves by the
 * build's `_redirects` (tools/site-build/hosting.ts), which moves `/index` too, should the edge fail.
 * Free of imports: Node and Deno load it as it is.
 */

/** A decoded URL path with one slash between segments, no `.` or `..` segment, no backslash or control character. */
export function isPlainPath(path: string) {
  return path.startsWith('/') && !/[\\\p{Cc}]|\/\/|\/\.\.?(\/|$)/u.test(path)
}

/** A Location on this site for a plain path: always one leading slash, re-encoded, so no browser reads it as another host. */
export function localLocation(path: string) {
  if (!isPlainPath(path)) throw new Error(`Not a plain path: ${JSON.stringify(path)}`)
  return new URL(path, 'http://x').pathname
}

/**
 * The paths Netlify's edge function for pages runs on, `/*`, but these (netlify.toml `[[edge_functions]]`,
 * `excludedPath`): files (a name with a dot), the build's folders of files, the form endpoint's posts
 * and Netlify's own addresses. URLPattern's `*` takes any characters, slashes included.
 */
export const EDGE_PATH = '/*'
export const EDGE_EXCLUDED = ['/assets/*', '/pagefind/*', '/og/*', '/forms/send/*', '/.netlify/*', '/*.*']
const excluded = EDGE_EXCLUDED.map((pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`))

/** Whether the edge function runs for a (raw, encoded) path. */
export const edgeRuns = (pathname: string) => !excluded.some((pattern) => pattern.test(pathname))

/**
 * Where an address of a page with a trailing slash moves (`/about/` → `/about`), as a Location on this
 * site; undefined for any other (the root, a file's address, a path that is not plain once decoded).
 */
export function withoutTrailingSlash(pathname: string) {
  // An encoded slash or backslash is part of a segment's name, never a step of the path.
  if (/%2f|%5c/i.test(pathname)) return undefined
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (path.length < 2 || !path.endsWith('/') || !isPlainPath(path) || !edgeRuns(pathname)) return undefined
  const canonical = path.replace(/\/+$/, '')
  if (!canonical || /\.[^/]*$/.test(canonical) || !isPlainPath(canonical)) return undefined
  return localLocation(canonical)
}

/** The home page's file's name as a page address (`index.html` at `/index`): it moves to `/`. */
export const ROOT_FILE_ADDRESS = '/index'

/**
 * Where another address of a page moves, as a Location on this site: `/about/` → `/about`, `/index`
 * and `/index/` → `/`; undefined for a page's own address and any other path.
 */
export function pageAddress(pathname: string) {
  const moved = withoutTrailingSlash(pathname)
  let path: string
  try {
    path = decodeURIComponent(moved ?? pathname)
  } catch {
    return moved
  }
  return path === ROOT_FILE_ADDRESS ? '/' : moved
}
