/**
 * What the site search's index holds of one page (tools/site-build/search-index.ts hands each page to
 * Pagefind through `forIndex`; the page served is unchanged):
 * - its kind (the record's filter `kind`), by the route that rendered it (`searchKindOf`);
 * - its name (a fixed page's copy's, a port's, a CMS page's title): the results' title;
 * - the other names it goes by (`aka`): a port's own; the names the CMS's "Other names" give its
 *   name; the names of the ports its pre-arrival form serves that have no page of their own
 *   (`servedNames`: "Tuticorin"), and theirs ("Thoothukudi"); the names of every term whose editors
 *   chose it as the page the term leads to (its best bet: `bets`);
 * - its `<title>` (its SEO title, which says what it is about) as its summary; its name again when it
 *   is short (`short`), which then says what the page is about and nothing else;
 * - the keys of its names, headings and best bets (`nameKeys`: src/search/query.ts NAME_KEY), by
 *   which the box puts first the page a query names;
 * - in its text, after each place it names a term of the CMS's "Other names", the term's other
 *   names (between ADDED_NAMES's brackets, `withOtherNames`), and after its pre-arrival form's port
 *   field, the ports it serves without a page of their own, as words (a <select>'s choices are no
 *   words to Pagefind).
 */
import { matchRoutes } from 'react-router'
import { searchNameCopy, SEARCH_NAMED_PAGES, SITE_ROUTES } from '../../contract/routes.ts'
import { ADDED_NAMES, type SearchKind } from '../../contract/search.ts'
import { formAction } from '../../contract/forms.ts'
import { noticePath } from '../../contract/notices.ts'
import type { SEARCH_INDEX_QUERY_RESULT } from '../../src/content/sanity.types.ts'
import { meaningfulWords, NAME_KEY, nameKey, STOP_WORDS, queryWords } from '../../src/search/query.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'

/** The site's routes as React Router matches them (optional segments and the splat ranked as it ranks them). */
const ROUTES = SITE_ROUTES.map((route) => ({ path: route.path, search: route.search }))

/** The kind of result a prerendered page is, by the route that rendered it; undefined for a page never searched. */
export function searchKindOf(path: string): SearchKind | undefined {
  if (NOT_FOUND_PATHS.includes(path)) return undefined
  return matchRoutes(ROUTES, path || '/')?.at(-1)?.route.search || undefined
}

/** A page that asks search engines not to index it (its Seo's `noindex`). */
export const isNoindex = (html: string) => /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html)

/** What the search reads of the CMS beside the pages (SEARCH_INDEX_QUERY). */
export type SearchIndexContent = SEARCH_INDEX_QUERY_RESULT

/** Each term of the CMS's Other names as every name it goes by, the term first. */
export type SearchTerms = string[][]

/**
 * What the index gives a page besides its HTML: the name the search calls it by and the other names
 * it goes by (a port's), the terms whose other names it adds, the brand's name (left out of its
 * summary), the names of the terms that lead to it (`bets`), and the names that have a page of
 * their own (`known`, in lower case: a port's), which its form's choices do not take.
 */
export type IndexPage = {
  name?: string
  otherNames?: string[]
  terms?: SearchTerms
  brand?: string
  bets?: string[]
  known?: ReadonlySet<string>
}

/** A document a term of the CMS leads to, as SEARCH_INDEX_QUERY reads it. */
export type TermTarget = { _type?: string | null; key?: string | null; slug?: string | null } | null | undefined

/** The address of the page a term leads to: a fixed page by its page copy, a port, a notice or a CMS page by its slug. */
export function targetPath(target: TermTarget): string | undefined {
  if (!target?._type) return undefined
  if (target._type === 'pageCopy') return SEARCH_NAMED_PAGES.find((page) => page.copy === target.key)?.path
  if (!target.slug) return undefined
  if (target._type === 'port') return `/ports/${target.slug}`
  if (target._type === 'notice') return noticePath(target.slug)
  if (target._type === 'page') return `/${target.slug}`
  return undefined
}

