/**
 * What the site's form endpoint (form-endpoint.ts) shows after a form sent without JavaScript did not
 * go through: the form's problem page as built (src/routes/forms.tsx), its empty place filled with
 * what stopped the request, in the words the page carries (contract/forms.ts FormWords: the CMS's,
 * as built, and the spec's messages):
 * - refused: each field's message (its label and what is wrong, the limit and the count for a value
 *   too long), and that Back returns to the form with everything typed;
 * - limit: the send limit's words, when the form can send again (India time) and where to write;
 * - failed: the spec's failure banner with the support address and the other ways to send (an email
 *   and a WhatsApp message holding the request, every field labelled and exact, and the request to
 *   copy); the newsletter's failure, its message of the spec;
 * - unconfirmed: the email-manager did not answer in time, so it may have the request: not a failure
 *   to send again, but what to do if nothing comes (and the other ways, for the request forms).
 * A result's page shows what was typed (the other ways carry it) to the browser that sent it only
 * (`withoutTyped`: any other, or a browser keeping no cookies, gets the same page with the other ways
 * empty). A form posted from another site gets its own page (`otherSiteHtml`): nothing was sent, and
 * a link to the form on this site; nothing posted is shown.
 * Every value is text in the markup React writes: nothing typed becomes markup.
 */
import { createElement as h, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MAX_LENGTH } from '../contract/email-manager.ts'
import { dateYears, FORMS, type FieldProblem, type FormName, type FormWords } from '../contract/forms.ts'
import { LINK_LIMIT } from '../contract/links.ts'
import { phoneDigits } from '../contract/phone.ts'
import { textLength } from '../contract/text-length.ts'

/** What stopped a request, kept by the endpoint until the visitor's browser asks for its page. */
export type FormResult = { form: FormName; at: number; lines?: Array<{ name: string; value: string }> } & (
  | { kind: 'refused'; errors: Array<{ name: string; problem: FieldProblem; count?: number }> }
  | { kind: 'limit'; until: number }
  | { kind: 'failed'; detail?: string; network?: boolean }
  | { kind: 'unconfirmed' }
)

const WORDS_SCRIPT = /<script type="application\/json" id="form-words">([\s\S]*?)<\/script>/
export const SLOT = '<div data-form-result=""></div>'

/** The words a problem page carries for the endpoint; undefined for a page that is not one. */
export function wordsOf(html: string): FormWords | undefined {
  const json = WORDS_SCRIPT.exec(html)?.[1]
  if (!json || !html.includes(SLOT)) return undefined
  try {
    const words = JSON.parse(json) as FormWords
    return words && typeof words.words === 'object' && Array.isArray(words.fields) ? words : undefined
  } catch {
    return undefined
  }
}

/** A CMS text with its {name} places filled (as src/content/copy.ts fills the site's). */
export const fill = (text: string | undefined, values: Record<string, string | number | undefined>) =>
  (text ?? '').replace(/\{(\w+)\}/g, (match, name: string) => (values[name] === undefined ? match : String(values[name])))

/** India's offset from UTC (no daylight saving time). */
const IST_OFFSET_MS = 330 * 60_000
/** "14:05": a time as India's clock shows it. */
const indiaClock = (time: number) => new Date(time + IST_OFFSET_MS).toISOString().slice(11, 16)

/** The request as text: one "Label: value" line per field, values exactly as typed (as src/forms/fallback.tsx writes it). */
function requestText(words: FormWords, lines: NonNullable<FormResult['lines']>) {
  const label = (name: string) => words.fields.find((field) => field.name === name)?.label ?? name
  return lines.map(({ name, value }) => `${label(name)}: ${value}`).join('\n')
}

/** A link holding the whole request when it fits LINK_LIMIT, else the note to copy it from the page. */
const within = (make: (body: string) => string, text: string, note: string) => (make(text).length <= LINK_LIMIT ? make(text) : make(note))

/**
 * The other ways to send the request: by email, on WhatsApp, or copied from the page by hand. Without
 * `lines` (a browser the result's page is not bound to: nothing typed is shown), the same ways, empty:
 * the support address and the WhatsApp number, for a request written there (the form, Back, keeps it).
 */
function otherWays(words: FormWords, lines: FormResult['lines']): ReactNode {
  const w = words.words
  const text = lines ? requestText(words, lines) : ''
  const subject = fill(w.mailSubject, { form: words.heading })
  const mailTo = `mailto:${words.supportEmail}?subject=${encodeURIComponent(subject)}`
  const mail = lines ? within((body) => `${mailTo}&body=${encodeURIComponent(body)}`, text, w.pasteNoteManual) : mailTo
  const digits = phoneDigits(words.whatsappNumber)
  const whatsapp =
    digits &&
    (lines
      ? within((body) => `https://wa.me/${digits}?text=${encodeURIComponent(body)}`, text, w.pasteNoteManual)
      : `https://wa.me/${digits}`)
  return h(
    'div',
    { className: 'send-another-way', role: 'group', 'aria-labelledby': 'send-another-way-title' },
    h('p', { id: 'send-another-way-title', className: 'send-another-way-title' }, w.sendAnotherWay),
    h(
      'div',
      { className: 'form-actions' },
      words.supportEmail && h('a', { className: 'button button-light', href: mail }, w.emailIt),
      whatsapp &&
        h(
          'a',
          { className: 'button button-light', href: whatsapp, target: '_blank', rel: 'noopener' },
          w.whatsappIt,
          h('span', { className: 'sr-only' }, ` ${w.newTab}`),
        ),
    ),
    lines && h('label', { htmlFor: 'send-another-way-text', className: 'send-another-way-label' }, w.requestText),
    lines && h('textarea', { id: 'send-another-way-text', readOnly: true, rows: Math.min(12, lines.length + 2), defaultValue: text }),
  )
}

