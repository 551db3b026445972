/**
 * The site's form endpoint: where the three forms post without JavaScript (contract/forms.ts). One
 * piece of code: a Netlify Function in production (netlify/functions/form.ts), mounted at the same
 * addresses by `npm start` and `npm run preview` (tools/vite/forms.ts).
 *
 * POST /forms/send/<form> (urlencoded or multipart, UTF-8), in this order:
 * 1. A post from another site (`Sec-Fetch-Site`, else `Origin`) is refused (403): nothing is sent,
 *    nor read; the form's problem page says so (the CMS's `otherSite`), with a link to the form on
 *    this site. Then a body not of a form's type is refused (415, form-body.ts), and one too large (413).
 * 2. The honeypot filled (a bot's: people never see the field): nothing is sent, and the answer is the
 *    usual success, so a bot learns nothing.
 * 3. The form's problem page as the build made it (its words, the support address, the selects'
 *    choices: form-pages.ts; in production bundled with the function, read from no network); none to
 *    be had, nothing is sent (503, Back keeps what was typed).
 * 4. The contract's rules for each field (contract/forms.ts `fieldProblem`: the browser's own checks,
 *    a select's choices, no control character in a one-line field, the length limits), a textarea's
 *    CRLF read as LF first (`postedValues`): a value that breaks one stops the request, with each
 *    field's message (Back returns to the form, everything typed kept by the browser).
 * 5. The stamp (signed by the server that served the page, for one form: contract/forms.ts): missing,
 *    not this site's, another form's, older than STAMP_LIVES_MS (a day) or younger than MIN_FILL_MS,
 *    the request is shown back with a fresh stamp and the form's button (form-confirm.ts): nothing is
 *    stored, and pressing it sends it. A person is never dropped for a stamp alone. The stamp of a
 *    request shown back (`shown`) is never too fresh: pressed at once, the endpoint waits out the rest
 *    of MIN_FILL_MS, the person does not. It is tied to its page: signed with the request it was
 *    shown with and its client (`shownWith`), it sends nothing else.
 * 6. The same request (the same form, every field the same, from the same client) within the send
 *    window is sent once (form-store.ts `begin`): sent already, the success page; being sent by
 *    another post (a double press), the answer waits for it and says how it went.
 * 7. The rate limit: SEND_LIMIT sends a client an hour; past it, a page says when it can send again
 *    and offers the other ways. A send counts from its claim, and is given back if the call was not
 *    taken. The guards of 6 and 7 are read by a deadline (form-guards.ts): a store that fails or
 *    stalls lets the lead go unguarded (logged "sent unguarded"); the honeypot and the stamp still apply.
 * 8. The spec's call (form-send.ts). Taken: the form's success page. Refused or unreachable: the
 *    spec's failure banner with the support address and the other ways to send. Not answered in time:
 *    "we could not confirm", remembered as such (sent again, the same request is recognised and
 *    not sent twice).
 * Every post not sent is logged with its reason (never a value typed, nor an address). Each answer
 * is a 303 to a page (so a reload never sends again), but the request shown back (a page of its own,
 * kept nowhere), another site's post and a result past the few a client keeps (answered at once).
 * What stopped a request is kept an hour under a random id; GET /forms/<form>/problem/<id> shows it in
 * the form's problem page (form-result.ts), titled as not sent (the CMS's `notSentTitle`), what was
 * typed to the browser that sent it only (a cookie the 303 sets: form-browser.ts).
 * Every answer is `Cache-Control: no-store` (none is for a cache: `withSiteHeaders` sees to it).
 * Every answer carries the site's security headers (contract/security-headers.ts), as `_headers`
 * gives the CDN's files: a function's answers are not files.
 *
 * Every post is answered within ANSWER_WITHIN_MS (8 s; Netlify ends a function at 10 s) whatever the
 * store and the email-manager do: the guards by their deadline, the call to the email-manager ending
 * in time for the store's writes after it (each with its own budget), a double press's wait before
 * the guards' deadline (form-guards.ts `deadlinesOf`).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { postedSource } from '../contract/email-manager.ts'
import {
  FORM_ENDPOINT,
  FORMS,
  formBySlug,
  fieldProblem,
  formResultPath,
  formSentPath,
  HONEYPOT_NAME,
  makeStamp,
  postedValues,
  resultOf,
  type FormName,
} from '../contract/forms.ts'
import { framingHeader, SECURITY_HEADERS } from '../contract/security-headers.ts'
import { FORM_BODY_TYPES, formBody } from './form-body.ts'
import { browserToken, browserTokens, resultCookie } from './form-browser.ts'
import { confirmHtml, notSentTitle } from './form-confirm.ts'
import { filledPage, notFound, sitePages, unavailable, type PageSource, type ProblemPage } from './form-pages.ts'
import { byDeadline, deadlinesOf, SHORTEST_CALL_MS, turnOf } from './form-guards.ts'
import { countOf, fill, otherSiteHtml, resultHtml, unreadableHtml, withoutTyped, type FormResult } from './form-result.ts'
import { sendRequest, SEND_TIMEOUT_MS } from './form-send.ts'
import { shownWith, stampOf, stampPage } from './form-stamps.ts'
import type { FormStore } from './form-store.ts'
import { ownNow } from './own-clock.ts'

export { PAGE_TIMEOUT_MS } from './form-pages.ts'
export { ANSWER_WITHIN_MS } from './form-guards.ts'
export { SEND_TIMEOUT_MS } from './form-send.ts'
export { stampPage } from './form-stamps.ts'

/** The largest form a person can send (every field at its limit, in four-byte characters), with room. */
const MAX_BODY_BYTES = 128 * 1024