/** Text as React writes it into a page (and an attribute's value): its `&`, `<`, `>` and quotes escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
/** A text React escaped, as written. */
export const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The page's names and terms from the CMS's answer: `page(path)` gives a page what the index adds to
 * it; `terms`, every term's names; `targets`, the address each term (by its first name) leads to.
 */
export function indexPages(content: SearchIndexContent | null | undefined) {
  const copies = new Map((content?.copies ?? []).map((copy) => [copy.key, copy.name ?? undefined]))
  const ports = new Map((content?.ports ?? []).map((port) => [`/ports/${port.slug}`, port]))
  const pages = new Map((content?.pages ?? []).map((page) => [`/${page.slug}`, page.title ?? undefined]))
  const named = (content?.terms ?? []).map((term) => ({
    names: [term.term, ...(term.otherNames ?? [])].filter((name): name is string => Boolean(name?.trim())),
    path: targetPath(term.page),
  }))
  const terms: SearchTerms = named.map((term) => term.names)
  const bets = new Map<string, string[]>()
  for (const term of named) if (term.path && term.names.length) bets.set(term.path, [...(bets.get(term.path) ?? []), ...term.names])
  const known = new Set(
    (content?.ports ?? [])
      .flatMap((port) => [port.name, port.fullName, ...(port.otherNames ?? [])])
      .flatMap((name) => (name ? [name.trim().toLowerCase()] : [])),
  )
  return {
    terms,
    targets: new Map(named.flatMap((term) => (term.path && term.names[0] ? [[term.names[0], term.path] as const] : []))),
    page: (path: string): IndexPage => {
      const copy = searchNameCopy(path)
      const port = ports.get(path)
      return {
        name: (copy ? copies.get(copy) : undefined) ?? port?.name ?? pages.get(path),
        otherNames: [port?.fullName ?? '', ...(port?.otherNames ?? [])].filter(Boolean),
        terms,
        brand: content?.brand ?? undefined,
        bets: bets.get(path),
        known,
      }
    },
  }
}

