/**
 * A local stand-in for the email-manager service (spec section 7), in memory, so the site's
 * forms and subscriber pages work offline with no account.
 *
 * The seven calls, with the behaviour a real one has:
 * - POST /api/brain/signup: creates a pending subscriber with a random token and puts a
 *   confirmation mail, with a working `{site}/confirm?email=…&token=…` link, in the outbox.
 * - POST /api/brain/confirm: checks the token; confirms; mails links to the preferences and
 *   unsubscribe pages.
 * - GET and PUT /api/brain/preferences/{email}: need the subscriber's token.
 * - POST /api/brain/unsubscribe: turns the marketing preferences off.
 * - POST /api/brain/send: stores the mail it would deliver (template, recipient, data).
 * Bad requests (missing fields, wrong token, unknown business_id or subscriber, malformed JSON)
 * get a 4xx with `{"detail": "…"}`. CORS preflights are answered: the real service is on
 * another origin.
 *
 * For people and tests:
 * - GET  {base}/outbox       the mails, newest first, links clickable (HTML)
 * - GET  {base}/outbox.json  the same as JSON
 * - GET  {base}/_calls       every API call received, oldest first, with its parsed JSON body
 * - POST {base}/_reset       forget subscribers, mails and calls
 *
 * The dev and preview servers mount it at /__email-manager (tools/vite-plugin.ts);
 * startEmailManager() serves it on a loopback port of its own.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEFAULT_BUSINESS_ID,
  EMAIL_MANAGER_CALLS,
  EMAIL_PATTERN,
  MARKETING_FLAGS as MARKETING,
  PREFERENCE_FLAGS as FLAGS,
  TEMPLATES,
} from '../../src/forms/config.ts'
import { payloadLimit } from '../../src/forms/limits.ts'

/** Where the dev and preview servers mount the stand-in, on the site's own origin (src/forms/config.ts). */
export { LOCAL_EMAIL_MANAGER_PATH as EMAIL_MANAGER_PATH, DEFAULT_BUSINESS_ID } from '../../src/forms/config.ts'
const MAX_BODY_BYTES = 64 * 1024

export type Preferences = Record<(typeof FLAGS)[number], boolean>

export type Subscriber = {
  email: string
  business_id: string
  token: string
  status: 'pending' | 'confirmed'
  preferences: Preferences
  source?: string
  journey_state?: string
  createdAt: string
  confirmedAt?: string
  unsubscribedAt?: string
  /** Preferences asked for by a signup of an already confirmed address, applied on confirmation. */
  requested?: Preferences
}

export type Mail = {
  id: string
  createdAt: string
  business_id: string
  template_id: string
  email_type: string
  to: { email: string; name?: string }
  subject: string
  text: string
  links: Array<{ label: string; href: string }>
  data: Record<string, unknown>
}

export type CallRecord = {
  at: string
  method: string
  /** Path below the mount point, as received (percent-encoding kept), e.g. /api/brain/signup. */
  path: string
  query: Record<string, string>
  /** The parsed JSON body; the raw text when it was not JSON; null when there was none. */
  body: unknown
  status: number
  response: unknown
  /** The Referer header, if the caller sent one (the subscriber pages must not). */
  referer: string | null
}

export type EmailManagerOptions = {
  /** Mount path stripped from URLs (e.g. "/__email-manager"); "" when served on its own. */
  basePath?: string
  /** Business ids it knows; default VITE_BUSINESS_ID (if set) and "global-salvage-india". */
  businessIds?: string[]
  /** Origin of the site for links in mails; default the request's Origin, else its Host. */
  siteOrigin?: string
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail)
  }
}

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, accept, authorization',
  'Access-Control-Max-Age': '600',
}

function corsHeaders(req: IncomingMessage) {
  const origin = req.headers.origin
  return { 'Access-Control-Allow-Origin': typeof origin === 'string' && origin ? origin : '*', Vary: 'Origin', ...CORS_HEADERS }
}

/** `cors`: false for the stand-in's own pages (outbox, calls, subscribers), which other origins must not read. */
function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, cors = true) {
  const text = JSON.stringify(body, null, 2)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(cors ? corsHeaders(req) : {}),
  })
  res.end(text)
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function parseJsonObject(text: string): Record<string, unknown> {
  if (!text.trim()) throw new HttpError(400, 'Request body must be a JSON object')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, 'Request body must be a JSON object')
  return value as Record<string, unknown>
}

