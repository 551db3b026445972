/**
 * Inline scripts as the build minifies them: the page's early script (tools/site-build/early-script.ts),
 * the alert banner's (src/lib/alert-banner-view.ts, about 110 bytes a page on the wire), and React Router's scroll restoration, which it writes into every page as readable source (about 60
 * bytes a page on the wire). A page's Content-Security-Policy hashes its inline scripts as they end up
 * (tools/site-build/hosting.ts).
 */
import { minify, parseAst } from 'vite'
import { ALERTS_SCRIPT } from '../../src/lib/alert-banner-view.ts'

/**
 * The minifier writes every string as a template literal (`data-live`): those without a substitution,
 * a quote, a backslash or a line break are written "data-live" instead, as the page's HTML quotes its
 * attributes, which the page's compression then shares (about 30 bytes less a page).
 */
export function doubleQuoted(code: string) {
  const plain: Array<{ start: number; end: number; text: string }> = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const literal = node as {
      type?: string
      start: number
      end: number
      expressions?: unknown[]
      quasis?: Array<{ value: { raw: string } }>
    }
    if (literal.type === 'TemplateLiteral' && !literal.expressions!.length && /^[^"\\\n\r`$]*$/.test(literal.quasis![0]!.value.raw))
      plain.push({ start: literal.start, end: literal.end, text: literal.quasis![0]!.value.raw })
    else Object.values(node).forEach(visit)
  }
  visit(parseAst(code))
  // From the last, so that the positions before it stay right.
  for (const { start, end, text } of plain.sort((a, b) => b.start - a.start)) code = code.slice(0, start) + `"${text}"` + code.slice(end)
  return code
}

/** React Router's `<ScrollRestoration>` script as it writes it (its storage key, then the key to restore). */
const SCROLL_RESTORATION = /<script>(\(\(storageKey\d*, restoreKey\) => \{[\s\S]*?\}\)\("react-router-scroll-positions", null\))<\/script>/

/** The page with React Router's scroll restoration script minified (a page without it as it is). */
export async function withMinifiedScrollRestoration(html: string) {
  const script = SCROLL_RESTORATION.exec(html)?.[1]
  if (!script) return html
  const { code } = await minify('scroll-restoration.js', script, {})
  return html.replace(script, () => doubleQuoted(code.trim()).replace(/;$/, ''))
}

let alertsScript: Promise<string> | undefined

/** The alert banner's script as every built page carries it: minified once a build (tools/site-build/alerts.ts). */
export function builtAlertsScript() {
  return (alertsScript ??= minify('alerts.js', ALERTS_SCRIPT, {}).then(({ code }) => doubleQuoted(code.trim()).replace(/;$/, '')))
}

/**
 * The page without React Router's route-discovery marks (`data-discover="true"` on each of its
 * links, about 80 bytes a page on the wire): they tell its lazy route discovery which links to look
 * up, and this site's pages carry every route from the start (with `ssr: false`, React Router's
 * discovery is `{ mode: 'initial' }`, as each page's context says), so nothing reads them. React leaves attributes as the HTML has them when it
 * hydrates, so the page keeps none.
 */
export const withoutDiscoveryMarks = (html: string) => html.replaceAll(' data-discover="true"', '')
