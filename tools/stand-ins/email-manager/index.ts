/**
 * A local stand-in for the email-manager service (docs/contract.md, Calls), in memory, so the
 * site's forms and subscriber pages work offline with no account.
 *
 * The seven calls, with the behaviour a real one has (calls.ts):
 * - POST /api/brain/signup: creates a pending subscriber with a random token and puts a
 *   confirmation mail, with a working `{site}/confirm?email=…&token=…` link, in the outbox.
 * - POST /api/brain/confirm: checks the token; confirms; mails links to the preferences and
 *   unsubscribe pages.
 * - GET and PUT /api/brain/preferences/{email}: need the subscriber's token.
 * - POST /api/brain/unsubscribe: turns the marketing preferences off.
 * - POST /api/brain/send: stores the mail it would deliver (template, recipient, data).
 * Bad requests (missing fields, wrong token, unknown business_id or subscriber, malformed JSON)
 * get a 4xx with `{"detail": "…"}`. CORS preflights are answered: the real service is on
 * another origin (routes.ts).
 *
 * For people and tests (outbox.ts):
 * - GET  {base}/outbox       the mails, newest first, links clickable (HTML)
 * - GET  {base}/outbox.json  the same as JSON
 * - GET  {base}/_calls       every API call received, oldest first, with its parsed JSON body
 * - POST {base}/_reset       forget subscribers, mails and calls
 *
 * The files: store.ts (what it remembers), validate.ts (reading a call's input), mails.ts (what
 * the mails say), calls.ts (the seven calls), routes.ts (their HTTP), outbox.ts (its own pages),
 * http.ts (errors, CORS, JSON and HTML answers), and this one, which puts them together.
 *
 * The dev and preview servers mount it at /__email-manager (tools/vite/stand-ins.ts);
 * startEmailManager() serves it on a loopback port of its own.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEFAULT_BUSINESS_ID } from '../../../contract/email-manager.ts'
import { sendJson } from './http.ts'
import { answerOwnPage } from './outbox.ts'
import { answerApi, answerPreflight, isApiPath } from './routes.ts'
import { createStore, resetStore } from './store.ts'

/** Where the dev and preview servers mount the stand-in, on the site's own origin (src/forms/config.ts). */
export { LOCAL_EMAIL_MANAGER_PATH as EMAIL_MANAGER_PATH, DEFAULT_BUSINESS_ID } from '../../../contract/email-manager.ts'
export type { CallRecord, Mail, Preferences, Subscriber } from './store.ts'
export { escapeHtml } from './outbox.ts'

export type EmailManagerOptions = {
  /** Mount path stripped from URLs (e.g. "/__email-manager"); "" when served on its own. */
  basePath?: string
  /** Business ids it knows; default VITE_BUSINESS_ID (if set) and "global-salvage-india". */
  businessIds?: string[]
  /** Origin of the site for links in mails; default the request's Origin, else its Host. */
  siteOrigin?: string
}

const SAFE_ORIGIN = /^https?:\/\/[A-Za-z0-9.\-:[\]]+$/

/** The site's origin, for the links in mails: the configured one, else the caller's Origin, else its Host. */
function siteOrigin(req: IncomingMessage, configured: string | undefined) {
  if (configured) return configured.replace(/\/+$/, '')
  const origin = req.headers.origin
  if (typeof origin === 'string' && SAFE_ORIGIN.test(origin)) return origin
  const host = req.headers.host
  if (typeof host === 'string' && SAFE_ORIGIN.test(`http://${host}`)) return `http://${host}`
  return 'http://127.0.0.1:5173'
}

/** The path below `basePath`, or undefined when the URL is not under it. */
function pathBelow(basePath: string, pathname: string): string | undefined {
  if (basePath && pathname !== basePath && !pathname.startsWith(basePath + '/')) return undefined
  return pathname.slice(basePath.length) || '/'
}

export function createEmailManager(options: EmailManagerOptions = {}) {
  const basePath = (options.basePath ?? '').replace(/\/+$/, '')
  const store = createStore(
    options.businessIds ?? [DEFAULT_BUSINESS_ID, process.env.VITE_BUSINESS_ID].filter((v): v is string => Boolean(v)),
  )

  /** A request handler, or Connect middleware: with `next`, URLs outside `basePath` are passed on. */
  async function handle(req: IncomingMessage, res: ServerResponse, next?: () => void) {
    const url = new URL(req.url ?? '/', 'http://local')
    const path = pathBelow(basePath, url.pathname)
    if (path === undefined) return next ? next() : sendJson(req, res, 404, { detail: 'Not Found' })
    if (!isApiPath(path)) return answerOwnPage(store, basePath, req, res, path)
    if (req.method === 'OPTIONS') return answerPreflight(req, res)
    return answerApi(store, siteOrigin(req, options.siteOrigin), req, res, path, url)
  }

  return {
    handle,
    reset: () => resetStore(store),
    subscribers: store.subscribers,
    outbox: store.outbox,
    calls: store.calls,
  }
}

export type EmailManager = ReturnType<typeof createEmailManager>

/** Serves the stand-in on its own (loopback, ephemeral port by default), for tests and tools. */
export async function startEmailManager(options: EmailManagerOptions = {}, port = 0) {
  const manager = createEmailManager({ ...options, basePath: options.basePath ?? '' })
  const server = createServer((req, res) => {
    void manager.handle(req, res)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    manager,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
