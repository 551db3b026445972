/**
 * The Presentation tool: the site beside the document form, showing drafts as the editor types
 * (src/content/preview.ts), every text clickable to its field, and for each document the pages
 * that show it. Which pages show a document is read from the site's own GROQ queries, so the list
 * follows the queries when they change.
 */
import { map } from 'rxjs'
import { presentationTool, type DocumentLocation, type DocumentLocationResolver, type DocumentResolver } from 'sanity/presentation'
import * as queries from '../src/content/queries/index.ts'
import { PAGE_BLOCKS } from '../src/content/queries/blocks.ts'
import { BLOCK_TYPES, BLOCKS } from '../contract/blocks.ts'
import { PAGE_COPY, type PageCopyKey } from '../contract/page-copy.ts'
import { NOTICES_PATH } from '../contract/notices.ts'
import { SEARCH_LISTED_PAGES, SITE_ROUTES, withoutOptional } from '../contract/routes.ts'

type QueryName = keyof typeof queries

/**
 * Every page of the site (contract/routes.ts), the query its content comes from (as its route's
 * loader runs it) and its page copy. An address that is the same page as another (/confirm) is
 * left out; a route with optional segments is listed by its first page too (/case-studies); the
 * CMS pages' route (/*) is "/:slug"; a folder's route (/notices/*) is its list (/notices) and a
 * document of it by slug (/notices/:slug).
 */
export const PAGES: Array<{ path: string; query: QueryName; copy: PageCopyKey }> = SITE_ROUTES.flatMap((route) => {
  if ('sameAs' in route || ('presented' in route && route.presented === false)) return []
  const { query, copy } = route
  if (route.path !== '/*' && route.path.endsWith('/*')) {
    const folder = route.path.slice(0, -2)
    return [
      { path: folder, query, copy },
      { path: `${folder}/:slug`, query, copy },
    ]
  }
  const path = route.path === '/*' ? '/:slug' : route.path
  const first = withoutOptional(path)
  return [...(first !== path ? [{ path: first, query, copy }] : []), { path, query, copy }]
})

/** What a document is, as the locations resolver selects it. */
export type LocatedDocument = { _type: string; _id?: string; title?: string; name?: string; slug?: string } & Record<string, unknown>

/**
 * The list parameters of the site's queries whose value the Studio knows, as the page's loader passes
 * it: /search's `$listedCopies`, the page copies of the pages it lists (contract/routes.ts).
 */
const LIST_PARAMS: Record<string, readonly string[]> = { listedCopies: SEARCH_LISTED_PAGES.map((page) => page.copy) }

/** One `*[_type == "x" && field == "value" && flag == true && field in $list …]` selection of a query: the type and its conditions. */
type Selection = {
  type: string
  conditions: Record<string, string | boolean | readonly string[]>
  bySlug: boolean
  otherThanSlug: boolean
  /** The ports the site settings feature (`featuredPorts[]->`): shows a port only while it is featured. */
  featured?: boolean
  /** The ports a coverage zone lists (`ports[]->`): shows a port only while a zone lists it. */
  zoned?: boolean
}

/** A page or page copy whose sections (contract/blocks.ts) show a document: by reference, or by the block's kind. */
export type SectionsOwner = { _type: string; key?: string | null; slug?: string | null; title?: string | null }

/**
 * The ids of the ports the site settings feature and of those the coverage zones list; the pages
 * and page copies whose sections show the document.
 */
export type PortLists = { featured?: readonly string[]; zoned?: readonly string[]; sections?: readonly SectionsOwner[] }

/** The block kinds that show documents of a type they do not reference (contract/blocks.ts `shows`). */
export const sectionsShowing = (type: string) =>
  BLOCK_TYPES.filter((block) => (BLOCKS[block] as { shows?: readonly string[] }).shows?.includes(type))

