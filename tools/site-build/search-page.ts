/**
 * What the site search's index holds of one page (tools/site-build/search-index.ts hands each page to
 * Pagefind through `forIndex`; the page served is unchanged):
 * - its kind (the record's filter `kind`), by the route that rendered it (`searchKindOf`);
 * - its name (a fixed page's copy's, a port's, a CMS page's title): the results' title;
 * - the other names it goes by (`aka`): a port's own; the names the CMS's "Other names" give its
 *   name; the names of the ports its pre-arrival form serves that have no page of their own
 *   (`servedNames`: "Tuticorin"), and theirs ("Thoothukudi"); the names of every term whose editors
 *   chose it as the page the term leads to (its best bet: `bets`);
 * - its title as shared (its `og:title`, else its `<title>`: its SEO title, which says what it is
 *   about) as its summary (`titleOf`); its name again when it
 *   is short (`short`), which then says what the page is about and nothing else;
 * - the keys of its names (its address's words among them), headings and best bets (`nameKeys`:
 *   src/search/query.ts NAME_KEYS), by which the box puts first the page a query names;
 * - the words that weigh nothing in its text (`weightless`: the brand's name, wherever the brand
 *   signs), kept for the excerpts but weighing nothing, so that no page is found by them;
 * - in its text, at the end of each block that names a term of the CMS's "Other names", the term's
 *   other names (between ADDED_NAMES's brackets, `withOtherNames`), and after its pre-arrival form's port
 *   field, the ports it serves without a page of their own, as words (a <select>'s choices are no
 *   words to Pagefind).
 */
import { matchRoutes } from 'react-router'
import { searchNameCopy, SEARCH_NAMED_PAGES, SITE_ROUTES } from '../../contract/routes.ts'
import { ADDED_NAMES, type SearchKind } from '../../contract/search.ts'
import { noticePath } from '../../contract/notices.ts'
import type { SEARCH_INDEX_QUERY_RESULT } from '../../src/content/sanity.types.ts'
import { KEY_END, meaningfulWords, nameKey, queryWords, type NameKey } from '../../src/search/query.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'
import { escapeHtml, escapeRegExp, unescapeHtml } from './search-html.ts'
import { servedNames, withFormWords } from './search-served.ts'

