/**
 * The site's Vite plugin, one part per mode, so the site runs offline with no account:
 * - `npm start` (tools/vite/dev.ts): the local stand-ins, the printable pages for the PDFs, the 404 pages;
 * - `npm run preview` (tools/vite/preview.ts): the build served as the CDN serves it, rebuilt on publish;
 * - `react-router build` (tools/vite/build.ts): its checks before anything is written, the store's images;
 * - all three: the local content backend and email-manager (tools/vite/stand-ins.ts).
 *
 * With SANITY_PROJECT_ID set, no content API is started: the site talks to real Sanity.
 */
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { checkEnv } from '../server/env.ts'
import { checkBuildOnce, copyStoreImages } from './vite/build.ts'
import { configureDev } from './vite/dev.ts'
import { configurePreview } from './vite/preview.ts'
import { localContent, usesLocalContent } from './vite/stand-ins.ts'

export function localServices(): Plugin {
  let outDir = 'build/client'
  return {
    name: 'local-services',
    async config(_config, env) {
      // Server-side rendering (dev) and the build's prerender read content over loopback.
      if (usesLocalContent() && (env.command === 'build' || env.mode === 'development')) {
        await localContent()
      }
      // `react-router build` (not typegen, which resolves this config too) needs its configuration
      // and the CMS's content; without them it stops here, before React Router empties build/.
      if (env.command === 'build' && process.argv.slice(2).includes('build')) await checkBuildOnce()
      return {
        // The dev server does not watch builds (a rebuild writes thousands of files: no "page reload" flood).
        server: { watch: { ignored: ['**/build/**', '**/.local/**', '**/studio/dist/**'] } },
        // The preview serves the build folder itself (configurePreviewServer), without React Router's plugin.
        ...(env.isPreview ? { build: { outDir: join(checkEnv().SITE_BUILD_DIR || 'build', 'client') } } : {}),
      }
    },
    configResolved(config) {
      if (config.build.outDir.endsWith('client')) outDir = config.build.outDir
    },
    configureServer(server) {
      configureDev(server)
    },
    configurePreviewServer(server) {
      configurePreview(server)
    },
    async writeBundle() {
      if (usesLocalContent() && this.environment?.name === 'client') await copyStoreImages(outDir)
    },
  }
}
