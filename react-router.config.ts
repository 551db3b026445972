import type { Config } from '@react-router/dev/config'
import { join } from 'node:path'
import { afterBuild, cmsPaths } from './tools/build/site-build'
import { NOT_FOUND_PATHS } from './src/lib/not-found'

export default {
  appDirectory: 'src',
  // SITE_BUILD_DIR: where a rebuild on publish puts its build (tools/build/rebuild.ts).
  buildDirectory: process.env.SITE_BUILD_DIR || 'build',
  ssr: false,
  // Every route of the spec's table, with port and page slugs read from the CMS at build time,
  // plus the not-found pages that static hosts serve with status 404.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...(await cmsPaths()), ...NOT_FOUND_PATHS]
  },
  async buildEnd({ reactRouterConfig }) {
    await afterBuild(join(reactRouterConfig.buildDirectory, 'client'))
  },
} satisfies Config