/** A name as it stands in a page's text: whole (not inside another word), in any case, "s" for more than one allowed. */
const namePattern = (names: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map((name) => escapeRegExp(escapeHtml(name))).join('|')})s?(?![\\p{L}\\p{N}])`, 'giu')

/** A tag, or a script's or style's element whole: what of a page's HTML is not its text. */
const NOT_TEXT = /(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<[^>]*>)/i

/**
 * The other names each name of the CMS's terms that `text` (HTML, or a text as escaped in HTML) uses
 * goes by, and that `text` never uses: by the used name, in lower case.
 */
function otherNames(text: string, terms: SearchTerms) {
  const words = text
    .split(NOT_TEXT)
    .filter((_, index) => index % 2 === 0)
    .join(' ')
  const adds = new Map<string, string[]>()
  for (const names of terms) {
    const used = names.filter((name) => namePattern([name]).test(words))
    const unused = names.filter((name) => !used.includes(name))
    if (!used.length || !unused.length) continue
    for (const name of used) adds.set(name.toLowerCase(), [...(adds.get(name.toLowerCase()) ?? []), ...unused])
  }
  return adds
}

/** `text` (escaped as in HTML) with the other names `adds` gives after each name it uses, between ADDED_NAMES's brackets; `where` may pass a place by. */
function withNamesAdded(text: string, adds: Map<string, string[]>, where: (name: string) => boolean = () => true) {
  if (!adds.size) return text
  const keys = [...adds.keys()]
  return text.replace(namePattern(keys), (found) => {
    const name = keys.find((key) => namePattern([key]).test(found))
    if (!name || !where(name)) return found
    return `${found} ${adds
      .get(name)!
      .map((other) => `${ADDED_NAMES.open}${escapeHtml(other)}${ADDED_NAMES.close}`)
      .join(' ')}`
  })
}

/**
 * The page's main content with the other names of every term it names (`adds`: otherNames), between
 * ADDED_NAMES's brackets ("Cochin ((Kochi))"), so that Pagefind finds the page by any of them: after
 * the name in every heading (weighed as the heading), and after its first place in the text (where
 * an excerpt can show it). Once in the text, not at every place: the page is found, and ranked by
 * how it uses the name, without the added words outweighing its own. Never inside a form, whose words
 * Pagefind does not read.
 */
export function withOtherNames(main: string, adds: Map<string, string[]>) {
  if (!adds.size) return main
  let heading = 0
  let form = 0
  const given = new Set<string>()
  return main
    .split(NOT_TEXT)
    .map((part, index) => {
      if (index % 2 === 1) {
        if (/^<h[1-6]\b/i.test(part)) heading++
        else if (/^<\/h[1-6]>/i.test(part)) heading = Math.max(0, heading - 1)
        else if (/^<form\b/i.test(part)) form++
        else if (/^<\/form>/i.test(part)) form = Math.max(0, form - 1)
        return part
      }
      if (form > 0) return part
      return withNamesAdded(part, adds, (name) => {
        if (heading > 0) return true
        if (given.has(name)) return false
        given.add(name)
        return true
      })
    })
    .join('')
}

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
function withServedWords(main: string, served: string[]) {
  const form = SERVING_FORM.exec(main)
  if (!served.length || !form) return main
  const id = PORT_FIELD.exec(form[0])?.[1]
  const label = id ? new RegExp(`<label\\b[^>]*\\bfor="${escapeRegExp(id)}"[^>]*>([^<]*)`).exec(form[0])?.[1]?.trim() : undefined
  const end = form.index + form[0].length
  return `${main.slice(0, end)}<p>${label ? `${label}: ` : ''}${served.join(', ')}.</p>${main.slice(end)}`
}

/**
 * The page's title as its `<title>` has it (escaped as in HTML), without the brand's name (most
 * titles end with it; a word of it, "Salvage", says nothing of what one page is about).
 */
function titleOf(html: string, brand: string | undefined) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  const unbranded = brand ? title.split(escapeHtml(brand)).join(' ') : title
  return unbranded
    .split(/\s*\|\s*/)
    .filter((part) => part.trim())
    .join(' | ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Where a name is cut into the parts it is also called by: "Mumbai / JNPT", "Deendayal Port (Kandla)", "Notices & insights". */
const NAME_PARTS = /\s+[/·&|–—]\s+|\s*[:()]\s*/

/** The longest key a page is given: a name or heading longer than this (a notice's title) is typed in part, never whole. */
const LONGEST_KEY = 40

/**
 * The keys of a page's names and headings (query.ts NAME_KEY): each name of a term that leads to it
 * (`bets`), each of its names whole (`names[0]`), its other names and the parts of each, and each
 * heading of several words (`headings`: as written in the page, headingsOf).
 */
export function nameKeys(names: string[], headings: string[] = [], bets: string[] = []) {
  const keys = (texts: string[]) => new Set(texts.map(nameKey).filter((key) => key && key.length <= LONGEST_KEY))
  const bet = keys(bets)
  const whole = keys(names.slice(0, 1))
  const parts = keys([...names.slice(1), ...names.flatMap((name) => name.split(NAME_PARTS))])
  // A heading of one word is one of many pages' ("Equipment"): only those of several words are keys.
  const heads = keys(headings.map(unescapeHtml).filter((heading) => meaningfulWords(heading).length > 1))
  return [
    ...[...bet].map((key) => key + NAME_KEY.bet),
    ...[...whole].map((key) => key + NAME_KEY.whole),
    ...[...parts].filter((key) => !whole.has(key)).map((key) => key + NAME_KEY.part),
    ...[...heads].map((key) => key + NAME_KEY.heading),
  ]
}

/**
 * The text of the page's headline (its h1) and of what it weighs as a heading besides its headings
 * (`data-pagefind-weight`: a port's other names, a person's role). Not every heading: a key is a word
 * of the index, and the bytes a query fetches grow with them.
 */
const headingsOf = (main: string) =>
  [...main.matchAll(/<(h1|[a-z]+(?=[^>]*\bdata-pagefind-weight=))\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
    match[2]!
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )

/**
 * The page as Pagefind reads it, in its `<main>`: the page's kind as a filter; and as its metadata,
 * which the search matches as it matches the text: its name (the results' title; without one, its
 * h1 as the page writes it), the other names it goes by (a port's; the ports its form serves; the
 * names of the terms that lead to it; and those the CMS's terms give each of these: "Bombay" for
 * "Mumbai / JNPT"), its `<title>` (which editors write to say what the page is about, its SEO title)
 * as its summary, its name again when short (two words or fewer that matter: "Fleet retainer"), all
 * weighing in ranking (engine.ts RANKING), and the keys of its names, headings and best bets
 * (`nameKeys`, which weigh nothing: the engine puts a page a query names first).
 * In its text, the other names of the terms it names (`withOtherNames`), the ports its form serves
 * (`servedNames`); and a space before every element's start. React writes neighbouring elements
 * without whitespace between them, and Pagefind reads `<th>Clause</th><th>Requirement</th>`,
 * `<dt>State</dt><dd>Odisha</dd>` or `<span>Alert</span><time>2026-11-25</time>` as one word
 * ("ClauseRequirement", "StateOdisha", "Alert2026-11-25"), which no query finds and an excerpt shows
 * run together. (Before the start, not after the end: a block whose text ends in a word still ends
 * its sentence, Pagefind's full stop.)
 */
export function forIndex(html: string, kind: SearchKind, page: IndexPage = {}) {
  const start = html.search(/<main\b/)
  const end = html.lastIndexOf('</main>')
  if (start < 0 || end < start) return html
  const main = html.slice(start, end)
  const terms = page.terms ?? []
  // Its name, or its h1 as written.
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1]?.replace(/<[^>]*>/g, '')
  const name =
    page.name?.trim() ||
    unescapeHtml(heading ?? '')
      .replace(/\s+/g, ' ')
      .trim()
  const served = servedNames(main, page.known)
  const bets = page.bets ?? []
  const given = [name, ...served.map(unescapeHtml), ...bets]
  const termNames = [...new Set(given.flatMap((one) => [...otherNames(escapeHtml(one), terms).values()].flat()))]
  const aka = [...new Set([...(page.otherNames ?? []), ...served.map(unescapeHtml), ...bets, ...termNames])].filter(
    (other) => other.trim() && other !== name,
  )
  const summary = titleOf(html, page.brand)
  const meta: Array<[string, string]> = [
    ['title', escapeHtml(name)],
    ['aka', escapeHtml(aka.join('; '))],
    ['summary', summary],
    ['short', meaningfulWords(name).length <= 2 ? escapeHtml(name) : ''],
    ['keys', nameKeys([name, ...aka], headingsOf(main), bets).join(' ')],
  ]
  const fields = meta.filter(([, value]) => value)
  const attributes = fields.map(([field, value]) => ` data-search-${field}="${value.replace(/"/g, '&quot;')}"`).join('')
  const capture = fields.map(([field]) => `${field}[data-search-${field}]`).join(', ')
  const withServed = withServedWords(main, served)
  const indexed = withOtherNames(withServed, otherNames(withServed, terms))
    .replace(/^<main\b/, `<main data-pagefind-filter="kind:${kind}"${attributes}${capture ? ` data-pagefind-meta="${capture}"` : ''}`)
    .replace(/(?<=.)<[a-z]/g, ' $&')
  return html.slice(0, start) + indexed + html.slice(end)
}
