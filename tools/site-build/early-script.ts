/**
 * The page's early script (src/early/: one module a part), bundled and minified by the build, once for
 * each set of parts a page needs, and put inline first in its body by the deferred-hydration step (and
 * by `npm start`'s server: tools/vite/dev.ts). A page's Content-Security-Policy lists the hash of the
 * script it carries, as of every inline script (tools/site-build/hosting.ts).
 *
 * Which parts a page carries: every page's (`EVERY_PAGE`), and those its components asked for while it
 * was prerendered (`useEarlyPart`: Print's where a page prints, the address's choice where a select
 * names a parameter, the year where the footer shows it).
 */
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { doubleQuoted } from './minify-inline.ts'
import { EARLY_PARTS, EVERY_PAGE, pagePath, pagesEarlyParts, type EarlyPart } from '../../src/early/parts.ts'

const EARLY_DIR = fileURLToPath(new URL('../../src/early/', import.meta.url))
const ENTRY = '\0early-script'

/** The parts a page asked for while prerendered (none for a page not rendered in this process). */
export function earlyPartsOf(path: string): EarlyPart[] {
  const asked = pagesEarlyParts().get(pagePath(path))
  return EARLY_PARTS.filter((part) => asked?.has(part))
}

/** The page at `file` of a build's client folder (`about/index.html`, `404.html`), as its path. */
export const pageOfFile = (file: string) => pagePath('/' + file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, ''))

/** The early script of every page's parts and `parts`: one IIFE, minified. */
async function bundle(parts: readonly EarlyPart[]) {
  const modules = [...EVERY_PAGE, ...parts]
  const built = (await build({
    configFile: false,
    logLevel: 'silent',
    root: EARLY_DIR,
    plugins: [
      {
        name: 'early-script-entry',
        resolveId: (id) => (id === ENTRY ? id : undefined),
        load: (id) => (id === ENTRY ? modules.map((part) => `import ${JSON.stringify(`${EARLY_DIR}${part}.ts`)}`).join('\n') : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      copyPublicDir: false,
      rolldownOptions: {
        input: ENTRY,
        output: { format: 'iife' },
        optimization: { inlineConst: true },
        // The parts run for their effects; what they import from elsewhere (the contract's pattern) only for its values.
        treeshake: { moduleSideEffects: (id) => id === ENTRY || id.startsWith(EARLY_DIR) },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const chunk = [built].flat()[0]!.output.find((file) => file.type === 'chunk')!
  const script = doubleQuoted(chunk.code.trim())
  // Inline in the page's HTML: nothing in it may end the script element or open a comment.
  if (/<\/script|<!--/i.test(script)) throw new Error(`The early script (src/early/: ${modules.join(', ')}) holds "</script" or "<!--".`)
  return script
}

const bundles = new Map<string, Promise<string>>()

/** The early script carrying every page's parts and `parts` (bundled once per set, then kept). */
export function earlyScript(parts: readonly EarlyPart[] = []) {
  const key = parts.join()
  let script = bundles.get(key)
  if (!script) bundles.set(key, (script = bundle(parts)))
  return script
}
