import type { Plugin } from 'vite'

/**
 * The offline Studio's build (sanity.cli.ts, without SANITY_STUDIO_PROJECT_ID) leaves out what only
 * Sanity's hosted services serve, which an offline browser would look up and fail to reach:
 * - the script of sanity.io's dashboard (`core.sanity-cdn.com/bridge.js`), which the Sanity CLI
 *   adds to every Studio's page for when it is opened inside that dashboard;
 * - the Inter web font from `studio-static.sanity.io` and `design-system-static.sanity.io`, which
 *   the Studio's page and style sheet (@sanity/ui) load: its font stack then shows the system's
 *   sans-serif, as it already did offline when the font failed to load.
 * A Studio built for a real project keeps both.
 */
const BRIDGE_SCRIPT = /<script\b[^>]*\bsrc="https:\/\/core\.sanity-cdn\.(?:com|work)\/bridge\.js"[^>]*><\/script>\s*/g
/** An @font-face of Inter from Sanity's font hosts (the page's own style and @sanity/ui's style sheet). */
const HOSTED_FONT = /@font-face\s*\{[^}]*(?:studio-static|design-system-static)\.sanity\.io[^}]*\}\s*/g
const offlinePage = (html: string) => html.replace(BRIDGE_SCRIPT, '').replace(HOSTED_FONT, '')

export function offlineStudioBuild(): Plugin {
  return {
    name: 'offline-studio-build',
    enforce: 'pre',
    // `sanity dev` serves the page it wrote with the script; `sanity build` emits it with its bundle.
    transformIndexHtml: offlinePage,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html']
        if (page?.type === 'asset' && typeof page.source === 'string') page.source = offlinePage(page.source)
      },
    },
    transform(code, id) {
      if (!id.split('?')[0]!.endsWith('.css')) return undefined
      const offline = code.replace(HOSTED_FONT, '')
      return offline === code ? undefined : { code: offline, map: null }
    },
  }
}