export type FormEndpoint = {
  /**
   * The secret the stamps are signed with (FORM_STAMP_SECRET). Without one (production not set up),
   * a post is taken without its minimum time rather than a person's request lost.
   */
  secret: string | undefined
  /** The email-manager's base address, without a trailing slash. */
  emailManagerUrl: string
  businessId: string
  /** The site's address: its Not Found page, and where the problem pages are read from without `pages`. */
  siteOrigin: string
  /** Each form's problem page (its words, the support address): production's, the build's copy bundled with the function; else read from `siteOrigin` for each post. */
  pages?: PageSource
  store: FormStore
  now?: () => number
  /** How long the email-manager may take (SEND_TIMEOUT_MS unless given). */
  sendTimeoutMs?: number
  /** Who may frame the endpoint's answers (SITE_FRAME_ANCESTORS, as the build's `_headers`); nobody unless given. */
  frameAncestors?: readonly string[]
}

/** A secret for a server that has none configured: new at each start (stamps of pages served before a restart no longer verify). */
export const processSecret = () => randomBytes(32).toString('base64url')

const see = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', ...headers } })
const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

/** Why a post was not sent, for the logs: its form and reason only, never a value typed nor who sent it. */
const notSent = (form: FormName, reason: string) => console.warn(`The form endpoint did not send a ${form} post: ${reason}.`)

/** Whether a request is the endpoint's: a form's post, or a result's page. */
export const isFormRequest = (pathname: string) => pathname.startsWith(FORM_ENDPOINT + '/') || resultOf(pathname) !== undefined

/**
 * An answer with the site's security headers (`_headers`' rule for every path, which does not reach
 * a function's answers): HSTS, nosniff, and framing refused (or allowed to the Studio's origins alone).
 * A page's own policy, read with the page, is kept. And kept by no cache: every answer of the form
 * function is one request's (the function's own 500 among them).
 */
export function withSiteHeaders(answer: Response, frameAncestors: readonly string[] = []) {
  const headers = new Headers(answer.headers)
  for (const [name, value] of [...SECURITY_HEADERS, framingHeader(frameAncestors), ['Cache-Control', 'no-store'] as const])
    if (!headers.has(name)) headers.set(name, value)
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
}

/** The keyed hash a client is known by (never its address): the send limit's, the same request's, a result's. */
const clientKey = (config: FormEndpoint, client: string) =>
  createHmac('sha256', config.secret ?? FORM_ENDPOINT)
    .update(client)
    .digest('base64url')
    .slice(0, 32)

