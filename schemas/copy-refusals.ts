/**
 * The Studio's refusals of a page copy that lacks what its page needs (contract/page-copy.ts
 * `missingNeeds`) or holds a section twice, in what editors see, never a machine key: a section by
 * its title in the list (its heading, else what it is: schemas/section-titles.ts); a word by its
 * text (a form field by its label) as the editor last saw it, this copy's or, once removed, the
 * published copy's; a word never published by where it shows (contract/where-words-show.ts); a form
 * field's message by its title in the field's form ("Message when left empty").
 */
import { API_VERSION } from '../contract/constants.ts'
import { missingNeeds, type MissingNeed } from '../contract/page-copy.ts'
import { whereItShows } from '../contract/where-words-show.ts'
import { formField } from './objects/formField.ts'
import { sectionTitle } from './section-titles.ts'

type Entry = { name?: unknown; title?: unknown; label?: unknown } | null
type Section = { key?: unknown; heading?: unknown; items?: Entry[] | null; fields?: Entry[] | null } | null

export type RefusalContext = {
  document?: { _id?: string; key?: unknown }
  getClient: (options: { apiVersion: string }) => { fetch: (query: string, params: Record<string, unknown>) => Promise<unknown> }
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
const listOf = (sections: unknown): Section[] => (Array.isArray(sections) ? (sections as Section[]) : [])
const sectionIn = (sections: Section[], key: string) => sections.find((section) => section?.key === key)
const entryIn = (section: Section | undefined, name: string) =>
  [...(section?.fields ?? []), ...(section?.items ?? [])].find((entry) => entry?.name === name)

/** A form field's words by their titles in its form. */
const WORD_TITLES: Record<string, string | undefined> = Object.fromEntries(formField.fields.map((field) => [field.name, field.title]))

/** A section's title as its list shows it. */
const sectionName = (section: Section | undefined, key: string) => textOf(section?.heading) ?? sectionTitle(key)

/** "camelCase" as words ("vessel name"): a word's last resort, with no text and no place. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()

/** One need in the editor's words. */
function described(need: MissingNeed, page: unknown, sections: Section[], published: Section[]): string {
  const section = sectionIn(sections, need.section) ?? sectionIn(published, need.section)
  const where = `"${sectionName(section, need.section)}"`
  if (need.name === undefined) return `the section ${where}`
  const now = entryIn(sectionIn(sections, need.section), need.name)
  const before = entryIn(sectionIn(published, need.section), need.name)
  const text = textOf(now?.title ?? now?.label) ?? textOf(before?.title ?? before?.label)
  if (need.word) return `the "${WORD_TITLES[need.word] ?? words(need.word)}" of "${text ?? words(need.name)}" in ${where}`
  if (text) return `"${text}" in ${where}`
  const place = whereItShows(page, need.section, need.name)
  return place ? `a word of ${where} (${place.replace(/\.$/, '')})` : `"${words(need.name)}" in ${where}`
}

/** The published copy's sections (what the editor last saw of sections and words since removed); none when unpublished. */
async function publishedSections(context: RefusalContext): Promise<Section[]> {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '')
  if (!id) return []
  try {
    return listOf(await context.getClient({ apiVersion: API_VERSION }).fetch('*[_id == $id][0].sections', { id }))
  } catch {
    return []
  }
}

/** Every section, item and form field the page needs must be there (the `sections` field's rule). */
export async function neededCopy(sections: unknown, context: RefusalContext): Promise<string | true> {
  const page = context.document?.key
  const missing = missingNeeds(page, sections)
  if (!missing.length) return true
  const published = await publishedSections(context)
  const list = missing.map((need) => described(need, page, listOf(sections), published))
  return `This page needs ${list.join('; ')}: add ${list.length === 1 ? 'it' : 'them'} back, or that part of the page stays empty and the site will not build`
}

/** No section twice in a page copy (page code looks sections up by key). */
export function sectionsOnce(sections: unknown): string | true {
  const seen = new Set<unknown>()
  for (const section of listOf(sections)) {
    if (!section?.key) continue
    if (seen.has(section.key)) return `The section "${sectionName(section, String(section.key))}" is there twice: remove one`
    seen.add(section.key)
  }
  return true
}
