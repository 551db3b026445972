/**
 * The three public forms as the browser and the site's own form endpoint both know them: their
 * fields and kinds, the rules a value must pass (the browser's own checks, as the HTML of each field
 * asks for them, and the length limits of email-manager.ts), the spam guard's constants and its
 * signed timestamp, and the addresses of the endpoint. With JavaScript the forms check and send in
 * the browser (src/forms/); without it they post here (server/form-endpoint.ts), which checks
 * the same way and sends the same call.
 *
 * Free of imports but the other ground-floor modules: the browser, Node and Netlify's edge (Deno)
 * load it as it is. The stamp uses Web Crypto, which all three have.
 */
import { EMAIL_PATTERN, overLimit } from './email-manager.ts'
import { IST_OFFSET_MS } from './india-time.ts'

/** A field's kind: the HTML control and the browser's check it brings. */
export type FieldKind = 'text' | 'email' | 'tel' | 'datetime-local' | 'select' | 'textarea'
/** What a field is, which is the page's: its request name, kind, whether it is required, its autocomplete. */
export type FieldSpec = { name: string; kind: FieldKind; required?: boolean; autoComplete?: string }

/** The forms, by the name the code knows them by, with the address segment of their endpoint and pages. */
export const FORMS = {
  preArrival: {
    slug: 'pre-arrival',
    /** Where the form is on the site (a post from another site's copy is pointed there). */
    page: '/port-call-compliance',
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
    page: '/fleet-retainer#quote',
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
  // The sign-up of every page's footer (src/forms/NewsletterForm.tsx, its field's id): on the page itself.
  newsletter: {
    slug: 'newsletter',
    page: '#newsletter-email',
    fields: [{ name: 'email', kind: 'email', required: true, autoComplete: 'email' }],
  },
} as const satisfies Record<string, { slug: string; page: string; fields: readonly FieldSpec[] }>

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
const LOCAL_DATE_TIME = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/

/** Whether a day exists: no 31 February, 29 February of a leap year only. */
function dayExists(year: number, month: number, day: number) {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
}

/**
 * Whether a value is a date and time a datetime-local field holds: of its form, and of a day that
 * exists (no 31 February, 29 February of a leap year only), as the HTML standard's "valid local date
 * and time string" asks. A browser's own date picker never holds another; one that shows the field as
 * text (an older browser), a script or a post made by hand can send any.
 */
export function isLocalDateTime(value: string) {
  const match = LOCAL_DATE_TIME.exec(value)
  return match !== null && dayExists(Number(match[1]), Number(match[2]), Number(match[3]))
}

/**
 * The years a date of a form may be in (the pre-arrival form's ETA, the one date the forms ask for):
 * from the year before this one to two years after it, India's year (the ports' clock). An ETA is
 * a vessel's next arrival, or one just past (a request sent late); "0000-01-01" or "9999-12-31" is
 * a slip of the keyboard, never an arrival. A rule of this site's, beyond the spec's "built-in
 * checks" (docs/contract.md says so).
 */
export const DATE_YEARS = { before: 1, after: 2 } as const
export function dateYears(now: number) {
  const year = new Date(now + IST_OFFSET_MS).getUTCFullYear()
  return { from: year - DATE_YEARS.before, to: year + DATE_YEARS.after }
}

/** A coast of the pre-arrival form's port list: its coverage zone's coast and name, and the ports without a guide it lists. */
export type PortCoast = { coast: string | null; zone: string | null; formPorts?: readonly (string | null)[] | null }
/** A port with a guide (a port document): its name, and the coast it is on. */
export type PortOnCoast = { name: string | null; coast: string | null }
/** The port list laid out: a group per coast (its zone's name), then the choices of no coast. */
export type PortLayout = { groups: Array<{ label: string; options: string[] }>; options: string[] }

/**
 * The pre-arrival form's port choices as the form shows them (src/forms/PreArrivalForm.tsx), its
 * problem page too (src/routes/forms.tsx), and as the form endpoint accepts them: a group per coast,
 * named as its coverage zone is, holding the CMS's ports on that coast in their order and then the
 * zone's ports without a guide ("Cochin" on the west coast); then the ports on no coast and the port
 * field's own choices (its `options`: "Other"). Each name once, in the first place it comes.
 */
export function portLayout(
  ports: readonly PortOnCoast[] = [],
  coasts: readonly PortCoast[] = [],
  others: readonly string[] = [],
): PortLayout {
  const seen = new Set<string>()
  const take = (names: ReadonlyArray<string | null | undefined>) =>
    names.filter((name): name is string => Boolean(name) && !seen.has(name!) && Boolean(seen.add(name!)))
  const groups = coasts
    .filter((coast) => coast.zone)
    .map((coast) => ({
      label: coast.zone!,
      options: take([...ports.filter((port) => port.coast === coast.coast).map((port) => port.name), ...(coast.formPorts ?? [])]),
    }))
    .filter((group) => group.options.length > 0)
  // A coast without a name (its zone's name is required) is no group: its ports are listed after the groups.
  const unnamed = coasts.filter((coast) => !coast.zone).flatMap((coast) => coast.formPorts ?? [])
  return { groups, options: take([...ports.map((port) => port.name), ...unnamed, ...others]) }
}

/** Every choice of a port list, in the order shown. */
export const portChoices = (layout: PortLayout) => [...layout.groups.flatMap((group) => group.options), ...layout.options]

/**
 * Why a value does not pass its field's rules: empty, not of its kind (a select's value not among its
 * choices), longer than its limit, or a one-line field holding a control character (a line break, a
 * tab, NUL: what would reach a mail's subject or headers as it is). Nothing is ever cut or stripped:
 * the person is told, and changes it.
 */
export type FieldProblem = 'required' | 'invalid' | 'tooLong' | 'control' | DateProblem
/** A date and time of its form that is no day (31 February: `noSuchDate`), or one outside `dateYears` (`dateRange`). */
export type DateProblem = 'noSuchDate' | 'dateRange'

/** C0 control characters and DEL: never in a one-line field (a textarea takes line breaks and tabs). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * The problems a value can have whatever the form: a one-line field (text, email, tel, date) with a
 * control character, a select's value not among `choices` (the CMS's, as the page carries them;
 * unchecked when not known), or a date that is none: not of the field's form (a date the browser
 * showed as a text field: `invalid`), a day that does not exist (31 February: `noSuchDate`), or a
 * year outside `dateYears` of `now` (`dateRange`). The forms apply it with JavaScript
 * (src/forms/fields.tsx) and the form endpoint without (`fieldProblem`), so the same value is
 * refused on both paths, with the same message (the field's own, or the CMS's interface words
 * `noSuchDate` and `dateRange`).
 */
export function valueProblem(
  field: FieldSpec,
  value: string,
  choices?: readonly string[],
  now = Date.now(),
): 'invalid' | 'control' | DateProblem | undefined {
  if (field.kind === 'select') return value && choices && !choices.includes(value) ? 'invalid' : undefined
  if (field.kind !== 'textarea' && CONTROL.test(value)) return 'control'
  if (field.kind === 'datetime-local' && value) {
    const match = LOCAL_DATE_TIME.exec(value)
    if (!match) return 'invalid'
    const year = Number(match[1])
    if (!dayExists(year, Number(match[2]), Number(match[3]))) return 'noSuchDate'
    const { from, to } = dateYears(now)
    if (year < from || year > to) return 'dateRange'
  }
  return undefined
}

/**
 * A field's value against the rules the browser applies to it (required, the kind's own check, a
 * required text holding more than spaces), a select's choices and a one-line field's characters
 * (`valueProblem`), and its length limit, in that order; the newsletter's email also against the
 * spec's rule (text, @, text, dot, text).
 */
export function fieldProblem(
  form: FormName,
  field: FieldSpec,
  value: string,
  choices?: readonly string[],
  now = Date.now(),
): FieldProblem | undefined {
  const trimmed = value.trim()
  if (!value) return field.required ? 'required' : undefined
  const problem = valueProblem(field, value, choices, now)
  if (problem) return problem
  if (field.required && !trimmed && (field.kind === 'text' || field.kind === 'tel' || field.kind === 'textarea')) return 'invalid'
  if (field.kind === 'email' && !(HTML_EMAIL.test(value) && (form !== 'newsletter' || EMAIL_PATTERN.test(trimmed)))) return 'invalid'
  if (field.kind !== 'select' && overLimit(field.name, value)) return 'tooLong'
  return undefined
}

/**
 * A form's values as a browser posts them, as the email-manager is to get them: a textarea's line
 * breaks, which a form's submission sends as CRLF, back to LF, as the forms send them with JavaScript
 * (the same text either way, counted the same against its limit, and the same request recognised as
 * the same). Nothing else is changed.
 */
export function postedValues(form: FormName, posted: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    FORMS[form].fields.map((field) => {
      const value = posted.get(field.name) ?? ''
      return [field.name, field.kind === 'textarea' ? value.replace(/\r\n?/g, '\n') : value]
    }),
  )
}

