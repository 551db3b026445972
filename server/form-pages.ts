/**
 * The pages the form endpoint (form-endpoint.ts) answers with, all of them the site's own: a form's
 * problem page as the site serves it (read for its words, the support address and the selects'
 * choices), filled and stamped as any page served; the site's Not Found page for a result gone; and,
 * when the site's own page cannot be read, the one short page in the endpoint's own words.
 */
import { formProblemPath, type FormName, type FormWords } from '../contract/forms.ts'
import { fillProblemPage, wordsOf } from './form-result.ts'

/**
 * How long the site's own page (the form's words, the support address) may take to read (the CDN
 * answers in milliseconds): with the call's 7 s and the store's few writes, under Netlify's 10 s.
 */
export const PAGE_TIMEOUT_MS = 1500

export type ProblemPage = { response: Response; html: string; words: FormWords }

/** A form's problem page as the site serves it, with its words; undefined (the reason logged) if it cannot be read in time. */
export async function problemPage(siteOrigin: string, form: FormName): Promise<ProblemPage | undefined> {
  try {
    const signal = AbortSignal.timeout(PAGE_TIMEOUT_MS)
    const response = await fetch(new URL(formProblemPath(form), siteOrigin), { headers: { Accept: 'text/html' }, signal })
    const html = await response.text()
    const words = response.ok ? wordsOf(html) : undefined
    if (words) return { response, html, words }
    console.error(`The form endpoint: ${formProblemPath(form)} answered ${response.status} without the form's words.`)
  } catch (error) {
    console.error(`The form endpoint could not read ${formProblemPath(form)}: ${(error as Error).message}`)
  }
  return undefined
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
  const headers = new Headers(page.response.headers)
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
  const missing = await fetch(new URL(`/forms/${id.replace(/[^\w-]/g, '')}-gone`, siteOrigin))
  return new Response(await missing.text(), {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
