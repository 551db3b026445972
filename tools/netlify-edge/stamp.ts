/**
 * Netlify Edge Function (netlify.toml, `edge_functions`): writes into each page's forms, as the CDN
 * serves it, the time, signed with FORM_STAMP_SECRET (contract/forms.ts), from which the form
 * endpoint (tools/netlify/form.ts) tells a person's post from a bot's posting at once. `npm run
 * preview` and `npm start` stamp the same way (tools/vite/forms.ts). A page the browser revalidates
 * (304) keeps its own, older stamp: the endpoint asks a minimum age, never a maximum.
 */
import { makeStamp, stampForms, STAMP_NAME } from '../../contract/forms.ts'

/** Netlify's edge runtime (Deno): its environment's variables. */
declare const Netlify: { env: { get(name: string): string | undefined } }

export default async (_request: Request, context: { next(): Promise<Response> }) => {
  const response = await context.next()
  const secret = Netlify.env.get('FORM_STAMP_SECRET')
  // Any page, the Not Found page's footer newsletter too (as \`npm run preview\` stamps it); a 304 has no body.
  if (!secret || response.status === 304 || !(response.headers.get('content-type') ?? '').includes('text/html')) return response
  const html = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (!html.includes(`name="${STAMP_NAME}"`)) return new Response(html, { status: response.status, headers })
  return new Response(stampForms(html, await makeStamp(secret)), { status: response.status, headers })
}

/** Netlify reads it from this file: pages only (files with an extension, the endpoint and Netlify's own are left alone). */
export const config = {
  path: '/*',
  excludedPath: ['/assets/*', '/pagefind/*', '/og/*', '/forms/send/*', '/.netlify/*', '/*.*'],
}