/**
 * Whether a post comes from a page of another site: the browser's `Sec-Fetch-Site` when it sends one
 * (anything but this origin's own, or a person's own navigation), else an `Origin` of another host.
 * A post with neither (an older browser, a script) is judged by the rest; `Origin: null` too (a page
 * that sends no referrer posts it so, the site's own email-link pages among them).
 */
export function crossSite(request: Request) {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null') return false
  try {
    return new URL(origin).host !== new URL(request.url).host
  } catch {
    return true
  }
}

/** The endpoint: a form's post, or the page of a result. `client`: the sender's address, as the platform gives it. */
export async function handleForm(request: Request, client: string, config: FormEndpoint): Promise<Response> {
  return withSiteHeaders(await answer(request, client, config), config.frameAncestors)
}

async function answer(request: Request, client: string, config: FormEndpoint): Promise<Response> {
  const started = ownNow()
  const url = new URL(request.url)
  const now = config.now?.() ?? Date.now()
  const shown = resultOf(url.pathname)
  if (shown) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Use GET', { Allow: 'GET, HEAD' })
    return showResult(config, shown.form, shown.id, browserTokens(request), now)
  }
  const form = formBySlug(url.pathname.slice(FORM_ENDPOINT.length + 1))
  if (!form) return plain(404, 'No such form')
  if (request.method !== 'POST') return plain(405, 'Use POST', { Allow: 'POST' })
  // Another site's post: nothing of it read.
  if (crossSite(request)) {
    notSent(form, 'posted from another site')
    return otherSite(config, form, now)
  }
  const body = await formBody(request, MAX_BODY_BYTES)
  if ('refused' in body) {
    notSent(
      form,
      { 413: `larger than ${MAX_BODY_BYTES} bytes`, 415: "not a form's body type", 400: 'a multipart body that is not one' }[body.refused],
    )
    if (body.refused === 415)
      return plain(415, `Send the form as a browser does: ${FORM_BODY_TYPES.join(' or ')}.`, { 'Accept-Post': FORM_BODY_TYPES.join(', ') })
    return plain(body.refused, body.refused === 413 ? 'Too large for a form of this site' : 'Not a form of this site')
  }
  return handlePost(config, form, body.posted, client, now, started, url.protocol === 'https:')
}

/** Where the endpoint's problem pages come from. */
const pagesOf = (config: FormEndpoint) => config.pages ?? sitePages(config.siteOrigin)

/** Stamps a page's forms as served now (when the endpoint has a secret). */
const stamper = (config: FormEndpoint, now: number) => (html: string) =>
  config.secret ? stampPage(html, config.secret, now) : Promise.resolve(html)

/**
 * A post from a page of another site: nothing sent, and the form's problem page says so in the CMS's
 * words, titled as not sent, with a link to the form on this site; nothing posted shown (403). The
 * site's page unreadable, a line of text.
 */
async function otherSite(config: FormEndpoint, form: FormName, now: number) {
  const page = await pagesOf(config)(form)
  if (!page) return plain(403, 'Forms are sent from the pages of this site.')
  const title = fill(page.words.words.notSentTitle, { form: page.words.heading })
  return filledPage(page, otherSiteHtml(page.words, form), stamper(config, now), { status: 403, title })
}

/** The title of a result's page: not sent (refused, limit, failed); one unconfirmed may have gone, and keeps the form's. */
const resultTitle = (page: ProblemPage, result: FormResult) =>
  result.kind === 'unconfirmed' ? undefined : fill(page.words.words.notSentTitle, { form: page.words.heading })