/**
 * The words a problem page carries for the form endpoint (src/routes/forms.tsx writes them, as
 * data, into `/forms/<form>/problem`; server/form-result.ts reads them): the form's heading,
 * button, fields with their labels, messages and a select's choices, the support contacts, the
 * layout copy's interface words the endpoint's pages say, and the spec's messages (docs/contract.md).
 */
export type FormWords = {
  form: FormName
  heading: string
  /** The form's button (its copy's "submit"): the one button of the page that sends what was typed. */
  submit: string
  supportEmail: string
  whatsappNumber: string
  /**
   * Each field's label and messages; a select's choices (every one, in the order shown), its groups
   * (the ports by coast: `portLayout`), and its empty choice's words (its hint).
   */
  fields: Array<{
    name: string
    label: string
    required: string
    invalid: string
    options?: string[]
    groups?: PortLayout['groups']
    hint?: string
  }>
  words: Record<FormPageWord, string>
  /** The spec's messages: the request forms' failure (with the support address), the newsletter's two. */
  messages: { failed: string; newsletterFailed: string; newsletterNetwork: string }
}

/**
 * Of the interface words (layout copy) the endpoint's pages say, those only they say (never a form in
 * the browser): carried by the form pages' data alone (FORM_PAGES_QUERY's `endpointWords`); the root
 * loader leaves them out of the layout copy every other page carries (src/content/endpoint-words.server.ts),
 * whose bytes each visit pays. src/content/queries/fragments.ts ENDPOINT_WORDS lists them for GROQ.
 */