function selections(full: string): Selection[] {
  // What a page's sections show depends on the sections a page has, not on its query: `sections` says.
  const query = full.split(PAGE_BLOCKS).join('')
  const found: Selection[] = []
  for (const [, filter] of query.matchAll(/\*\[([^\]]*_type == "[^"]+"[^\]]*)\]/g)) {
    const type = /_type == "([^"]+)"/.exec(filter)![1]
    const conditions: Selection['conditions'] = {}
    for (const [, field, text, flag] of filter.matchAll(/\b(\w+) == (?:"([^"]+)"|(true|false)\b)/g)) {
      if (field !== '_type') conditions[field] = flag ? flag === 'true' : text
    }
    for (const [, field, param] of filter.matchAll(/\b(\w+) in \$(\w+)/g)) if (LIST_PARAMS[param]) conditions[field] = LIST_PARAMS[param]
    found.push({ type, conditions, bySlug: /slug\.current == \$slug/.test(filter), otherThanSlug: /slug\.current != \$slug/.test(filter) })
  }
  // The featured ports, read through the site settings, are shown by the pages that list them (the
  // settings themselves are in every page's frame, below).
  if (/featuredPorts\[\]->/.test(query))
    found.push({ type: 'port', conditions: {}, bySlug: false, otherThanSlug: /slug\.current != \$slug/.test(query), featured: true })
  // Ports listed by reference (a coverage zone's ports) show on the page as the ports they are.
  if (query.includes('ports[]->')) found.push({ type: 'port', conditions: {}, bySlug: false, otherThanSlug: false, zoned: true })
  // (The privacy notice's contacts, read through rich text where a text inserts them, are not the frame's settings.)
  if (/\*\[_id == "siteSettings"\](?!\[0\]\.(featuredPorts|grievance))/.test(query))
    found.push({ type: 'siteSettings', conditions: {}, bySlug: false, otherThanSlug: false })
  return found
}

const listed = (doc: LocatedDocument, ids: readonly string[] = []) =>
  doc._id !== undefined && ids.includes(doc._id.replace(/^drafts\./, ''))

const shows = (selection: Selection, doc: LocatedDocument, lists: PortLists = {}) =>
  selection.type === doc._type &&
  Object.entries(selection.conditions).every(([field, value]) =>
    Array.isArray(value) ? value.includes(doc[field] as string) : doc[field] === value,
  ) &&
  (!selection.featured || listed(doc, lists.featured)) &&
  (!selection.zoned || listed(doc, lists.zoned))

/**
 * The pages that show a document: its own page first (a port, a CMS page), then every page whose
 * query reads it. A page with a parameter is shown by an example: the first port's page for what
 * every port page shows, the not-found page for what unknown addresses show. `lists`: the ids of
 * the ports the site settings feature (the footer, the home page and the port pages list those) and
 * of those the coverage zones list (their cards on the home, fleet retainer and salvage pages).
 */
export function pagesShowing(doc: LocatedDocument, firstPortSlug?: string | null, lists: PortLists = {}): DocumentLocation[] {
  const examples: Record<string, string | undefined> = {
    '/ports/:portSlug': firstPortSlug ? `/ports/${firstPortSlug}` : undefined,
    '/:slug': '/404',
  }
  const locations: DocumentLocation[] = []
  for (const page of PAGES) {
    const query = queries[page.query]
    for (const selection of selections(query).filter((s) => shows(s, doc, lists))) {
      if (selection.otherThanSlug) continue
      if (selection.bySlug) {
        // Its own page: the route's address with the slug (a list's query may select a document by slug too, /notices).
        const own = /:\w+$/.test(page.path) && doc.slug ? page.path.replace(/:\w+$/, doc.slug) : undefined
        if (own && !locations.some((l) => l.href === own)) locations.unshift({ title: doc.title ?? doc.name ?? doc.slug ?? own, href: own })
        continue
      }
      const href = page.path.includes(':') ? examples[page.path] : page.path
      if (href && !locations.some((l) => l.href === href)) locations.push({ title: PAGE_COPY[page.copy].title, href })
    }
  }
  for (const owner of lists.sections ?? []) {
    const page = owner._type === 'pageCopy' ? PAGES.find((p) => p.copy === owner.key && !p.path.includes(':')) : undefined
    // A page's sections, a notice's after its text, or a fixed page's own.
    const own = owner._type === 'page' ? '/' : owner._type === 'notice' ? `${NOTICES_PATH}/` : undefined
    const href = own !== undefined ? (owner.slug ? `${own}${owner.slug}` : undefined) : page?.path
    const title = own !== undefined ? (owner.title ?? owner.slug ?? '') : PAGE_COPY[owner.key as PageCopyKey]?.title
    if (href && title !== undefined && !locations.some((l) => l.href === href)) locations.push({ title, href })
  }
  if (selections(queries.SITE_SETTINGS_QUERY).some((s) => shows(s, doc, lists))) {
    // Shown in the frame of every page: one entry for the home page, which names it.
    const home = locations.find((l) => l.href === '/')
    const everyPage = 'Every page (header, footer or newsletter)'
    if (home) home.title = `${home.title}, and ${everyPage.toLowerCase()}`
    else locations.push({ title: everyPage, href: '/' })
  }
  return locations
}

