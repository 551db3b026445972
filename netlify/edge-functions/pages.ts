/**
 * Netlify Edge Function (netlify.toml, `[[edge_functions]]` "pages", declared there, where Netlify
 * reads it without running this code): what the CDN's edge does to every page as it serves it.
 * - `/about/` moves to `/about`, `/index` to `/` (301, the query kept: clean-address.ts), as `npm run
 *   preview` answers them: a `_redirects` rule cannot move the first, Netlify matching its rules with
 *   or without the trailing slash.
 * - Each of the page's forms gets the time and its form's name, signed with FORM_STAMP_SECRET
 *   (contract/forms.ts), from which the form endpoint (netlify/functions/form.ts) tells a person's post
 *   from a bot's posting at once. `npm run preview` and `npm start` stamp the same way
 *   (tools/vite/forms.ts). A page the browser revalidates (304) keeps its own, older stamp, good for a
 *   day (STAMP_LIVES_MS). A page left unstamped (no secret, this function failing: `onError: 'bypass'`),
 *   or a stamp past its day, loses no one: the endpoint shows such a post back, to be sent with one press.
 */
import { stampForms, STAMP_NAME } from '../../contract/forms.ts'
import { pageAddress } from '../../server/clean-address.ts'

/** Netlify's edge runtime (Deno): its environment's variables. */
declare const Netlify: { env: { get(name: string): string | undefined } }

export default async (request: Request, context: { next(): Promise<Response> }) => {
  const url = new URL(request.url)
  const moved = request.method === 'GET' || request.method === 'HEAD' ? pageAddress(url.pathname) : undefined
  if (moved !== undefined) return new Response(null, { status: 301, headers: { Location: moved + url.search } })
  const response = await context.next()
  const secret = Netlify.env.get('FORM_STAMP_SECRET')
  // Any page, the Not Found page's footer newsletter too (as `npm run preview` stamps it); a 304 has no body.
  if (!secret || response.status === 304 || !(response.headers.get('content-type') ?? '').includes('text/html')) return response
  const html = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (!html.includes(`name="${STAMP_NAME}"`)) return new Response(html, { status: response.status, headers })
  return new Response(await stampForms(html, secret), { status: response.status, headers })
}

/**
 * Netlify reads it from this file and adds it to the declaration in netlify.toml (which has the
 * paths: were this file's config unreadable, every page would still be stamped): a failure of this
 * function serves the page as it is, rather than an error page.
 */
export const config = { onError: 'bypass' }