export const ENDPOINT_ONLY_WORDS = [
  'goBack',
  'sendLimitTime',
  'notSentYet',
  'notSentYetTitle',
  'notSentTitle',
  'otherSite',
  'unconfirmed',
  'resultUnreadable',
] as const

/** The interface words (layout copy) the endpoint's pages say: every one carried by each problem page. */
export const FORM_PAGE_WORDS = [
  'errorSummary',
  'tooLong',
  'controlCharacter',
  'sendLimit',
  'sendAnotherWay',
  'emailIt',
  'whatsappIt',
  'newTab',
  'requestText',
  'mailSubject',
  'pasteNoteManual',
  'noSuchDate',
  'dateRange',
  ...ENDPOINT_ONLY_WORDS,
] as const
export type FormPageWord = (typeof FORM_PAGE_WORDS)[number]
export type EndpointOnlyWord = (typeof ENDPOINT_ONLY_WORDS)[number]

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

async function hmac(secret: string, text: string) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return base64url(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)))
}

/**
 * How long a stamp vouches for its page: as long as a page plausibly stays open (a day). A post with
 * an older one is taken as one without a stamp: shown back, what was typed kept, to be sent with one
 * press (server/form-confirm.ts), so a page kept open or offline for a week still sends.
 */
export const STAMP_LIVES_MS = 24 * 60 * 60 * 1000

