/**
 * A page's forms, for the site search (tools/site-build/search-page.ts), which Pagefind does not read
 * (it reads no form): what each form asks for (its headings, its fields' labels, its button), and the
 * ports the pre-arrival form serves (its port field's choices), given to the index as words of the
 * page and, the ports, as names of it.
 */
import { FORM_ENDPOINT, FORM_NAMES, FORMS, formAction } from '../../contract/forms.ts'
import { ADDED_NAMES } from '../../contract/search.ts'
import { queryWords, STOP_WORDS } from '../../src/search/query.ts'
import { escapeHtml, escapeRegExp, unescapeHtml } from './search-html.ts'

/** The pre-arrival form (its endpoint's address: contract/forms.ts), whose port field's choices are the ports the site serves (src/forms/PreArrivalForm.tsx). */
const SERVING_FORM = new RegExp(`<form\\b[^>]*\\baction="${escapeRegExp(formAction('preArrival'))}"[\\s\\S]*?<\\/form>`)
/** Its port field: its id, and its choices. */
const PORT_FIELD = /<select\b[^>]*\bid="([^"]*)"[^>]*\bname="port"[^>]*>([\s\S]*?)<\/select>/

/**
 * The ports the page's pre-arrival form serves that have no page of their own: its port field's
 * choices (as escaped in HTML), but the empty one ("Select port"), those named as a port is
 * (`known`, in lower case: a port's name, full name or other names) and those of stop words only
 * ("Other"), which name no place.
 */
export function servedNames(main: string, known: ReadonlySet<string> = new Set()) {
  const field = PORT_FIELD.exec(SERVING_FORM.exec(main)?.[0] ?? '')
  if (!field) return []
  const choices = [...field[2]!.matchAll(/<option\b([^>]*)>([^<]*)<\/option>/g)]
    .filter(([, attributes]) => !/\bvalue=""/.test(attributes!))
    .map(([, , text]) => text!.replace(/\s+/g, ' ').trim())
  return [
    ...new Set(
      choices.filter((choice) => {
        const words = queryWords(unescapeHtml(choice))
        return words.length > 0 && !known.has(unescapeHtml(choice).toLowerCase()) && words.some((word) => !STOP_WORDS.has(word))
      }),
    ),
  ]
}

/** A form that sends what it asks for (a lead's, the newsletter's: contract/forms.ts), not one that filters a page's list. */
const SENDING_FORM = new RegExp(`<form\\b[^>]*\\baction="${escapeRegExp(FORM_ENDPOINT)}/[^"]*"[\\s\\S]*?<\\/form>`, 'g')
/** The forms that send a request to the company, each from a page of its own (a lead's: the pre-arrival letter's, the fleet quote's), not the newsletter's sign-up. */
const REQUESTING = new Set(FORM_NAMES.filter((name) => FORMS[name].page.startsWith('/')).map(formAction))
/** What a form says it asks for: its headings and legends, its fields' labels, its buttons. */
const ASKING = /<(h[2-6]|legend|label|button)\b([^>]*)>([\s\S]*?)<\/\1>/g

/**
 * Whether a label's field asks for the visitor's own details (the browser fills it: a name, an
 * e-mail address, a phone number, a company) or for free text (a message): words about the visitor,
 * not about what the form is for, left out (every byte of the index is fetched by every query).
 */
function aboutTheVisitor(form: string, attributes: string) {
  const id = /\bfor="([^"]*)"/.exec(attributes)?.[1]
  if (id === undefined) return false
  const field = new RegExp(`<(input|select|textarea)\\b[^>]*\\bid="${escapeRegExp(id)}"[^>]*>`, 'i').exec(form)
  return Boolean(field && (field[1]!.toLowerCase() === 'textarea' || /\bautocomplete="(?!off")[^"]+"/i.test(field[0])))
}

/** An element's text as a visitor reads it: its tags, comments and what is hidden from them left out (a required field's "*"). */
const textOf = (inner: string) =>
  inner
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(\w+)\b[^>]*\baria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The main content with a line of text after each form that sends (Pagefind reads no form's words):
 * what it asks for, in its own words ("Vessel & port details. Vessel name. IMO number. Port of call:
 * Chennai, Tuticorin, Cochin. ETA (local time). Generate Pre-Arrival Letter."), so that the page of a
 * form is found by what it asks ("IMO number"), not by the visitor's own details it asks too
 * (`aboutTheVisitor`); its port field's label with the ports it serves that have no page of their own
 * (`served`, as escaped in HTML); and, a form that sends a request (`REQUESTING`), the words that ask
 * to send one (`sending`, the CMS's: "Request", "Order"), as the build adds other names (between
 * ADDED_NAMES's brackets: the box shows none in an excerpt), as visitors ask for what its button does in
 * their own verb ("how do I request a pre-arrival pack": the form's page, whose button says "Generate",
 * not the pack's printable template).
 */
export function withFormWords(main: string, served: string[], sending: string[] = []) {
  const serving = SERVING_FORM.exec(main)?.[0]
  const portId = PORT_FIELD.exec(serving ?? '')?.[1]
  const portLabel = portId === undefined ? undefined : new RegExp(`\\bfor="${escapeRegExp(portId)}"`)
  return main.replace(SENDING_FORM, (form) => {
    const ports = form === serving ? served : []
    let listed = false
    const lines = [...form.matchAll(ASKING)].flatMap(([, tag, attributes, inner]) => {
      const text = textOf(inner!).replace(/[.:;,]+$/, '')
      if (!text || (tag === 'label' && aboutTheVisitor(form, attributes!))) return []
      if (!ports.length || listed || tag !== 'label' || !portLabel?.test(attributes!)) return [text]
      listed = true
      return [`${text}: ${ports.join(', ')}`]
    })
    if (ports.length && !listed) lines.push(ports.join(', '))
    // The words that ask to send, as the build adds a name (between ADDED_NAMES's brackets): found, never shown in an excerpt.
    const action = /\baction="([^"]*)"/.exec(form)?.[1]
    const asks = sending.length && action !== undefined && REQUESTING.has(action) && lines.length
    if (asks) lines.push(`${lines.pop()} ${sending.map((word) => `${ADDED_NAMES.open}${escapeHtml(word)}${ADDED_NAMES.close}`).join(' ')}`)
    return lines.length ? `${form}<p>${lines.join('. ')}.</p>` : form
  })
}
