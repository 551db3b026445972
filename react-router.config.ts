import type { Config } from '@react-router/dev/config'
import { join } from 'node:path'
import { afterBuild, assertInsideBuild, cmsPaths } from './tools/site-build/site-build'
import { installShareImages } from './tools/site-build/share-images'
import { NOT_FOUND_PATHS } from './src/lib/not-found'
import { FORM_PAGE_PATHS } from './contract/forms'
import { checkEnv } from './server/env.ts'

// When prerendering began, so the build's log says how long it took.
let prerendering = 0

export default {
  appDirectory: 'src',
  // SITE_BUILD_DIR: where a rebuild on publish puts its build (tools/preview/rebuild.ts).
  buildDirectory: checkEnv().SITE_BUILD_DIR || 'build',
  ssr: false,
  // React Router 8's behaviour now (each flag checked against this site: no middleware or request
  // handling of ours changes; split route modules are loaded by tools/site-build/deferred-hydration.ts;
  // the root's data file is /_.data), so no future-flag warning is printed.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every route of the spec's table, with port and page slugs read from the CMS at build time,
  // the pages of the forms sent without JavaScript, plus the not-found pages that static hosts serve with status 404.
  async prerender({ getStaticPaths }) {
    // Every slug was checked (cmsPaths); no path may write outside the build folder all the same.
    const buildDirectory = checkEnv().SITE_BUILD_DIR || 'build'
    const paths = assertInsideBuild(join(buildDirectory, 'client'), [
      ...getStaticPaths(),
      ...(await cmsPaths()),
      ...FORM_PAGE_PATHS,
      ...NOT_FOUND_PATHS,
    ])
    // The pages' share images: each page's Seo registers its card while prerendering (tools/site-build/share-images.ts).
    await installShareImages()
    prerendering = performance.now()
    return paths
  },
  async buildEnd({ reactRouterConfig }) {
    if (prerendering) console.log(`  prerendering: ${((performance.now() - prerendering) / 1000).toFixed(1)} s`)
    await afterBuild(join(reactRouterConfig.buildDirectory, 'client'))
  },
} satisfies Config