function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field]
  if (typeof value !== 'string' || !value.trim()) throw new HttpError(400, `Missing required field: ${field}`)
  return value.trim()
}

function requireEmail(value: string, field = 'email') {
  if (!EMAIL_PATTERN.test(value) || value.length > payloadLimit('email')!) throw new HttpError(400, `Invalid email address in ${field}`)
  return value
}

function newToken() {
  return randomBytes(24).toString('base64url')
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

const SAFE_ORIGIN = /^https?:\/\/[A-Za-z0-9.\-:[\]]+$/

export function createEmailManager(options: EmailManagerOptions = {}) {
  const basePath = (options.basePath ?? '').replace(/\/+$/, '')
  const businessIds = new Set(
    options.businessIds ?? [DEFAULT_BUSINESS_ID, process.env.VITE_BUSINESS_ID].filter((v): v is string => Boolean(v)),
  )
  const subscribers = new Map<string, Subscriber>()
  const outbox: Mail[] = []
  const calls: CallRecord[] = []

  const keyOf = (businessId: string, email: string) => `${businessId}\u0000${email.toLowerCase()}`

  function siteOrigin(req: IncomingMessage) {
    if (options.siteOrigin) return options.siteOrigin.replace(/\/+$/, '')
    const origin = req.headers.origin
    if (typeof origin === 'string' && SAFE_ORIGIN.test(origin)) return origin
    const host = req.headers.host
    if (typeof host === 'string' && SAFE_ORIGIN.test(`http://${host}`)) return `http://${host}`
    return 'http://127.0.0.1:5173'
  }

  function requireBusiness(value: string) {
    if (!businessIds.has(value)) throw new HttpError(404, `Unknown business_id: ${value}`)
    return value
  }

  function findSubscriber(businessId: string, email: string) {
    const subscriber = subscribers.get(keyOf(businessId, email))
    if (!subscriber) throw new HttpError(404, 'Subscriber not found')
    return subscriber
  }

  function checkToken(subscriber: Subscriber, token: string, detail: string) {
    if (token !== subscriber.token) throw new HttpError(403, detail)
  }

  function links(origin: string, s: Subscriber) {
    const query = new URLSearchParams({ email: s.email, token: s.token })
    return {
      confirm: `${origin}/confirm?${query}`,
      preferences: `${origin}/email-preferences?${query}`,
      unsubscribe: `${origin}/unsubscribe?${query}`,
    }
  }

  function deliver(mail: Omit<Mail, 'id' | 'createdAt'>) {
    const stored: Mail = { id: randomUUID(), createdAt: new Date().toISOString(), ...mail }
    outbox.push(stored)
    return stored
  }

  function systemMail(s: Subscriber, template_id: string, subject: string, text: string, mailLinks: Mail['links']) {
    return deliver({
      business_id: s.business_id,
      template_id,
      email_type: 'transactional',
      to: { email: s.email },
      subject,
      text: [text, '', ...mailLinks.map((l) => `${l.label}: ${l.href}`)].join('\n'),
      links: mailLinks,
      data: { email: s.email },
    })
  }

  // --- the seven calls -------------------------------------------------------------------

  function signup(req: IncomingMessage, body: Record<string, unknown>) {
    const email = requireEmail(requireString(body, 'email'))
    const businessId = requireBusiness(requireString(body, 'business_id'))
    const journeyState = requireString(body, 'journey_state')
    const metadata = body.metadata && typeof body.metadata === 'object' ? (body.metadata as Record<string, unknown>) : {}
    const wanted = metadata.preferences && typeof metadata.preferences === 'object' ? (metadata.preferences as Record<string, unknown>) : {}
    const preferences: Preferences = { compliance: true, emergency: true, newsletter: true, transactional: true }
    for (const flag of MARKETING) if (typeof wanted[flag] === 'boolean') preferences[flag] = wanted[flag] as boolean

    const key = keyOf(businessId, email)
    let subscriber = subscribers.get(key)
    if (subscriber?.status === 'confirmed') {
      // Double opt-in again: a signup never turns marketing back on by itself (it may undo an
      // unsubscribe); the address confirms first, with the link in a new confirmation mail.
      subscriber.requested = { ...preferences, transactional: true }
      const l = links(siteOrigin(req), subscriber)
      systemMail(
        subscriber,
        'subscription_confirmation',
        'Please confirm your subscription',
        'Someone asked to subscribe this address to compliance and response updates. Please confirm:',
        [{ label: 'Confirm my subscription', href: l.confirm }],
      )
      return { status: 200, body: { status: 'confirmed', email: subscriber.email, message: 'Confirmation email sent' } }
    }
    subscriber ??= {
      email,
      business_id: businessId,
      token: newToken(),
      status: 'pending',
      preferences,
      source: typeof metadata.source === 'string' ? metadata.source : undefined,
      journey_state: journeyState,
      createdAt: new Date().toISOString(),
    }
    subscriber.preferences = preferences
    subscribers.set(key, subscriber)
    const l = links(siteOrigin(req), subscriber)
    systemMail(
      subscriber,
      'subscription_confirmation',
      'Please confirm your subscription',
      'Thanks for signing up for compliance and response updates. Please confirm your email address:',
      [{ label: 'Confirm my subscription', href: l.confirm }],
    )
    return { status: 201, body: { status: 'pending', email: subscriber.email, message: 'Confirmation email sent' } }
  }

  function confirm(req: IncomingMessage, body: Record<string, unknown>) {
    const email = requireString(body, 'email')
    const token = requireString(body, 'token')
    const businessId = requireBusiness(requireString(body, 'business_id'))
    const subscriber = findSubscriber(businessId, email)
    if (token !== subscriber.token) throw new HttpError(400, 'Invalid or expired confirmation link')
    if (subscriber.requested) {
      subscriber.preferences = subscriber.requested
      delete subscriber.requested
    }
    if (subscriber.status !== 'confirmed') {
      subscriber.status = 'confirmed'
      subscriber.confirmedAt = new Date().toISOString()
      const l = links(siteOrigin(req), subscriber)
      systemMail(
        subscriber,
        'subscription_welcome',
        'You are subscribed',
        'Your subscription is confirmed. You can change what you receive, or unsubscribe, at any time:',
        [
          { label: 'Manage your email preferences', href: l.preferences },
          { label: 'Unsubscribe', href: l.unsubscribe },
        ],
      )
    }
    return { status: 200, body: { status: 'confirmed', email: subscriber.email, message: 'Email confirmed' } }
  }

  function getPreferences(encodedEmail: string, query: URLSearchParams) {
    const email = decodeSegment(encodedEmail)
    const businessId = query.get('business_id')
    const token = query.get('token')
    if (!businessId) throw new HttpError(400, 'Missing required query parameter: business_id')
    if (!token) throw new HttpError(400, 'Missing required query parameter: token')
    requireBusiness(businessId)
    const subscriber = findSubscriber(businessId, email)
    checkToken(subscriber, token, 'Invalid token')
    return {
      status: 200,
      body: { email: subscriber.email, business_id: businessId, status: subscriber.status, preferences: subscriber.preferences },
    }
  }

  function putPreferences(encodedEmail: string, body: Record<string, unknown>) {
    const email = decodeSegment(encodedEmail)
    const businessId = requireBusiness(requireString(body, 'business_id'))
    const token = requireString(body, 'token')
    const prefs = body.preferences
    if (!prefs || typeof prefs !== 'object' || Array.isArray(prefs)) throw new HttpError(400, 'Missing required field: preferences')
    const subscriber = findSubscriber(businessId, email)
    checkToken(subscriber, token, 'Invalid token')
    const next = { ...subscriber.preferences }
    for (const [flag, value] of Object.entries(prefs as Record<string, unknown>)) {
      if (!(FLAGS as readonly string[]).includes(flag)) throw new HttpError(400, `Unknown preference: ${flag}`)
      if (typeof value !== 'boolean') throw new HttpError(400, `Preference ${flag} must be true or false`)
      if (flag === 'transactional' && value === false) throw new HttpError(400, 'Account and service emails cannot be turned off')
      next[flag as keyof Preferences] = value
    }
    subscriber.preferences = next
    return { status: 200, body: { email: subscriber.email, business_id: businessId, preferences: next, message: 'Preferences updated' } }
  }

  function unsubscribe(req: IncomingMessage, body: Record<string, unknown>) {
    const email = requireString(body, 'email')
    const businessId = requireBusiness(requireString(body, 'business_id'))
    const subscriber = findSubscriber(businessId, email)
    for (const flag of MARKETING) subscriber.preferences[flag] = false
    subscriber.unsubscribedAt = new Date().toISOString()
    const l = links(siteOrigin(req), subscriber)
    systemMail(
      subscriber,
      'unsubscribe_confirmation',
      'You have been unsubscribed',
      'You will no longer receive marketing emails. Changed your mind?',
      [{ label: 'Manage your email preferences', href: l.preferences }],
    )
    return { status: 200, body: { status: 'unsubscribed', email: subscriber.email, message: 'Unsubscribed from marketing emails' } }
  }

  function send(body: Record<string, unknown>) {
    const recipient = body.recipient
    if (!recipient || typeof recipient !== 'object' || Array.isArray(recipient))
      throw new HttpError(400, 'Missing required field: recipient')
    const to = recipient as Record<string, unknown>
    const email = requireEmail(requireString(to, 'email'), 'recipient.email')
    const templateId = requireString(body, 'template_id')
    const emailType = requireString(body, 'email_type')
    if (emailType !== 'transactional' && emailType !== 'marketing')
      throw new HttpError(400, 'email_type must be transactional or marketing')
    const businessId = requireBusiness(requireString(body, 'business_id'))
    const data = body.data
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new HttpError(400, 'Missing required field: data')
    const d = data as Record<string, unknown>
    // The site's own field limits (src/forms/limits.ts), refused with a detail rather than stored.
    for (const [key, value] of Object.entries(d)) {
      const limit = payloadLimit(key)
      if (typeof value === 'string' && limit !== undefined && value.length > limit)
        throw new HttpError(422, `data.${key} is longer than ${limit} characters`)
    }
    const subject =
      templateId === TEMPLATES.preArrival
        ? `Pre-arrival request: ${d.vesselName ?? ''} (IMO ${d.imo ?? ''}) at ${d.port ?? ''}`
        : templateId === TEMPLATES.fleetQuote
          ? `Fleet quote request: ${d.companyName ?? ''} (${d.fleetSize ?? ''} vessels)`
          : templateId
    const mail = deliver({
      business_id: businessId,
      template_id: templateId,
      email_type: emailType,
      to: { email, ...(typeof to.name === 'string' ? { name: to.name } : {}) },
      subject,
      text: Object.entries(d)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('\n'),
      links: [],
      data: d,
    })
    return { status: 200, body: { status: 'sent', message_id: mail.id } }
  }

  // --- routing ---------------------------------------------------------------------------

  function decodeSegment(segment: string) {
    try {
      return decodeURIComponent(segment)
    } catch {
      throw new HttpError(400, 'Malformed email in path')
    }
  }

  async function api(req: IncomingMessage, path: string, query: URLSearchParams, text: string) {
    const method = req.method ?? 'GET'
    const allow = (...methods: string[]) => {
      if (!methods.includes(method)) throw new HttpError(405, 'Method Not Allowed')
    }
    switch (path) {
      case EMAIL_MANAGER_CALLS.signup:
        allow('POST')
        return signup(req, parseJsonObject(text))
      case EMAIL_MANAGER_CALLS.confirm:
        allow('POST')
        return confirm(req, parseJsonObject(text))
      case EMAIL_MANAGER_CALLS.unsubscribe:
        allow('POST')
        return unsubscribe(req, parseJsonObject(text))
      case EMAIL_MANAGER_CALLS.send:
        allow('POST')
        return send(parseJsonObject(text))
    }
    const prefs = path.startsWith(EMAIL_MANAGER_CALLS.preferences)
      ? /^([^/]+)$/.exec(path.slice(EMAIL_MANAGER_CALLS.preferences.length))
      : null
    if (prefs) {
      allow('GET', 'PUT')
      return method === 'GET' ? getPreferences(prefs[1], query) : putPreferences(prefs[1], parseJsonObject(text))
    }
    throw new HttpError(404, 'Not Found')
  }

  function recordBody(text: string): unknown {
    if (!text) return null
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, next?: () => void) {
    const url = new URL(req.url ?? '/', 'http://local')
    if (basePath && url.pathname !== basePath && !url.pathname.startsWith(basePath + '/')) {
      if (next) return next()
      return sendJson(req, res, 404, { detail: 'Not Found' })
    }
    const path = url.pathname.slice(basePath.length) || '/'
    const method = req.method ?? 'GET'

    if (method === 'OPTIONS' && path.startsWith('/api/')) {
      res.writeHead(204, { ...corsHeaders(req), 'Content-Length': '0' })
      return res.end()
    }

    if (path.startsWith('/api/')) {
      let text = ''
      let status: number
      let body: unknown
      try {
        text = await readText(req)
        const result = await api(req, path, url.searchParams, text)
        ;({ status, body } = result)
      } catch (error) {
        if (!(error instanceof HttpError)) console.error('[email-manager]', error)
        status = error instanceof HttpError ? error.status : 500
        body = { detail: error instanceof HttpError ? error.detail : 'Internal Server Error' }
      }
      calls.push({
        at: new Date().toISOString(),
        method,
        path,
        query: Object.fromEntries(url.searchParams),
        body: recordBody(text),
        status,
        response: body,
        referer: typeof req.headers.referer === 'string' ? req.headers.referer : null,
      })
      return sendJson(req, res, status, body)
    }

    // The outbox, the call log and the subscribers are for people and tests on this machine:
    // no CORS headers, and no requests sent by pages of other origins.
    const origin = req.headers.origin
    if (origin !== undefined && origin !== `http://${req.headers.host}`) return sendJson(req, res, 403, { detail: 'Forbidden' }, false)
    if (method === 'GET' && (path === '/' || path === '/outbox')) return sendHtml(res, renderOutbox(outbox, basePath))
    if (method === 'GET' && path === '/outbox.json') return sendJson(req, res, 200, [...outbox].reverse(), false)
    if (method === 'GET' && path === '/_calls') return sendJson(req, res, 200, calls, false)
    if (method === 'GET' && path === '/_subscribers') return sendJson(req, res, 200, [...subscribers.values()], false)
    if (method === 'POST' && path === '/_reset') {
      reset()
      return sendJson(req, res, 200, { status: 'reset' }, false)
    }
    return sendJson(req, res, 404, { detail: 'Not Found' }, false)
  }

  function reset() {
    subscribers.clear()
    outbox.length = 0
    calls.length = 0
  }

  return { handle, reset, subscribers, outbox, calls }
}

export type EmailManager = ReturnType<typeof createEmailManager>

function sendHtml(res: ServerResponse, html: string) {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Referrer-Policy': 'no-referrer',
  })
  res.end(html)
}

