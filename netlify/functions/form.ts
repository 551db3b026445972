/**
 * Netlify Function (netlify.toml, `[functions]`): the site's form endpoint, where the three forms post
 * without JavaScript (/forms/send/<form>) and where what stopped a request is shown (/forms/<form>/problem/<id>).
 * What it does: server/form-endpoint.ts. It reads, from Netlify's environment (scope Functions):
 * FORM_STAMP_SECRET (the stamps' secret, the same as the edge's, netlify/edge-functions/pages.ts),
 * VITE_EMAIL_MANAGER_URL and VITE_BUSINESS_ID (as the build), SITE_FRAME_ANCESTORS (as the build: who
 * may frame its answers, nobody unless set), and URL (set by Netlify: the site).
 * The forms' problem pages (their words: the CMS's) come with it: the build writes them beside the
 * site (server/form-pages.ts FORM_PAGES_FILE), netlify.toml bundles them (`included_files`), and they
 * are read once, when an instance starts; without them, read from the site once and kept.
 * The rate limit and the results are kept in Netlify Blobs (server/form-store-blobs.ts), each request
 * within its budget and never retried. Every answer carries the site's security headers
 * (`withSiteHeaders`): `_headers` does not reach a function's.
 */
import { readFileSync } from 'node:fs'
import { DEFAULT_BUSINESS_ID } from '../../contract/email-manager.ts'
import { frameAncestorsOf } from '../../contract/security-headers.ts'
import { handleForm, withSiteHeaders } from '../../server/form-endpoint.ts'
import { builtPages, FORM_PAGES_FILE, sitePages, type BuiltPages } from '../../server/form-pages.ts'
import { blobsFormStore, storeBudget } from '../../server/form-store-blobs.ts'

/** The build's copy of the problem pages, bundled at build/<FORM_PAGES_FILE> beside this file's netlify/functions/. */
function bundledPages(): BuiltPages {
  try {
    return JSON.parse(readFileSync(new URL(`../../build/${FORM_PAGES_FILE}`, import.meta.url), 'utf8')) as BuiltPages
  } catch (error) {
    console.error(`The form endpoint has no build's copy of its pages (read from the site instead): ${(error as Error).message}`)
    return { pages: {} }
  }
}
const built = bundledPages()
let pages: ReturnType<typeof builtPages> | undefined

export default async (request: Request, context: { ip?: string }) => {
  const { FORM_STAMP_SECRET: secret, VITE_EMAIL_MANAGER_URL: emailManagerUrl, VITE_BUSINESS_ID: businessId, URL: site } = process.env
  const frameAncestors = frameAncestorsOf(process.env.SITE_FRAME_ANCESTORS)
  if (!emailManagerUrl) {
    console.error('The form endpoint needs VITE_EMAIL_MANAGER_URL in the Functions scope (docs/forms-and-schedule.md).')
    const answer = new Response('The form endpoint is not set up.', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
    return withSiteHeaders(answer, frameAncestors)
  }
  if (!secret) console.error('FORM_STAMP_SECRET is not set: forms are taken without their minimum time (docs/forms-and-schedule.md).')
  const siteOrigin = site || new URL(request.url).origin
  pages ??= builtPages(built, sitePages(siteOrigin, { keep: true }))
  return handleForm(request, context.ip ?? request.headers.get('x-nf-client-connection-ip') ?? '', {
    secret,
    emailManagerUrl: emailManagerUrl.replace(/\/+$/, ''),
    businessId: businessId || DEFAULT_BUSINESS_ID,
    siteOrigin,
    pages,
    store: await blobsFormStore(undefined, storeBudget()),
    frameAncestors,
  })
}

/** Netlify reads it from this file: the endpoint's two addresses (contract/forms.ts FORM_ENDPOINT, formResultPath). */
export const config = { path: ['/forms/send/:form', '/forms/:form/problem/:id'] }