async function handlePost(
  config: FormEndpoint,
  form: FormName,
  posted: URLSearchParams,
  client: string,
  now: number,
  started: number,
  secure: boolean,
) {
  // A bot's post: nothing sent, the usual success shown.
  if (posted.get(HONEYPOT_NAME)) {
    notSent(form, 'the honeypot field was filled')
    return see(formSentPath(form))
  }
  const who = clientKey(config, client)
  // Each field as posted, a textarea's line breaks as the forms send them.
  const values = postedValues(form, posted)
  const source = postedSource(posted.get('source'))
  const bound = shownWith(form, source, values, who)
  const stamped = config.secret ? await stampOf(config.secret, form, posted, now, bound) : { why: undefined, wait: 0 }
  // Waited out while the page is read.
  const ready = new Promise((done) => setTimeout(done, stamped.wait))
  const page = await pagesOf(config)(form)
  if (!page) {
    notSent(form, "the site's own page could not be read")
    return unavailable()
  }
  const key = config.secret ?? FORM_ENDPOINT
  const stamp = stamper(config, now)
  const keep = (result: FormResult, put?: (id: string, kept: FormResult, browser: string) => Promise<boolean>) =>
    keepResult(config, page, who, result, stamp, secure, put, deadlinesOf(started).record)

  // Each field by the contract's rules.
  const lines = FORMS[form].fields.map((field) => ({ name: field.name, value: values[field.name]! }))
  const errors = FORMS[form].fields.flatMap((field) => {
    const choices = page.words.fields.find((entry) => entry.name === field.name)?.options
    const problem = fieldProblem(form, field, values[field.name]!, choices, now)
    return problem ? [{ name: field.name, problem, ...(problem === 'tooLong' ? { count: countOf(values[field.name]!) } : {}) }] : []
  })
  if (errors.length) {
    notSent(form, `refused: ${errors.map((error) => `${error.name} ${error.problem}`).join(', ')}`)
    return keep({ form, at: now, kind: 'refused', errors })
  }

  // The stamp: without a valid one of this form, old enough and not too old, the request is shown back, ready to send.
  if (config.secret && stamped.why) {
    notSent(form, `${stamped.why}: shown back to be sent`)
    const fresh = await makeStamp(config.secret, form, now, 'shown', bound)
    const filled = confirmHtml(page.words, form, values, fresh, form === 'newsletter' ? source : undefined)
    return filledPage(page, filled, stamp, { title: notSentTitle(page.words) })
  }
  await ready

  // The same request (the client and what it sent, keyed: never kept as they are).
  const digest = createHash('sha256')
    .update(JSON.stringify([key, form, source, values]))
    .digest('base64url')
    .slice(0, 22)
  // The guards, each read by its deadline: a store failing or stalling never holds a lead back (form-guards.ts).
  const deadlines = deadlinesOf(started)
  const turn = await turnOf(config.store, who, digest, now, deadlines.guards)
  if (turn.kind === 'unguarded') console.error(`The form endpoint could not read its guards (sent unguarded): ${turn.why}.`)
  if (turn.kind === 'failed') {
    notSent(form, 'an earlier post of the same request failed, and no time was left to send it again')
    return keep({ form, at: now, kind: 'failed', lines, network: true })
  }
  if (turn.kind === 'taken') {
    const { state } = turn.record
    notSent(form, `the same request was ${state === 'sending' ? 'still being sent' : state} by an earlier post`)
    return state === 'sent' ? see(formSentPath(form)) : keep({ form, at: now, kind: 'unconfirmed', lines })
  }
  if (turn.kind === 'limit') {
    notSent(form, 'the send limit was reached')
    return keep({ form, at: now, kind: 'limit', until: turn.until, lines }, turn.keep)
  }

  // The spec's call, ending in time for the answer. A store that fails after it never turns what was sent into an error.
  const timeout = config.sendTimeoutMs ?? SEND_TIMEOUT_MS
  const callTimeout = Math.round(Math.min(timeout, Math.max(SHORTEST_CALL_MS, deadlines.record - ownNow())))
  const sent = await sendRequest({ ...config, sendTimeoutMs: callTimeout }, form, values, page.words.supportEmail, now, source)
  /** How the request went, in the store if it answered the guards (the result with it): whether the result was kept. */
  const settle = async (state: 'sent' | 'unconfirmed' | 'failed', keep?: { id: string; result: FormResult; browser: string }) => {
    if (turn.kind !== 'mine') return false
    const done = await byDeadline(() => turn.settle(state, keep), deadlines.answer)
    if (!done.ok) console.error(`The form endpoint could not record how a send went (${state}): ${done.why}.`)
    return done.ok && done.value
  }
  if (sent.ok) {
    await settle('sent')
    return see(formSentPath(form))
  }
  const result: FormResult =
    sent.kind === 'timeout'
      ? { form, at: now, kind: 'unconfirmed', lines }
      : { form, at: now, kind: 'failed', lines, ...(sent.kind === 'refused' ? { detail: sent.detail } : { network: true }) }
  if (sent.kind === 'timeout') notSent(form, `the email-manager did not answer within ${callTimeout / 1000} s (it may have taken it)`)
  else notSent(form, sent.kind === 'refused' ? `the email-manager answered ${sent.status}` : 'the email-manager could not be reached')
  // Unconfirmed, it stays (sent again, it is not sent twice); failed, the request and its send are given back.
  const id = resultId(now)
  const token = browserToken()
  const kept = await settle(sent.kind === 'timeout' ? 'unconfirmed' : 'failed', { id, result, browser: browserOf(config, token) })
  return kept ? seeResult(form, id, token, secure) : keep(result, async () => false)
}

