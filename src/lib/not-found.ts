/**
 * Paths prerendered only to become the static host's 404 pages: the build moves
 * `/404/index.html` to `/404.html` and `/ports/404/index.html` to `/ports/404.html`,
 * which hosts (and `npm run preview`) serve with status 404 for unknown paths below them.
 * Each is rendered by the route that matches the addresses below it (the port route for
 * /ports/…, the case studies' for /case-studies/…, the notices'
 * for /notices/…), so that the page hydrates as it was built
 * rather than as another route's page that has no data for it.
 */
export const NOT_FOUND_PATHS = ['/404', '/ports/404', '/case-studies/404', '/notices/404']
