/**
 * `npm run preview`: the prerendered build served as the CDN serves it, behind the local stand-ins,
 * and rebuilt when an editor publishes, as the CDN's publish webhook does.
 */
import { join, relative, resolve } from 'node:path'
import type { Connect, PreviewServer } from 'vite'
import { LOCAL_API_PATH } from '../../contract/constants.ts'
import { EMAIL_MANAGER_PATH } from '../stand-ins/email-manager/index.ts'
import { readBuildEnv, rebuildOnPublish } from '../preview/rebuild.ts'
import { serveBuild } from '../preview/serve-build.ts'
import { checkEnv } from '../../server/env.ts'
import { contentMiddleware, emailManagerMiddleware, localContent, usesLocalContent, type Middleware } from './stand-ins.ts'
import { formsMiddleware, stampServed } from './forms.ts'

/**
 * The prerendered build served as the CDN serves it (tools/preview/serve-build.ts), each page's forms
 * stamped as the CDN's edge stamps them (netlify/edge-functions/pages.ts); the stand-ins and the form
 * endpoint are mounted before it.
 */
function staticSiteMiddleware(root: () => string): Middleware {
  const serve = serveBuild(root, { passThrough: [LOCAL_API_PATH + '/', EMAIL_MANAGER_PATH + '/'], stamp: stampServed })
  return (req, res, next) => {
    serve(req, res).then((handled) => handled || next(), next)
  }
}

/** Mounts the stand-ins and the build on the preview server, and starts the rebuild on publish unless SITE_REBUILD=off. */
export function configurePreview(server: PreviewServer) {
  const env = checkEnv()
  const buildDir = resolve(server.config.root, env.SITE_BUILD_DIR || 'build')
  if (relative(server.config.root, buildDir).startsWith('..'))
    throw new Error(`SITE_BUILD_DIR (${buildDir}) must be inside the project: a build imports its packages from node_modules.`)
  let root = join(buildDir, 'client')
  const { logger } = server.config
  const backend = usesLocalContent() ? localContent() : Promise.resolve(undefined)
  if (usesLocalContent()) {
    backend.catch((error: unknown) => logger.error(String((error as Error).message)))
    server.middlewares.use(contentMiddleware() as Connect.NextHandleFunction)
  }
  server.middlewares.use(emailManagerMiddleware() as Connect.NextHandleFunction)
  // The form endpoint, calling the email-manager the build was made for (its recorded configuration).
  let built: { VITE_EMAIL_MANAGER_URL?: string; VITE_BUSINESS_ID?: string } = {}
  void readBuildEnv(buildDir).then((env) => (built = env))
  server.middlewares.use(
    formsMiddleware(() => ({
      emailManagerUrl: built.VITE_EMAIL_MANAGER_URL,
      businessId: built.VITE_BUSINESS_ID,
    })) as Connect.NextHandleFunction,
  )
  server.middlewares.use(staticSiteMiddleware(() => root) as Connect.NextHandleFunction)
  // As the CDN with its publish webhook: a publish rebuilds the site (tools/preview/rebuild.ts). SITE_REBUILD=off serves the build as it is.
  if (env.SITE_REBUILD !== 'off') {
    const log = {
      info: (message: string) => logger.info(`[rebuild] ${message}`, { timestamp: true }),
      error: (message: string) => logger.error(`[rebuild] ${message}`, { timestamp: true }),
    }
    void backend
      .then(() => rebuildOnPublish(buildDir, (clientDir) => (root = clientDir), log))
      .then((stop) => server.httpServer?.once('close', stop))
      .catch((error: unknown) => log.error(`Rebuild on publish is off: ${(error as Error).message}`))
  }
}
