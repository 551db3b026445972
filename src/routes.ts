import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { SITE_ROUTES } from '../contract/routes.ts'

// The spec's route table, from the site's one list of routes (contract/routes.ts). Unknown paths
// fall to the splat route: CMS pages (such as /agents/partner and /insurers-hub) or the Not Found page.
export default SITE_ROUTES.map((page) => {
  if (page.path === '/') return index(page.module)
  const path = page.path.slice(1)
  return 'id' in page ? route(path, page.module, { id: page.id }) : route(path, page.module)
}) satisfies RouteConfig