/** A result's id: its time, then a random part. */
const resultId = (at: number) => `${at}-${randomBytes(12).toString('base64url')}`

/** The keyed hash a result's browser is known by (of its cookie's token, never the token). */
const browserOf = (config: FormEndpoint, token: string) => clientKey(config, `browser ${token}`)

/** The 303 to a result's page kept, with the cookie that binds the page to this browser (form-browser.ts). */
const seeResult = (form: FormName, id: string, token: string, secure: boolean) => {
  const path = formResultPath(form, id)
  return see(path, { 'Set-Cookie': resultCookie(path, token, secure) })
}

/**
 * A result's page: kept (by `put`, else the store's putResult, by the answer's deadline), bound to the
 * browser the 303 goes to (a cookie for that page alone: form-browser.ts), and a 303 to it; past the
 * results a client keeps, or the store failing, answered at once with its status.
 */
async function keepResult(
  config: FormEndpoint,
  page: ProblemPage,
  who: string,
  result: FormResult,
  stamp: (html: string) => Promise<string>,
  secure: boolean,
  put: (id: string, result: FormResult, browser: string) => Promise<boolean> = (id, kept, browser) =>
    config.store.putResult(who, id, kept, browser),
  until = deadlinesOf(ownNow()).record,
) {
  const id = resultId(result.at)
  const token = browserToken()
  const kept = await byDeadline(() => put(id, result, browserOf(config, token)), until)
  if (!kept.ok) console.error(`The form endpoint could not keep a result: ${kept.why}`)
  if (kept.ok && kept.value) return seeResult(result.form, id, token, secure)
  const status = { refused: 400, limit: 429, failed: 502, unconfirmed: 202 }[result.kind]
  return filledPage(page, resultHtml(page.words, result), stamp, { status, title: resultTitle(page, result) })
}

/**
 * GET /forms/<form>/problem/<id>: the form's problem page, filled with what stopped the request; what
 * was typed only for the browser that sent it (its cookie's token: `tokens`), any other (another
 * browser holding the address, or one keeping no cookies) getting the page without it. The store
 * failing, or not answering by the answer's deadline, the page says to reload it in a minute (503).
 */
async function showResult(config: FormEndpoint, form: FormName, id: string, tokens: string[], now: number) {
  const read = /^\d+-[\w-]{16}$/.test(id)
    ? await byDeadline(() => config.store.getResult(id, now), deadlinesOf(ownNow()).record)
    : { ok: true as const, value: undefined }
  if (!read.ok) {
    console.error(`The form endpoint could not read a result for its page: ${read.why}.`)
    const page = await pagesOf(config)(form)
    if (!page) return unavailable()
    const answer = await filledPage(page, unreadableHtml(page.words), stamper(config, now), { status: 503 })
    answer.headers.set('Retry-After', '60')
    return answer
  }
  const found = read.value
  if (!found || found.result.form !== form) return notFound(config.siteOrigin, id)
  const page = await pagesOf(config)(form)
  if (!page) return unavailable()
  const mine = tokens.some((token) => browserOf(config, token) === found.browser)
  const result = mine ? found.result : withoutTyped(found.result)
  // The page is the form's own: its forms (the footer's newsletter) are stamped as any page served.
  return filledPage(page, resultHtml(page.words, result), stamper(config, now), { title: resultTitle(page, result) })
}
