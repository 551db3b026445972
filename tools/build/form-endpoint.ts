/**
 * The site's form endpoint: where the three forms post without JavaScript (contract/forms.ts). One
 * piece of code: a Netlify Function in production (tools/netlify/form.ts), mounted at the same
 * addresses by `npm start` and `npm run preview` (tools/vite/forms.ts).
 *
 * POST /forms/send/<form> (urlencoded, UTF-8):
 * 1. The spam guard, as the forms apply it with JavaScript (src/forms/guard.tsx): the honeypot filled,
 *    or no stamp signed by this site, or one younger than MIN_FILL_MS (the page was served a moment
 *    ago: a bot posting at machine speed), and nothing is sent; the answer is the usual success, so a
 *    bot learns nothing.
 * 2. The contract's rules for each field (contract/forms.ts `fieldProblem`: the browser's own checks
 *    and the length limits): a value that breaks one stops the request; the answer is a page with
 *    each field's message (Back returns to the form, everything typed kept by the browser).
 * 3. The same request again (the same form, every field the same, from the same client, within the
 *    send window: Back and Submit again, or a reload of the post) was sent once: the success page,
 *    nothing sent twice.
 * 4. The rate limit: SEND_LIMIT sends a client an hour (form-store.ts says where that is kept); past
 *    it, a page says when it can send again and offers the other ways. A send counts from before the
 *    call (two posts at once cannot both pass the limit's last place), and is forgotten if it fails.
 * 5. The spec's call (1, 2 or 3, its payload built by contract/email-manager.ts as the browser builds
 *    it, every field as typed) to the email-manager. Taken: the answer leads to the form's success
 *    page; refused or unanswered: to the spec's failure banner with the support address and the
 *    other ways to send.
 * Each answer is a 303 to a page (so a reload never sends again); the pages are the site's own
 * (src/routes/forms.tsx), their words the CMS's. What stopped a request is kept an hour under a
 * random id; GET /forms/<form>/problem/<id> shows it in the form's problem page (form-result.ts).
 *
 * The support address (the recipient of calls 2 and 3) and the words are read from the form's
 * problem page as the site serves it, never from the request. Every request ends within the 10 s
 * Netlify gives a function (PAGE_TIMEOUT_MS + SEND_TIMEOUT_MS, with room); if the site's page cannot be
 * read, nothing is sent and a short page says so (503, Retry-After), Back keeping what was typed.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { EMAIL_MANAGER_CALLS, fleetQuotePayload, postedSource, preArrivalPayload, signupPayload } from '../../contract/email-manager.ts'
import {
  FORM_ENDPOINT,
  FORMS,
  formBySlug,
  fieldProblem,
  formProblemPath,
  formResultPath,
  resultOf,
  formSentPath,
  HONEYPOT_NAME,
  MIN_FILL_MS,
  SEND_LIMIT,
  SEND_WINDOW_MS,
  STAMP_NAME,
  stampForms,
  stampTime,
  makeStamp,
  type FormName,
} from '../../contract/forms.ts'
import { countOf, fillProblemPage, resultHtml, wordsOf, type FormResult } from './form-result.ts'
import type { FormStore, Send } from './form-store.ts'
import { bodyText } from './request-body.ts'

/** The largest form a person can send (every field at its limit, in four-byte characters), with room. */
const MAX_BODY_BYTES = 128 * 1024
/** How long the site's own page (the form's words, the support address) may take to read. */
export const PAGE_TIMEOUT_MS = 2000
/** How long the email-manager may take: with the page's read, under the 10 s Netlify gives a function. */
export const SEND_TIMEOUT_MS = 7000

export type FormEndpoint = {
  /**
   * The secret the stamps are signed with (FORM_STAMP_SECRET). Without one (production not set up),
   * a post is taken without its minimum time rather than a person's request lost.
   */
  secret: string | undefined
  /** The email-manager's base address, without a trailing slash. */
  emailManagerUrl: string
  businessId: string
  /** Where the site's own pages are read from (the problem pages: their words and the support address). */
  siteOrigin: string
  store: FormStore
  now?: () => number
}

/** A secret for a server that has none configured: new at each start (stamps of pages served before a restart no longer verify). */
export const processSecret = () => randomBytes(32).toString('base64url')

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

