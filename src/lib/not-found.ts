/**
 * Paths prerendered only to become the static host's 404 pages: the build moves
 * `/404/index.html` to `/404.html` and `/ports/404/index.html` to `/ports/404.html`,
 * which hosts (and `npm run preview`) serve with status 404 for unknown paths below them.
 */
export const NOT_FOUND_PATHS = ['/404', '/ports/404']