export { servedNames } from './search-served.ts'

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
 * summary), the names of the terms that lead to it (`bets`), the names of the terms it is also
 * about (`about`), the names that weigh nothing in its
 * text (`weightless`: the brand's), and the names that have a page of their own (`known`, in lower
 * case: a port's), which its form's choices do not take.
 */
export type IndexPage = {
  name?: string
  otherNames?: string[]
  /** The other names the CMS gives it as whole as its own ("Deendayal" for Kandla, a port's "Other names"), where otherNames also holds longer ones (its full name). */
  alsoNamed?: string[]
  terms?: SearchTerms
  brand?: string
  bets?: string[]
  about?: string[]
  weightless?: string[]
  known?: ReadonlySet<string>
  /** The words that ask to send a request ("Request", "Order"), which the page's lead forms hold (`withFormWords`). */
  sending?: string[]
  /** Its address ("/port-call-compliance"): the words of its last part, where several, are a name it goes by (`addressName`). */
  path?: string
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

/**
 * The page's names and terms from the CMS's answer: `page(path)` gives a page what the index adds to
 * it; `terms`, every term's names, and `asked`, the words each is asked with (in the same order);
 * `filler`, the words that weigh nothing on their own (the /search copy's, and the brand's name);
 * `printable`, the words that ask for a printable document, and `sending`, those that ask to send a
 * request, which each page gives its lead forms (the /search copy's).
 */
export function indexPages(content: SearchIndexContent | null | undefined) {
  const copies = new Map((content?.copies ?? []).map((copy) => [copy.key, copy.name ?? undefined]))
  const ports = new Map((content?.ports ?? []).map((port) => [`/ports/${port.slug}`, port]))
  const pages = new Map((content?.pages ?? []).map((page) => [`/${page.slug}`, page.title ?? undefined]))
  const filled = (names: Array<string | null | undefined> | null | undefined) =>
    (names ?? []).filter((name): name is string => Boolean(name?.trim()))
  const sending = filled(content?.sending)
  const named = (content?.terms ?? []).map((term) => ({
    names: filled([term.term, ...(term.otherNames ?? [])]),
    asked: filled(term.askedAs),
    path: targetPath(term.page),
    about: (term.about ?? []).flatMap((target) => targetPath(target) ?? []),
  }))
  const terms: SearchTerms = named.map((term) => term.names)
  const add = (map: Map<string, string[]>, path: string | undefined, names: string[]) => {
    if (path && names.length) map.set(path, [...(map.get(path) ?? []), ...names])
  }
  const bets = new Map<string, string[]>()
  const about = new Map<string, string[]>()
  for (const term of named) {
    add(bets, term.path, term.names)
    for (const path of term.about) if (path !== term.path) add(about, path, term.names)
  }
  const brand = content?.brand?.trim() || undefined
  const filler = [...new Set(filled([brand, ...(content?.filler ?? [])]))]
  const known = new Set(
    (content?.ports ?? [])
      .flatMap((port) => [port.name, port.fullName, ...(port.otherNames ?? [])])
      .flatMap((name) => (name ? [name.trim().toLowerCase()] : [])),
  )
  return {
    terms,
    asked: named.map((term) => term.asked),
    filler,
    printable: filled(content?.printable),
    page: (path: string): IndexPage => {
      const copy = searchNameCopy(path)
      const port = ports.get(path)
      return {
        name: (copy ? copies.get(copy) : undefined) ?? port?.name ?? pages.get(path),
        otherNames: [port?.fullName ?? '', ...(port?.otherNames ?? [])].filter(Boolean),
        alsoNamed: port?.otherNames ?? [],
        terms,
        brand,
        bets: bets.get(path),
        about: about.get(path),
        // The names of several words (the brand's): a single word weighs nothing in a query, but says something in a page.
        weightless: filler.filter((name) => queryWords(name).length > 1),
        known,
        sending,
        path,
      }
    },
  }
}

/**
 * A name as it stands in a page's text: whole (not inside another word), in any case, "s" for more
 * than one allowed; of several, the longest that stands there ("MSN 05/2025" before "MSN").
 */
const namePattern = (names: string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...names]
      .sort((a, b) => b.length - a.length)
      .map((name) => escapeRegExp(escapeHtml(name)))
      .join('|')})s?(?![\\p{L}\\p{N}])`,
    'giu',
  )

/** A tag, or a script's or style's element whole: what of a page's HTML is not its text. */
const NOT_TEXT = /(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<[^>]*>)/i

/**
 * The other names each name of the CMS's terms that `text` (HTML, or a text as escaped in HTML) uses
 * goes by, and that `text` never uses: by the used name, in lower case.
 */
function otherNames(text: string, terms: SearchTerms, weightless: string[] = []) {
  const words = withoutWeightless(
    text
      .split(NOT_TEXT)
      .filter((_, index) => index % 2 === 0)
      .join(' '),
    weightless,
  )
  const adds = new Map<string, string[]>()
  for (const names of terms) {
    const used = names.filter((name) => namePattern([name]).test(words))
    const unused = names.filter((name) => !used.includes(name))
    if (!used.length || !unused.length) continue
    for (const name of used) adds.set(name.toLowerCase(), [...(adds.get(name.toLowerCase()) ?? []), ...unused])
  }
  return adds
}

/** The other names `adds` gives each name `text` (escaped as in HTML) uses; `where` may pass a place by. */
function namesIn(text: string, adds: Map<string, string[]>, where: (name: string) => boolean) {
  if (!adds.size) return []
  const keys = [...adds.keys()]
  const others: string[] = []
  for (const [found] of text.matchAll(namePattern(keys))) {
    const name = keys.find((key) => namePattern([key]).test(found))
    if (name && where(name)) others.push(...adds.get(name)!)
  }
  return others
}

/**
 * `text` (escaped as in HTML) with `others` after its words, between ADDED_NAMES's brackets: at its
 * end, before its last full stop ("Escalation directory ((escalation matrix)).").
 */
function withNamesAfter(text: string, others: string[]) {
  const end = /[.!?:;,]*\s*$/.exec(text)!.index
  const added = [...new Set(others)].map((other) => `${ADDED_NAMES.open}${escapeHtml(other)}${ADDED_NAMES.close}`).join(' ')
  return `${text.slice(0, end)} ${added}${text.slice(end)}`
}

/** A tag of an element inside a line of text (a link, a bold word, a date), whose start or end ends no block. */
const INLINE_TAG = /^<\/?(?:a|abbr|b|bdi|bdo|br|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)\b/i

/**
 * The page's main content with the other names of every term it names (`adds`: otherNames), between
 * ADDED_NAMES's brackets ("Cochin ((Kochi))"), so that Pagefind finds the page by any of them: in
 * every heading that names it (weighed as the heading), and in the block (a paragraph, a list's
 * line, a cell) where the text first names it. At the end of the block's text, before its last full
 * stop, never inside its line: the page's own words stay side by side ("every vessel of **300 GT and
 * above**" is not "vessel of ((DG Shipping)) 300 GT", where the added name would stand beside words
 * it never stood with). Once in the text, not at every place: the page is found, and ranked by how it
 * uses the name, without the added words outweighing its own. Never inside a form, whose words
 * Pagefind does not read.
 */
export function withOtherNames(main: string, adds: Map<string, string[]>, weightless: string[] = []) {
  if (!adds.size && !weightless.length) return main
  let heading = 0
  let form = 0
  const given = new Set<string>()
  const where = (name: string) => {
    if (heading > 0) return true
    if (given.has(name)) return false
    given.add(name)
    return true
  }
  const out: string[] = []
  // The names the block read so far adds, and where its last words are (in `out`).
  let pending: string[] = []
  let last = -1
  const endBlock = () => {
    if (pending.length && last >= 0) out[last] = withNamesAfter(out[last]!, pending)
    pending = []
    last = -1
  }
  main.split(NOT_TEXT).forEach((part, index) => {
    if (index % 2 === 1) {
      if (!INLINE_TAG.test(part)) endBlock()
      if (/^<h[1-6]\b/i.test(part)) heading++
      else if (/^<\/h[1-6]>/i.test(part)) heading = Math.max(0, heading - 1)
      else if (/^<form\b/i.test(part)) form++
      else if (/^<\/form>/i.test(part)) form = Math.max(0, form - 1)
      out.push(part)
      return
    }
    if (form > 0) {
      out.push(part)
      return
    }
    out.push(
      splitWeightless(part, weightless)
        .map((text, at) => {
          // The brand's name: its words kept for the excerpt, weighing nothing; no other name added for it.
          if (at % 2 === 1) return `<span data-pagefind-weight="0">${text}</span>`
          pending.push(...namesIn(text, adds, where))
          return text
        })
        .join(''),
    )
    if (/[\p{L}\p{N}]/u.test(part)) last = out.length - 1
  })
  endBlock()
  return out.join('')
}

/** `text` (as escaped in HTML) cut at each name of `weightless` it holds: the text between them, then each name, by turns. */
function splitWeightless(text: string, weightless: string[]) {
  return weightless.length ? text.split(new RegExp(`(${namePattern(weightless).source})`, 'giu')) : [text]
}

/** `text` without the names of `weightless` it holds. */
const withoutWeightless = (text: string, weightless: string[]) =>
  splitWeightless(text, weightless)
    .filter((_, at) => at % 2 === 0)
    .join(' ')

/**
 * The page's title as it is shared (its `og:title`; else its `<title>`), escaped as in HTML, without
 * the brand's name (most titles end with it; a word of it, "Salvage", says nothing of what one page
 * is about). The shared title says what the page alone is about: a topic's list is shared under its
 * topic ("Emergency Response & Alerts"), where its browser title adds the list's of all notices
 * ("…: Notices & Insights: DGS Circulars, Port Advisories and Alerts"), which is the list's, not the
 * topic's ("DGS circulars and port advisories" asks for all notices).
 */
function titleOf(html: string, brand: string | undefined) {
  const shared = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1]
  const title = shared?.trim() ? shared : (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
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

/**
 * The words of a page's address, where its last part holds several ("/port-call-compliance" is "port
 * call compliance", "/docs/sla-schedule" "sla schedule"): visitors read a page's address on its links
 * and in the address bar, and type it as its name, though the page's own name may say it otherwise
 * ("Pre-Arrival Letter Generator"). A part of one word (a port's, a topic's) is most often its name already.
 */
export function addressName(path: string | undefined) {
  const last = (path ?? '').split('/').filter(Boolean).at(-1) ?? ''
  const words = last.split('-').filter(Boolean)
  return meaningfulWords(words.join(' ')).length > 1 ? words.join(' ') : undefined
}

/** The longest key a page is given: a name or heading longer than this (a notice's title) is typed in part, never whole. */
const LONGEST_KEY = 40

/**
 * The keys of a page's names and headings (query.ts NAME_KEYS), by field: each name of a term that
 * leads to it (`bets`), its names whole (the first `wholeNames`: its name, and the other names the CMS
 * gives it as whole as its own, a port's), its other names and the parts of each, and each
 * heading of several words (`headings`: as written in the page, headingsOf).
 */
export function nameKeys(names: string[], headings: string[] = [], bets: string[] = [], wholeNames = 1): Record<NameKey, string[]> {
  const keys = (texts: string[]) => new Set(texts.map(nameKey).filter((key) => key && key.length <= LONGEST_KEY))
  const whole = keys(names.slice(0, wholeNames))
  const parts = keys([...names.slice(1), ...names.flatMap((name) => name.split(NAME_PARTS))])
  // A heading of one word is one of many pages' ("Equipment"): only those of several words are keys.
  const heads = keys(headings.map(unescapeHtml).filter((heading) => meaningfulWords(heading).length > 1))
  const ended = (found: Iterable<string>) => [...found].map((key) => key + KEY_END)
  return {
    bet: ended(keys(bets)),
    named: ended(whole),
    part: ended([...parts].filter((key) => !whole.has(key))),
    head: ended(heads),
  }
}

/**
 * The text of the page's headline (its h1) and of what it weighs as a heading besides its headings
 * (`data-pagefind-weight`: a port's other names, a person's role). Not every heading: a key is a word
 * of the index, and the bytes a query fetches grow with them (the keys of every h2, tried on 28
 * November, made a query fetch 3 to 5% more).
 */
const headingsOf = (main: string) =>
  [...main.matchAll(/<(h1|[a-z]+(?=[^>]*\bdata-pagefind-weight=))\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
    match[2]!
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )

/**
 * The page's image as its metadata, none: Pagefind takes a page's first image and its alt text
 * ("A tanker and a cargo ship berthed under container cranes…") unless told which, and indexes the
 * alt text's words, which found the home page for "cranes" and which every query fetched (the
 * index's words are in the chunks a query loads: up to 1.1 kB a query for the seed). The search
 * shows no image.
 */
const NO_IMAGE = 'image:'

/**
 * The places the page's pre-arrival form serves that have no page of their own ("Tuticorin"), by
 * every name they go by (the CMS's terms give "Thoothukudi"): the site has nothing to say of them
 * but that form, so the search says its answer to a query of one of them alone is weak, and offers
 * the way to ask a person beside it (src/search/engine.ts `unpaged`).
 */
export function unpagedPlaces(html: string, page: IndexPage = {}) {
  const start = html.search(/<main\b/)
  const end = html.lastIndexOf('</main>')
  if (start < 0 || end < start) return []
  const served = servedNames(html.slice(start, end), page.known).map(unescapeHtml)
  return [...new Set(served.flatMap((one) => [one, ...[...otherNames(escapeHtml(one), page.terms ?? []).values()].flat()]))]
}

/**
 * The page as Pagefind reads it, in its `<main>`: the page's kind as a filter; and as its metadata,
 * which the search matches as it matches the text: its name (the results' title; without one, its
 * h1 as the page writes it), the other names it goes by (a port's; the ports its form serves; the
 * names of the terms that lead to it; and those the CMS's terms give each of these: "Bombay" for
 * "Mumbai / JNPT"), its title as shared (which editors write to say what the page is about, its SEO
 * title: `titleOf`) as its summary, its name again when short (two words or fewer that matter: "Fleet retainer"), all
 * weighing in ranking (engine.ts RANKING), and the keys of its names, headings and best bets
 * (`nameKeys`, which weigh nothing: the engine puts a page a query names first).
 * In its text, the other names of the terms it names (`withOtherNames`; the names that weigh nothing,
 * the brand's, weigh nothing there and get none), the ports its form serves (`servedNames`); and a
 * space before every element's start. React writes neighbouring elements
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
  const weightless = page.weightless ?? []
  const given = [name, ...served.map(unescapeHtml), ...bets, ...(page.about ?? [])]
  const termNames = [...new Set(given.flatMap((one) => [...otherNames(escapeHtml(one), terms).values()].flat()))]
  const aka = [...new Set([...(page.otherNames ?? []), ...served.map(unescapeHtml), ...bets, ...(page.about ?? []), ...termNames])].filter(
    (other) => other.trim() && other !== name,
  )
  const summary = titleOf(html, page.brand)
  const address = addressName(page.path)
  const alsoNamed = (page.alsoNamed ?? []).filter((other) => other.trim() && other !== name)
  const keys = nameKeys([name, ...alsoNamed, ...aka, ...(address ? [address] : [])], headingsOf(main), bets, 1 + alsoNamed.length)
  const meta: Array<[string, string]> = [
    ['title', escapeHtml(name)],
    ['aka', escapeHtml(aka.join('; '))],
    ['summary', summary],
    ['short', meaningfulWords(name).length <= 2 ? escapeHtml(name) : ''],
    ...Object.entries(keys).map(([field, words]): [string, string] => [field, words.join(' ')]),
  ]
  const fields = meta.filter(([, value]) => value)
  const attributes = fields.map(([field, value]) => ` data-search-${field}="${value.replace(/"/g, '&quot;')}"`).join('')
  // Last: a value written in the attribute is the rest of it.
  const capture = [...fields.map(([field]) => `${field}[data-search-${field}]`), NO_IMAGE].join(', ')
  const withForms = withFormWords(main, served, page.sending)
  const indexed = withOtherNames(withForms, otherNames(withForms, terms, weightless), weightless)
    .replace(/^<main\b/, `<main data-pagefind-filter="kind:${kind}"${attributes} data-pagefind-meta="${capture}"`)
    .replace(/(?<=.)<[a-z]/g, ' $&')
  return html.slice(0, start) + indexed + html.slice(end)
}