/**
 * What a stamp vouches for: a page as the site served it (`page`), or the request the form endpoint
 * showed back to be sent (`shown`: a person who pressed its button sends it, the endpoint waiting out
 * what is left of MIN_FILL_MS rather than showing it again). A `shown` stamp is tied to its page: it
 * is signed with what it was shown with (`bound`: the endpoint's digest of the request and its client),
 * so it sends that request from that client only; any other post with it is shown back again.
 */
export type StampKind = 'page' | 'shown'
export type Stamp = { at: number; form: FormName; kind: StampKind }

/** What a stamp's signature covers: its own words, and for a `shown` stamp what it was shown with. */
const signed = (said: string, kind: StampKind, bound: string) => `${STAMP_NAME}:${said}${kind === 'shown' ? `:${bound}` : ''}`

/**
 * The stamp a server writes into a form as it serves it: the time, the form and what it vouches for,
 * signed (`<ms>.<form's address segment>.<kind>.<HMAC-SHA256>`). A stamp is one form's: another
 * form's post does not pass with it. A `shown` stamp's signature covers `bound` too (kept nowhere:
 * the post that brings it back is checked against its own).
 */
export async function makeStamp(secret: string, form: FormName, now = Date.now(), kind: StampKind = 'page', bound = '') {
  const said = `${now}.${FORMS[form].slug}.${kind}`
  return `${said}.${await hmac(secret, signed(said, kind, bound))}`
}

/**
 * What a stamp says, if this secret signed it (a `shown` one, with this `bound`); undefined for
 * anything else (none, forged, another secret's, an older form of stamp, shown with another request).
 */
export async function readStamp(secret: string, stamp: string | null | undefined, bound = ''): Promise<Stamp | undefined> {
  const match = /^(\d{1,15})\.([a-z-]{1,40})\.(page|shown)\.([\w-]{43})$/.exec(stamp ?? '')
  const form = formBySlug(match?.[2])
  if (!match || !form) return undefined
  const kind = match[3] as StampKind
  const expected = await hmac(secret, signed(`${match[1]}.${match[2]}.${kind}`, kind, bound))
  // Both are base64url of 32 bytes: compared whole, every character, whatever differs first.
  let differs = 0
  for (let i = 0; i < expected.length; i++) differs |= expected.charCodeAt(i) ^ match[4]!.charCodeAt(i)
  return differs === 0 ? { at: Number(match[1]), form, kind } : undefined
}

/** A page's `<form>` tags and its forms' empty stamp fields, in order. */
const FORMS_AND_STAMPS = new RegExp(`<form\\b[^>]*>|</form>|name="${STAMP_NAME}" value=""`, 'g')

/**
 * The page with each form's stamp filled in (the empty hidden field every form carries), a stamp of
 * the form it is in: the one its `<form>` posts to (FORM_ENDPOINT). A stamp field in no such form
 * stays empty (its post would be shown back, never lost).
 */
export async function stampForms(html: string, secret: string, now = Date.now()) {
  let form: FormName | undefined
  const owners: Array<FormName | undefined> = []
  for (const [tag] of html.matchAll(FORMS_AND_STAMPS)) {
    if (tag.startsWith('<form')) form = formBySlug(new RegExp(`\\saction="${FORM_ENDPOINT}/([a-z-]+)"`).exec(tag)?.[1])
    else if (tag === '</form>') form = undefined
    else owners.push(form)
  }
  const named = [...new Set(owners)].filter((name): name is FormName => name !== undefined)
  const stamps = new Map(await Promise.all(named.map(async (name) => [name, await makeStamp(secret, name, now)] as const)))
  let next = 0
  return html.replace(FORMS_AND_STAMPS, (tag) => {
    if (tag.startsWith('<')) return tag
    const owner = owners[next++]
    return owner ? `name="${STAMP_NAME}" value="${stamps.get(owner)}"` : tag
  })
}