/** Whether a request is the endpoint's: a form's post, or a result's page. */
export const isFormRequest = (pathname: string) => pathname.startsWith(FORM_ENDPOINT + '/') || resultOf(pathname) !== undefined

/** The stamp a page's forms get as it is served: its forms' hidden field filled (contract/forms.ts). */
export async function stampPage(html: string, secret: string, now = Date.now()) {
  return html.includes(`name="${STAMP_NAME}"`) ? stampForms(html, await makeStamp(secret, now)) : html
}

/** The request's body as text, or undefined past MAX_BODY_BYTES (read no further). */
const bodyOf = (request: Request) => bodyText(request, MAX_BODY_BYTES)

/** A form's problem page as the site serves it, with its words; undefined (the reason logged) if it cannot be read in time. */
async function problemPage(config: FormEndpoint, form: FormName) {
  try {
    const signal = AbortSignal.timeout(PAGE_TIMEOUT_MS)
    const response = await fetch(new URL(formProblemPath(form), config.siteOrigin), { headers: { Accept: 'text/html' }, signal })
    const html = await response.text()
    const words = response.ok ? wordsOf(html) : undefined
    if (words) return { response, html, words }
    console.error(`The form endpoint: ${formProblemPath(form)} answered ${response.status} without the form's words.`)
  } catch (error) {
    console.error(`The form endpoint could not read ${formProblemPath(form)}: ${(error as Error).message}`)
  }
  return undefined
}

/**
 * The answer when the site's own page cannot be read (its words, the support address): nothing was
 * sent, and the person can go back to what they typed and try again. The one page of the endpoint
 * whose words are not the CMS's: the CMS's are what could not be read.
 */
const unavailable = () =>
  new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Not sent: please try again</title></head><body><main><h1>Not sent: please try again</h1>' +
      '<p>The site could not take your request just now, and nothing was sent. Go back (what you typed is kept) and send it again in a minute.</p>' +
      '</main></body></html>',
    { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' } },
  )

