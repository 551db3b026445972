/**
 * The pages the form endpoint (form-endpoint.ts) answers with, all of them the site's own: a form's
 * problem page as the build made it (its words, the support address and the selects' choices: the
 * CMS's), filled and stamped as any page served; the site's Not Found page for a result gone; and,
 * when the form's page cannot be had, the one short page in the endpoint's own words. In production
 * the pages come with the function (the build writes FORM_PAGES_FILE, bundled by `included_files`):
 * a burst of posts reads nothing from the site.
 */
import { formProblemPath, type FormName, type FormWords } from '../contract/forms.ts'
import { fillProblemPage, wordsOf } from './form-result.ts'

/** Where the build writes each form's problem page for the form function, beside the site (not in it): netlify.toml `included_files`. */
export const FORM_PAGES_FILE = 'form-pages.json'

/**
 * How long the site's own page may take to read, where it is read (the local servers, and a
 * function whose bundle lacks the build's copy): the CDN answers in milliseconds.
 */
export const PAGE_TIMEOUT_MS = 1500

/** A form's problem page as built: its HTML and the headers the CDN serves it with (its policy among them). */
export type BuiltPage = { html: string; headers: Record<string, string> }
export type BuiltPages = { pages: Partial<Record<FormName, BuiltPage>> }

export type ProblemPage = { headers: Headers; html: string; words: FormWords }
/** Each form's problem page, as the endpoint answers with it; undefined (the reason logged) when there is none to be had. */
export type PageSource = (form: FormName) => Promise<ProblemPage | undefined>

/** A page with its words; undefined (logged) for one that does not carry them. */
function pageOf(form: FormName, html: string, headers: Headers, status = 200): ProblemPage | undefined {
  const words = status >= 200 && status < 300 ? wordsOf(html) : undefined
  if (words) return { headers, html, words }
  console.error(`The form endpoint: ${formProblemPath(form)} (${status}) is not the form's problem page with its words.`)
  return undefined
}

/**
 * The pages the build wrote (FORM_PAGES_FILE, bundled with the function): each made once, read from
 * no network. Production builds on every publish, so they are as fresh as the pages served. A form the
 * file lacks is read from `fallback`.
 */
export function builtPages(built: BuiltPages, fallback?: PageSource): PageSource {
  const made = new Map<FormName, ProblemPage | undefined>()
  return async (form) => {
    const page = built.pages[form]
    if (!page) return fallback?.(form)
    if (!made.has(form)) made.set(form, pageOf(form, page.html, new Headers(page.headers)))
    return made.get(form)
  }
}

/**
 * A form's problem page read from the site as served, within PAGE_TIMEOUT_MS. With `keep` (a
 * function without the build's copy), read once and kept for the instance's life, posts at once
 * sharing the one read, a failed read tried again by the next post; without (the local servers,
 * whose pages change as content is edited), read for each post.
 */
export function sitePages(siteOrigin: string, { keep = false } = {}): PageSource {
  const kept = new Map<FormName, Promise<ProblemPage | undefined>>()
  const read = async (form: FormName) => {
    try {
      const signal = AbortSignal.timeout(PAGE_TIMEOUT_MS)
      const response = await fetch(new URL(formProblemPath(form), siteOrigin), { headers: { Accept: 'text/html' }, signal })
      return pageOf(form, await response.text(), response.headers, response.status)
    } catch (error) {
      console.error(`The form endpoint could not read ${formProblemPath(form)}: ${(error as Error).message}`)
      return undefined
    }
  }
  return (form) => {
    if (!keep) return read(form)
    const reading = kept.get(form) ?? read(form)
    kept.set(form, reading)
    void reading.then((page) => page || kept.delete(form))
    return reading
  }
}

/** The file the build writes (FORM_PAGES_FILE): each form's problem page and the headers `_headers` gives its address. */
export function builtPagesFile(html: Partial<Record<FormName, string>>, headersFile: string): BuiltPages {
  const headersOf = (path: string) => {
    const block = headersFile.split(/\n(?=\S)/).find((lines) => lines.split('\n', 1)[0]!.trim() === path)
    const pairs = (block ?? '')
      .split('\n')
      .slice(1)
      .flatMap((line) => {
        const at = line.indexOf(':')
        return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()] as const] : []
      })
    return { 'Content-Type': 'text/html; charset=utf-8', ...Object.fromEntries(pairs) }
  }
  return {
    pages: Object.fromEntries(
      Object.entries(html).map(([form, page]) => [form, { html: page, headers: headersOf(formProblemPath(form as FormName)) }]),
    ),
  }
}

/** Text as React writes it into markup. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/**
 * The page's browser title with the form's heading, which it begins with (src/components/Seo.tsx:
 * "<heading> | <brand>"), replaced by `title`, the brand after it kept.
 */
export function retitled(html: string, heading: string, title: string) {
  return html.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    const rest = text.startsWith(escaped(heading)) ? text.slice(escaped(heading).length) : ''
    return `<title>${escaped(title)}${rest}</title>`
  })
}

/**
 * The problem page with its place filled, and stamped as any page served (`stamp`: its forms' stamps
 * filled, the footer's newsletter among them): the page's own headers (its Content-Security-Policy
 * among them), never kept by a cache; its status, and its browser title (`title`) when the page says
 * other than the form's heading.
 */
export async function filledPage(
  page: ProblemPage,
  filled: string,
  stamp: (html: string) => Promise<string>,
  { status = 200, title }: { status?: number; title?: string } = {},
) {
  const headers = new Headers(page.headers)
  for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified', 'vary', 'age']) headers.delete(name)
  headers.set('Cache-Control', 'no-store')
  const html = fillProblemPage(page.html, filled)
  return new Response(await stamp(title === undefined ? html : retitled(html, page.words.heading, title)), { status, headers })
}

/**
 * The answer when the site's own page cannot be read (its words, the support address): nothing was
 * sent, and the person can go back to what they typed and try again. The one page of the endpoint
 * whose words are not the CMS's: the CMS's are what could not be read.
 */
export const unavailable = () =>
  new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Not sent: please try again</title></head><body><main><h1>Not sent: please try again</h1>' +
      '<p>The site could not take your request just now, and nothing was sent. Go back (what you typed is kept) and send it again in a minute.</p>' +
      '</main></body></html>',
    { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' } },
  )

/** The site's Not Found page, as the CDN answers an unknown address (a result gone: its hour is over, or never given). */
export async function notFound(siteOrigin: string, id: string) {
  const address = new URL(`/forms/${id.replace(/[^\w-]/g, '')}-gone`, siteOrigin)
  const text = await fetch(address, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) })
    .then((missing) => missing.text())
    .catch(() => '<!doctype html><title>Not found</title><h1>Not found</h1>')
  return new Response(text, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}
