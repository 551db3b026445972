/**
 * The site's form endpoint (server/form-endpoint.ts) as `npm start` and `npm run preview` mount
 * it, at the addresses the Netlify Function answers in production, and the stamp every page's forms
 * get as the server serves the page (contract/forms.ts). The stamps are signed with FORM_STAMP_SECRET,
 * or, when none is set, with a secret of this server's own, new at each start.
 */
import type { ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { DEFAULT_BUSINESS_ID, LOCAL_EMAIL_MANAGER_PATH } from '../../contract/email-manager.ts'
import { frameAncestorsOf } from '../../contract/security-headers.ts'
import { handleForm, isFormRequest, processSecret, stampPage } from '../../server/form-endpoint.ts'
import { memoryFormStore, SWEEP_EVERY_MS } from '../../server/form-store.ts'
import type { Middleware } from './stand-ins.ts'
import { checkEnv } from '../../server/env.ts'

let ownSecret: string | undefined
/** The secret this server signs its pages' stamps with and checks them against. */
export const formSecret = () => checkEnv(process.env, ['FORM_STAMP_SECRET']).FORM_STAMP_SECRET || (ownSecret ??= processSecret())

/** A page with its forms stamped, as served now. */
export const stampServed = (html: string) => stampPage(html, formSecret())

/** Where the forms' calls go: the email-manager the build was made for, else the local stand-in on this server. */
export type FormTargets = () => { emailManagerUrl?: string; businessId?: string }

export function formsMiddleware(
  targets: FormTargets = () => ({ emailManagerUrl: process.env.VITE_EMAIL_MANAGER_URL, businessId: process.env.VITE_BUSINESS_ID }),
): Middleware {
  const store = memoryFormStore()
  // What is past its hour is forgotten, as production's scheduled sweep does (netlify/functions/form-sweep.ts).
  setInterval(() => void store.sweep(Date.now()), SWEEP_EVERY_MS).unref()
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (!isFormRequest(url.pathname)) return next()
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`
    const { emailManagerUrl, businessId } = targets()
    const request = new Request(new URL(req.url ?? '/', origin), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]): [string, string][] =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream),
      duplex: 'half',
    } as RequestInit & { duplex: 'half' })
    handleForm(request, req.socket.remoteAddress ?? '', {
      secret: formSecret(),
      emailManagerUrl: (emailManagerUrl || origin + LOCAL_EMAIL_MANAGER_PATH).replace(/\/+$/, ''),
      businessId: businessId || DEFAULT_BUSINESS_ID,
      siteOrigin: origin,
      store,
      // As the build's `_headers` lets the pages be framed (the Studio's Presentation, locally).
      frameAncestors: frameAncestorsOf(process.env.SITE_FRAME_ANCESTORS),
    }).then(
      async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers))
        res.end(req.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()))
      },
      (error: Error) => {
        console.error(`The form endpoint failed: ${error.message}`)
        sendError(res)
      },
    )
  }
}

function sendError(res: ServerResponse) {
  if (res.headersSent) return void res.end()
  res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end('The form endpoint could not answer.')
}