function renderOutbox(outbox: Mail[], basePath: string) {
  const mails = [...outbox].reverse()
  const items = mails
    .map((mail) => {
      const links = mail.links
        .filter((l) => /^https?:\/\//.test(l.href))
        .map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a> <code>${escapeHtml(l.href)}</code></li>`)
        .join('')
      return `<article class="mail">
  <h2>${escapeHtml(mail.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to.name ? `${mail.to.name} <${mail.to.email}>` : mail.to.email)}</dd>
    <dt>Template</dt><dd><code>${escapeHtml(mail.template_id)}</code> (${escapeHtml(mail.email_type)})</dd>
    <dt>Business</dt><dd><code>${escapeHtml(mail.business_id)}</code></dd>
    <dt>Sent</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></dd>
  </dl>
  ${links ? `<ul class="links">${links}</ul>` : ''}
  <pre>${escapeHtml(mail.text)}</pre>
  <details><summary>Template data (JSON)</summary><pre>${escapeHtml(JSON.stringify(mail.data, null, 2))}</pre></details>
</article>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>Outbox (${mails.length}) · local email-manager</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 900px; padding: 1.5rem; color: #14202e; }
  .mail { border: 1px solid #d5dde6; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  .mail h2 { margin: 0 0 .5rem; font-size: 1.15rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: 0 0 .5rem; }
  dt { font-weight: 600; } dd { margin: 0; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f7fa; padding: .75rem; border-radius: 6px; }
  .links a { font-weight: 600; } code { overflow-wrap: anywhere; }
  a { color: #0b4f8a; } a:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>Mails the local email-manager would have delivered, newest first. It keeps them in memory until the server restarts.
<a href="${escapeHtml(basePath)}/outbox">Refresh</a> · <a href="${escapeHtml(basePath)}/outbox.json">JSON</a> · <a href="${escapeHtml(basePath)}/_calls">Calls received (JSON)</a></p>
${mails.length ? items : '<p>No mails yet. Subscribe in the site footer or send a form.</p>'}
</main>
</body>
</html>`
}

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
