/**
 * What a page needs to be shown, one rule for the build and the browser: its h1 has text (not blank
 * once trimmed, nor made of invisible characters only), and its page copy has every section, item
 * and form field its page reads (contract/page-copy.ts). The build stops on a page that lacks it
 * (loadContent at build time, and the check of the prerendered HTML in tools/site-build/site-build.ts);
 * a refresh in the browser never replaces a page with content that lacks it (live.ts `canReplace`).
 * Loaded with live.ts, after hydration: nothing here weighs on a page's first load.
 */
import { missingNeeds, pageCopyEntry, showsHero, type MissingNeed } from '../../contract/page-copy.ts'
import { hasText } from '../../contract/has-text.ts'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export { hasText }

/**
 * One thing a page lacks, in an editor's words: the document (as the Studio lists it, with its id
 * for a link), the field (by its label in the Studio), and what is wrong with it; and the field's
 * path in the Studio ("hero.title"), which the Site status's "To fix" opens.
 */
export type PageNeed = {
  id: string
  document: string
  field: string
  problem: string
  path: string
  /** A page copy's missing word: the page, its sections and the need, which the build names as the Studio shows them (studio-names.ts `needWords`). */
  copy?: { page: string; sections: unknown; need: MissingNeed }
}

/** What is wrong with a text the page needs: "is empty", or "holds only spaces" when it has a value a reader cannot see. */
const emptiness = (value: unknown) => (typeof value === 'string' && value !== '' ? 'holds only spaces' : 'is empty')

/**
 * The Studio's labels of the fields named here (schemas/: tests/unit/studio-words.test.ts holds
 * them to the schema, so a renamed field is renamed here too).
 */
export const NEED_FIELDS = {
  heroTitle: ['pageCopy', 'hero', 'title'],
  portName: ['port', 'name'],
  portFullName: ['port', 'fullName'],
  pageTitle: ['page', 'title'],
  pageSections: ['page', 'blocks'],
  noticeTitle: ['notice', 'title'],
  sections: ['pageCopy', 'sections'],
  portSlug: ['port', 'slug'],
  pageSlug: ['page', 'slug'],
  noticeSlug: ['notice', 'slug'],
} as const

export const NEED_LABELS: Record<keyof typeof NEED_FIELDS, string> = {
  heroTitle: 'Hero › Title',
  portName: 'Name',
  portFullName: 'Full name',
  pageTitle: 'Title',
  pageSections: 'Sections',
  noticeTitle: 'Title',
  sections: 'Sections',
  portSlug: 'Slug',
  pageSlug: 'Slug',
  noticeSlug: 'Slug',
}

/** A field of NEED_FIELDS as a need names it: by its label in the Studio, and its path there ("hero.title"), which "To fix" opens. */
export const needAt = (field: keyof typeof NEED_FIELDS) => ({ field: NEED_LABELS[field], path: NEED_FIELDS[field].slice(1).join('.') })

type Keyed = { _key?: unknown; key?: unknown; name?: unknown }
const keyed = (list: unknown): Keyed[] => (Array.isArray(list) ? list.filter(isRecord) : [])
const segment = (field: string, entry: Keyed | undefined) =>
  typeof entry?._key === 'string' && /^[\w-]+$/.test(entry._key) ? `${field}[_key=="${entry._key}"]` : undefined

/**
 * Where in the Studio a page copy's missing word is to be put back: the section's dialog (a word
 * of it removed), the form field or item whose word is empty, or the Sections list (a section
 * missing, or a result without the sections' keys).
 */
export function missingCopyPath(sections: unknown, need: MissingNeed): string {
  const section = keyed(sections).find((entry) => entry.key === need.section)
  const inSection = segment('sections', section)
  if (!inSection || need.name === undefined) return NEED_FIELDS.sections[1]
  for (const list of ['fields', 'items'] as const) {
    const entry = keyed((section as Record<string, unknown>)[list]).find((item) => item.name === need.name)
    const at = segment(list, entry)
    if (at) return `${inSection}.${at}.${need.word ?? (list === 'items' ? 'title' : 'label')}`
  }
  return inSection
}

/**
 * What a page query's result lacks of what its page shows: the page copy's (the result's own, or
 * the layout copy in the site settings) sections, items and fields, and the h1's text as the
 * routes render it: a port's `fullName || name`, a CMS page's or a notice's title, else the copy's
 * hero title where the page shows one; and a CMS page's sections (at least one).
 */
export function pageNeeds(data: unknown): PageNeed[] {
  if (!isRecord(data)) return []
  const needs: PageNeed[] = []
  for (const value of [data, ...Object.values(data)]) {
    const entry = isRecord(value) ? pageCopyEntry(value.key) : undefined
    if (!isRecord(value) || !entry) continue
    const key = String(value.key)
    const copy = { id: `pageCopy.${key}`, document: `Page copy "${entry.title}"` }
    // Each need at its own place: "To fix" opens the first's.
    for (const need of missingNeeds(key, value.sections))
      needs.push({
        ...copy,
        field: NEED_LABELS.sections,
        problem: 'lack what the page shows',
        path: missingCopyPath(value.sections, need),
        copy: { page: key, sections: value.sections, need },
      })
    const hero = isRecord(value.hero) ? value.hero : {}
    if (showsHero(key, 'title') && !hasText(hero.title)) needs.push({ ...copy, ...needAt('heroTitle'), problem: emptiness(hero.title) })
  }
  const port = isRecord(data.port) ? data.port : undefined
  if (port && !hasText(port.fullName || port.name)) {
    // The h1 is the full name, else the name: name the one field that leaves it blank.
    const blankFullName = typeof port.fullName === 'string' && port.fullName !== ''
    const document = `Port "${hasText(port.name) ? port.name : String(port._id ?? 'unnamed')}"`
    needs.push(
      blankFullName
        ? {
            id: String(port._id),
            document,
            ...needAt('portFullName'),
            problem: emptiness(port.fullName),
          }
        : { id: String(port._id), document, ...needAt('portName'), problem: emptiness(port.name) },
    )
  }
  const page = isRecord(data.page) ? data.page : undefined
  if (page && !hasText(page.title))
    needs.push({
      id: String(page._id),
      document: `Page "/${String(page.slug ?? '')}"`,
      ...needAt('pageTitle'),
      problem: emptiness(page.title),
    })
  // A page is its sections: without one it would show its title alone (a dataset from before
  // sections keeps its text in `body`, which `npm run content:migrate` moves into a section).
  if (page && !(Array.isArray(page.blocks) && page.blocks.length > 0))
    needs.push({
      id: String(page._id),
      document: `Page "/${String(page.slug ?? '')}"`,
      ...needAt('pageSections'),
      problem: "is empty: add a section (an older dataset: npm run content:migrate turns a page's body into one)",
    })
  // A notice's page: its title is its h1.
  const notice = isRecord(data.notice) ? data.notice : undefined
  if (notice && !hasText(notice.title))
    needs.push({
      id: String(notice._id),
      document: `Notice "/notices/${String(notice.slug ?? '')}"`,
      ...needAt('noticeTitle'),
      problem: emptiness(notice.title),
    })
  return needs
}