/** The spec's call for the form, as the browser makes it: ok, or why not (the detail of an error answer, or none at all). */
async function send(
  config: FormEndpoint,
  form: FormName,
  values: Record<string, string>,
  supportEmail: string,
  now: number,
  source: string,
) {
  const [path, body] =
    form === 'newsletter'
      ? [EMAIL_MANAGER_CALLS.signup, signupPayload(values.email!.trim(), config.businessId, source)]
      : [
          EMAIL_MANAGER_CALLS.send,
          (form === 'preArrival' ? preArrivalPayload : fleetQuotePayload)(values, supportEmail, config.businessId, new Date(now)),
        ]
  try {
    const res = await fetch(config.emailManagerUrl + path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    if (res.ok) return { ok: true as const }
    const json = (await res.json().catch(() => undefined)) as { detail?: unknown } | undefined
    return { ok: false as const, detail: typeof json?.detail === 'string' && json.detail.trim() ? json.detail : undefined }
  } catch (error) {
    console.error(`The form endpoint could not reach the email-manager: ${(error as Error).message}`)
    return { ok: false as const, network: true }
  }
}

/** The endpoint: a form's post, or the page of a result. `client`: the sender's address, as the platform gives it. */
export async function handleForm(request: Request, client: string, config: FormEndpoint): Promise<Response> {
  const url = new URL(request.url)
  const now = config.now?.() ?? Date.now()
  const shown = resultOf(url.pathname)
  if (shown) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Use GET', { Allow: 'GET, HEAD' })
    return showResult(config, shown.form, shown.id, now)
  }
  const form = formBySlug(url.pathname.slice(FORM_ENDPOINT.length + 1))
  if (!form) return plain(404, 'No such form')
  if (request.method !== 'POST') return plain(405, 'Use POST', { Allow: 'POST' })
  const text = await bodyOf(request)
  if (text === undefined) return plain(413, 'Too large for a form of this site')
  const posted = new URLSearchParams(text)

  // 1. A bot's post: nothing sent, the usual success shown.
  const stamped = config.secret ? await stampTime(config.secret, posted.get(STAMP_NAME)) : now - MIN_FILL_MS
  if (posted.get(HONEYPOT_NAME) || stamped === undefined || now - stamped < MIN_FILL_MS) return see(formSentPath(form))

  // 2. Each field by the contract's rules.
  const values = Object.fromEntries(FORMS[form].fields.map((field) => [field.name, posted.get(field.name) ?? '']))
  const lines = FORMS[form].fields.map((field) => ({ name: field.name, value: values[field.name]! }))
  const errors = FORMS[form].fields.flatMap((field) => {
    const problem = fieldProblem(form, field, values[field.name]!)
    return problem ? [{ name: field.name, problem, ...(problem === 'tooLong' ? { count: countOf(values[field.name]!) } : {}) }] : []
  })
  const keep = async (result: FormResult) => {
    const id = `${now}-${randomBytes(12).toString('base64url')}`
    await config.store.putResult(id, result)
    return see(formResultPath(form, id))
  }
  if (errors.length) return keep({ form, at: now, kind: 'refused', errors })

  // 3. The same request, sent already (the client and what it sent, keyed: never kept as they are).
  const key = config.secret ?? FORM_ENDPOINT
  const who = createHmac('sha256', key).update(client).digest('base64url').slice(0, 32)
  const source = postedSource(posted.get('source'))
  const digest = createHash('sha256')
    .update(JSON.stringify([key, form, source, values]))
    .digest('base64url')
    .slice(0, 22)
  const sentAlready = (sends: Send[]) => sends.some((kept) => kept.sent && kept.digest === digest)
  // Counted from now, unless sent already or held by the limit.
  const sends = await config.store.changeSends(who, now, (sends) =>
    sentAlready(sends) || sends.length >= SEND_LIMIT ? undefined : [...sends, { at: now, digest, sent: false }],
  )
  if (sentAlready(sends)) return see(formSentPath(form))

  // 4. The rate limit, per client.
  if (sends.length >= SEND_LIMIT)
    return keep({ form, at: now, kind: 'limit', until: Math.min(...sends.map((kept) => kept.at)) + SEND_WINDOW_MS, lines })

  // 5. The spec's call.
  const page = await problemPage(config, form)
  // A newsletter section names its page (its hidden field, contract/email-manager.ts postedSource); the footer's form is the spec's.
  const sent = page ? await send(config, form, values, page.words.supportEmail, now, source) : undefined
  // This send, taken (it keeps its place) or not (it gives its place back). A store that fails here
  // never turns what was sent into an error: the person is told what happened to their request.
  const mine = (kept: Send) => kept.at === now && kept.digest === digest
  await config.store
    .changeSends(who, now, (sends) =>
      sent?.ok ? sends.map((kept) => (mine(kept) ? { ...kept, sent: true } : kept)) : sends.filter((kept) => !mine(kept)),
    )
    .catch((error: unknown) => console.error(`The form endpoint could not record a send: ${(error as Error).message}`))
  if (!sent) return unavailable()
  if (!sent.ok) return keep({ form, at: now, kind: 'failed', lines, detail: sent.detail, network: sent.network })
  return see(formSentPath(form))
}

/** GET /forms/<form>/problem/<id>: the form's problem page, filled with what stopped the request. */
async function showResult(config: FormEndpoint, form: FormName, id: string, now: number) {
  const found = /^\d+-[\w-]{16}$/.test(id) ? await config.store.getResult(id, now) : undefined
  const result = found?.form === form ? found : undefined
  // Gone (its hour is over) or never given: the site's Not Found page, as the CDN answers it.
  if (!result) {
    const missing = await fetch(new URL(`/forms/${id.replace(/[^\w-]/g, '')}-gone`, config.siteOrigin))
    return new Response(await missing.text(), {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const read = await problemPage(config, result.form)
  if (!read) return unavailable()
  const { response, html, words } = read
  const headers = new Headers(response.headers)
  for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified', 'vary', 'age']) headers.delete(name)
  headers.set('Cache-Control', 'no-store')
  // The page is the form's own: its forms (the footer's newsletter) are stamped as any page served.
  const filled = fillProblemPage(html, resultHtml(words, result))
  const page = config.secret ? await stampPage(filled, config.secret, now) : filled
  return new Response(page, { status: 200, headers })
}