/** The main document of each page: the one Presentation opens beside it. */
export const mainDocuments: DocumentResolver[] = [
  { route: '/ports/:portSlug', filter: `_type == "port" && slug.current == $portSlug` },
  { route: '/notices/:slug', filter: `_type == "notice" && slug.current == $slug` },
  ...PAGES.flatMap(({ path, copy }): DocumentResolver[] =>
    path.includes(':') ? [] : [{ route: path, filter: `_type == "pageCopy" && key == "${copy}"` }],
  ),
  {
    route: ['/:a', '/:a/:b'],
    resolve: ({ path }) => ({ filter: `_type == "page" && slug.current == $slug`, params: { slug: path.slice(1) } }),
  },
]

/**
 * The document as the editor sees it (draft first), with the fields `pagesShowing` compares, the
 * first port, and the published pages and page copies whose sections show it.
 */
const LOCATE_QUERY = `{
  "doc": coalesce(*[_id == $draftId][0], *[_id == $id][0]){ ..., "slug": slug.current },
  "firstPortSlug": *[_type == "port" && defined(slug.current)] | order(order asc)[0].slug.current,
  "featured": coalesce(*[_id == "siteSettings"][0].featuredPorts[]._ref, []),
  "zoned": *[_type == "coverageZone"].ports[]._ref,
  "sections": *[_type in ["page", "pageCopy", "notice"] && !(_id in path("drafts.**")) && count(blocks[references($id) || _type in $showing]) > 0]{
    _type, key, title, "slug": slug.current
  }
}`

/**
 * What the document form's banner says: "Used on every page" for what the frame of every page
 * shows (the site settings, the header and footer copy), else the Studio's own "Used on N pages"
 * over the pages listed; a caution when no page shows the document.
 */
export function locationsState(doc: LocatedDocument | null, firstPortSlug?: string | null, lists: PortLists = {}) {
  const found = doc ? pagesShowing(doc, firstPortSlug, lists) : []
  if (!found.length) return { message: 'No page of the site shows this document.', tone: 'caution' as const }
  if (doc && selections(queries.SITE_SETTINGS_QUERY).some((s) => shows(s, doc, lists)))
    return { message: 'Used on every page', locations: found }
  return { locations: found }
}

const locations: DocumentLocationResolver = ({ id, type }, { documentStore }) =>
  documentStore
    .listenQuery(LOCATE_QUERY, { id, draftId: `drafts.${id}`, showing: sectionsShowing(type) }, { perspective: 'raw' })
    .pipe(
      map(({ doc, firstPortSlug, featured, zoned, sections }: { doc: LocatedDocument | null; firstPortSlug: string | null } & PortLists) =>
        locationsState(doc, firstPortSlug, { featured, zoned: zoned ?? [], sections: sections ?? [] }),
      ),
    )

/** The Presentation tool, previewing the site at `previewUrl` (its origin is the only one allowed to talk to the Studio). */
export function presentation(previewUrl: string) {
  return presentationTool({
    previewUrl: { initial: previewUrl },
    allowOrigins: [new URL(previewUrl).origin],
    resolve: { mainDocuments, locations },
  })
}
