/**
 * The three public forms as the browser and the site's own form endpoint both know them: their
 * fields and kinds, the rules a value must pass (the browser's own checks, as the HTML of each field
 * asks for them, and the length limits of email-manager.ts), the spam guard's constants and its
 * signed timestamp, and the addresses of the endpoint. With JavaScript the forms check and send in
 * the browser (src/forms/); without it they post here (tools/build/form-endpoint.ts), which checks
 * the same way and sends the same call.
 *
 * Free of imports but the other ground-floor modules: the browser, Node and Netlify's edge (Deno)
 * load it as it is. The stamp uses Web Crypto, which all three have.
 */
import { EMAIL_PATTERN, overLimit } from './email-manager.ts'

/** A field's kind: the HTML control and the browser's check it brings. */
export type FieldKind = 'text' | 'email' | 'tel' | 'datetime-local' | 'select' | 'textarea'
/** What a field is, which is the page's: its request name, kind, whether it is required, its autocomplete. */
export type FieldSpec = { name: string; kind: FieldKind; required?: boolean; autoComplete?: string }

/** The forms, by the name the code knows them by, with the address segment of their endpoint and pages. */
export const FORMS = {
  preArrival: {
    slug: 'pre-arrival',
    fields: [
      { name: 'vesselName', kind: 'text', required: true },
      { name: 'imo', kind: 'text', required: true },
      { name: 'port', kind: 'select', required: true },
      { name: 'eta', kind: 'datetime-local', required: true },
      { name: 'agent', kind: 'text', required: true, autoComplete: 'organization' },
      { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
      { name: 'phone', kind: 'tel', autoComplete: 'tel' },
      { name: 'notes', kind: 'textarea' },
    ],
  },
  fleetQuote: {
    slug: 'fleet-quote',
    fields: [
      { name: 'companyName', kind: 'text', required: true, autoComplete: 'organization' },
      { name: 'contactName', kind: 'text', required: true, autoComplete: 'name' },
      { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
      { name: 'phone', kind: 'tel', required: true, autoComplete: 'tel' },
      { name: 'fleetSize', kind: 'select', required: true },
      { name: 'annualPortCalls', kind: 'text', required: true },
      { name: 'message', kind: 'textarea' },
    ],
  },
  newsletter: { slug: 'newsletter', fields: [{ name: 'email', kind: 'email', required: true, autoComplete: 'email' }] },
} as const satisfies Record<string, { slug: string; fields: readonly FieldSpec[] }>

export type FormName = keyof typeof FORMS
export const FORM_NAMES = /* @__PURE__ */ Object.keys(FORMS) as FormName[]
export const formBySlug = (slug: string | undefined) => FORM_NAMES.find((name) => FORMS[name].slug === slug)

/** Where a form posts without JavaScript: the site's own endpoint (a Netlify Function; `npm start` and `npm run preview` mount it too). */
export const FORM_ENDPOINT = '/forms/send'
export const formAction = (name: FormName) => `${FORM_ENDPOINT}/${FORMS[name].slug}`
/** The page a sent form leads to (prerendered: the form's success words). */
export const formSentPath = (name: FormName) => `/forms/${FORMS[name].slug}/sent`
/** The page the endpoint fills with what stopped a form (prerendered with the form's words, never linked). */
export const formProblemPath = (name: FormName) => `/forms/${FORMS[name].slug}/problem`
/** The pages of the forms the build prerenders (src/routes/forms.tsx). */
export const FORM_PAGE_PATHS = /* @__PURE__ */ FORM_NAMES.flatMap((name) => [formSentPath(name), formProblemPath(name)])
/**
 * Where the endpoint shows what stopped a form: its problem page's address, then the result's id
 * (the page hydrates as the route that built it, src/routes/forms.tsx).
 */
export const formResultPath = (name: FormName, id: string) => `${formProblemPath(name)}/${id}`
/** A result's address: its form and id; undefined for any other address. */
export function resultOf(pathname: string) {
  const match = /^\/forms\/([a-z-]+)\/problem\/([^/]+)$/.exec(pathname)
  const form = formBySlug(match?.[1])
  return form && match ? { form, id: match[2]! } : undefined
}

/** The honeypot's name: no autofill or password manager heuristic matches it. */
export const HONEYPOT_NAME = 'gsi_hp_ref'
/** The hidden field holding the signed time its page was served (written by the server that serves it). */
export const STAMP_NAME = 'gsi_stamp'
/** A submit sooner than this after the form became usable (its page served, without JavaScript) is a bot's. */
export const MIN_FILL_MS = 2500
/** At most this many sends of one form per tab (with JavaScript) or per client (without) within SEND_WINDOW_MS. */
export const SEND_LIMIT = 10
export const SEND_WINDOW_MS = 60 * 60 * 1000

/** The HTML standard's "valid email address": what a type=email field lets through. */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
/** A datetime-local field's value: "2026-12-01T10:30", seconds optional. */
const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/

/** Why a value does not pass its field's rules: empty, not of its kind, or longer than its limit. */
export type FieldProblem = 'required' | 'invalid' | 'tooLong'

/**
 * A field's value against the rules the browser applies to it (required, the kind's own check, a
 * required text holding more than spaces) and its length limit, in that order; the newsletter's
 * email also against the spec's rule (text, @, text, dot, text).
 */
export function fieldProblem(form: FormName, field: FieldSpec, value: string): FieldProblem | undefined {
  const trimmed = value.trim()
  if (!value) return field.required ? 'required' : undefined
  if (field.required && !trimmed && (field.kind === 'text' || field.kind === 'tel' || field.kind === 'textarea')) return 'invalid'
  if (field.kind === 'email' && !(HTML_EMAIL.test(value) && (form !== 'newsletter' || EMAIL_PATTERN.test(trimmed)))) return 'invalid'
  if (field.kind === 'datetime-local' && !LOCAL_DATE_TIME.test(value)) return 'invalid'
  if (field.kind !== 'select' && overLimit(field.name, value)) return 'tooLong'
  return undefined
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

async function hmac(secret: string, text: string) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return base64url(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)))
}

/** The stamp a server writes into a page's forms as it serves it: the time, signed (`<ms>.<HMAC-SHA256>`). */
export async function makeStamp(secret: string, now = Date.now()) {
  return `${now}.${await hmac(secret, `${STAMP_NAME}:${now}`)}`
}

/** When a stamp says its page was served, if this secret signed it; undefined for anything else. */
export async function stampTime(secret: string, stamp: string | null | undefined): Promise<number | undefined> {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(stamp ?? '')
  if (!match) return undefined
  const expected = await hmac(secret, `${STAMP_NAME}:${match[1]}`)
  // Both are base64url of 32 bytes: compared whole, every character, whatever differs first.
  let differs = 0
  for (let i = 0; i < expected.length; i++) differs |= expected.charCodeAt(i) ^ match[2]!.charCodeAt(i)
  return differs === 0 ? Number(match[1]) : undefined
}

/** The page with its forms' stamps filled in (the empty hidden field each form carries). */
export function stampForms(html: string, stamp: string) {
  return html.replaceAll(`name="${STAMP_NAME}" value=""`, `name="${STAMP_NAME}" value="${stamp}"`)
}
