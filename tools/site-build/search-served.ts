/**
 * The ports a page's pre-arrival form serves, for the site search (tools/site-build/search-page.ts):
 * its port field's choices, which Pagefind does not read (it reads no form), given to the index as
 * words of the page and as names of it.
 */
import { formAction } from '../../contract/forms.ts'
import { queryWords, STOP_WORDS } from '../../src/search/query.ts'
import { escapeRegExp, unescapeHtml } from './search-html.ts'

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

/**
 * The main content with the served ports (`served`, as escaped in HTML) as a line of text after the
 * pre-arrival form, under its port field's label ("Port of call: Chennai, Tuticorin, Cochin."):
 * Pagefind reads no form's words.
 */
export function withServedWords(main: string, served: string[]) {
  const form = SERVING_FORM.exec(main)
  if (!served.length || !form) return main
  const id = PORT_FIELD.exec(form[0])?.[1]
  const label = id ? new RegExp(`<label\\b[^>]*\\bfor="${escapeRegExp(id)}"[^>]*>([^<]*)`).exec(form[0])?.[1]?.trim() : undefined
  const end = form.index + form[0].length
  return `${main.slice(0, end)}<p>${label ? `${label}: ` : ''}${served.join(', ')}.</p>${main.slice(end)}`
}