/** The message of a field that stopped the request. */
function message(words: FormWords, error: Extract<FormResult, { kind: 'refused' }>['errors'][number], at: number) {
  const field = words.fields.find((entry) => entry.name === error.name)
  const label = field?.label ?? error.name
  if (error.problem === 'tooLong') return fill(words.words.tooLong, { label, max: MAX_LENGTH[error.name], count: error.count })
  if (error.problem === 'control') return fill(words.words.controlCharacter, { label })
  // The years of the day it was refused, as the forms say them in the browser.
  if (error.problem === 'noSuchDate' || error.problem === 'dateRange') return fill(words.words[error.problem], { label, ...dateYears(at) })
  return `${label}: ${error.problem === 'required' ? field?.required : field?.invalid}`
}

/** What fills the problem page's place for this result. */
export function resultHtml(words: FormWords, result: FormResult) {
  const w = words.words
  const ways = h('div', { key: 'ways' }, otherWays(words, result.lines))
  let content: ReactNode
  if (result.kind === 'refused') {
    content = [
      h(
        'div',
        { key: 'summary', className: 'error-summary', role: 'group', 'aria-labelledby': 'form-errors-title' },
        h('h2', { id: 'form-errors-title', className: 'error-summary-title' }, w.errorSummary),
        h('ul', null, ...result.errors.map((error) => h('li', { key: error.name }, message(words, error, result.at)))),
      ),
      h('p', { key: 'back', className: 'form-note' }, w.goBack),
    ]
  } else if (result.kind === 'limit') {
    content = [
      h(
        'div',
        { key: 'banner', className: 'form-banner form-banner-error' },
        fill(w.sendLimit, { time: fill(w.sendLimitTime, { time: indiaClock(result.until) }), email: words.supportEmail }),
      ),
      ways,
    ]
  } else if (result.kind === 'unconfirmed') {
    // A signup is not sent another way: its confirmation mail is what says it went.
    content = [
      h('div', { key: 'banner', className: 'form-banner' }, fill(w.unconfirmed, { email: words.supportEmail })),
      result.form !== 'newsletter' && ways,
    ]
  } else if (result.form === 'newsletter') {
    const { newsletterNetwork, newsletterFailed } = words.messages
    content = h('p', { className: 'newsletter-message is-error' }, result.network ? newsletterNetwork : (result.detail ?? newsletterFailed))
  } else {
    content = [h('div', { key: 'banner', className: 'form-banner form-banner-error' }, words.messages.failed), ways]
  }
  return renderToStaticMarkup(h('div', { 'data-form-result': '' }, content))
}

/**
 * A result as shown to a browser other than the one that sent it (another person holding its link,
 * or the sender's browser keeping no cookies): what stopped the request, without anything typed: the
 * other ways to send with nothing in them, and not the email-manager's own words of a failure (which
 * may repeat a value), the spec's message instead.
 */
export function withoutTyped(result: FormResult): FormResult {
  return result.kind === 'failed' ? { ...result, lines: undefined, detail: undefined } : { ...result, lines: undefined }
}

/**
 * What fills the form's problem page for a post from a page of another site: nothing was sent (the
 * CMS's `otherSite`), and a link to the form on this site, named by its heading (the newsletter's:
 * the page's own footer form). Nothing posted is shown: not in the page, not in a link.
 */
export function otherSiteHtml(words: FormWords, form: FormName) {
  return renderToStaticMarkup(
    h(
      'div',
      { 'data-form-result': '' },
      h('div', { className: 'form-banner form-banner-error' }, words.words.otherSite),
      h('p', { className: 'form-actions' }, h('a', { className: 'button button-primary', href: FORMS[form].page }, words.heading)),
    ),
  )
}

/**
 * The page of a result that cannot be read just now (the store failing or not answering): the CMS's
 * words to reload it in a minute, with the support address; nothing of the result shown.
 */
export function unreadableHtml(words: FormWords) {
  return renderToStaticMarkup(
    h(
      'div',
      { 'data-form-result': '' },
      h('div', { className: 'form-banner form-banner-error' }, fill(words.words.resultUnreadable, { email: words.supportEmail })),
    ),
  )
}

/** The problem page with its place filled. */
export function fillProblemPage(html: string, filled: string) {
  return html.replace(SLOT, () => filled)
}

/** How many characters a value holds, as a person counts them (the count a too-long value's message gives). */
export const countOf = (value: string) => textLength(value.trim())
