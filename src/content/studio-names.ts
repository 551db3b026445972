/**
 * Where a build's reason says a place, it names each step as the Studio shows it (issue 63, item 9):
 * a field by its title, a tab by its title, a page copy's section by its line in the Sections list
 * (its heading, else what it is: schemas/section-titles.ts), an item or form field by its line (its
 * title or label, "Untitled" without one), a form field's word by its title in the field's form:
 * `Page copy "Contact" › Sections › "How to reach us" lacks …`, never `"channels" › "emergencyPhone"`.
 * The titles are read from the schema (schemas/), never written here: tests/unit/studio-words.test.ts
 * holds them to the Studio's. Build-time
 * words only: the browser's bundle never imports this module.
 */
import type { MissingNeed } from '../../contract/page-copy.ts'
import type { PageNeed } from './page-needs.ts'
import { whereItShows } from '../../contract/where-words-show.ts'
import { sectionTitle } from '../../schemas/section-titles.ts'
import { siteSettings } from '../../schemas/documents/siteSettings.ts'
import { copyItem } from '../../schemas/objects/copyItem.ts'
import { copySection } from '../../schemas/objects/copySection.ts'
import { formField } from '../../schemas/objects/formField.ts'

/** "camelCase" as words ("vessel name"): the last resort for a word that has no text, no title and no place. */
export const camelWords = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()

type Titled = { name: string; title?: string; group?: string | string[] }
const titlesOf = (type: { fields?: readonly Titled[] }) =>
  Object.fromEntries((type.fields ?? []).map((field) => [field.name, field.title ?? camelWords(field.name)]))

/** A form field's words by their titles in its form (schemas/objects/formField.ts). */
export const FORM_FIELD_TITLES: Record<string, string> = titlesOf(formField)

/** The lists of a page copy's section, by their titles (schemas/objects/copySection.ts). */
export const SECTION_LIST_TITLES = (({ items, fields }) => ({ items: items!, fields: fields! }))(titlesOf(copySection))

/** An item's words by their titles (schemas/objects/copyItem.ts). */
export const ITEM_FIELD_TITLES: Record<string, string> = titlesOf(copyItem)

/**
 * The Site settings' fields, each by its tab and its title (schemas/documents/siteSettings.ts):
 * "Contact › 24/7 emergency phone".
 */
export const SETTINGS_FIELDS: Record<string, { tab: string; title: string }> = Object.fromEntries(
  (siteSettings.fields as readonly Titled[]).map((field) => [
    field.name,
    {
      tab: siteSettings.groups?.find((group) => [field.group].flat().includes(group.name))?.title ?? '',
      title: field.title ?? camelWords(field.name),
    },
  ]),
)

/** A Site settings field as the Studio shows it: `Contact › "24/7 emergency phone"` (a field not listed: its name in words). */
export function settingsFieldWords(name: string) {
  const field = SETTINGS_FIELDS[name]
  return field ? `${field.tab ? `${field.tab} › ` : ''}"${field.title}"` : `"${camelWords(name)}"`
}

type Entry = Record<string, unknown>
type Section = Entry & { key?: unknown; heading?: unknown; items?: unknown; fields?: unknown }
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value)
const listOf = (value: unknown): Entry[] => (Array.isArray(value) ? value.filter(isEntry) : [])
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** A section's line in the Sections list: its heading, else what it is. */
const sectionName = (section: Section | undefined, key: string) => textOf(section?.heading) ?? sectionTitle(key)

/**
 * What a page copy lacks, one need, as the Studio shows the way to it from the document: `at`, and
 * either what is missing there (`lacking`) or that the field at `at` is empty.
 */
export function copyNeedPlace(page: unknown, sections: unknown, need: MissingNeed): { at: string; lacking?: string } {
  const section = listOf(sections).find((entry) => entry.key === need.section) as Section | undefined
  if (!section || need.name === undefined) return { at: 'Sections', lacking: `the section "${sectionName(section, need.section)}"` }
  const at = `Sections › "${sectionName(section, need.section)}"`
  const found = (['fields', 'items'] as const)
    .map((list) => ({ list, entry: listOf(section[list]).find((entry) => entry.name === need.name) }))
    .find(({ entry }) => entry)
  if (!found?.entry) {
    // Removed: the Studio shows nothing of it any more; where the page shows it, else what the page reads it as.
    const place = whereItShows(page, need.section, need.name)
    const what = place ? `a word the page needs (${place.replace(/\.$/, '')})` : `the entry the page reads as "${camelWords(need.name)}"`
    return { at, lacking: `${what}, removed: restore it from the document's history` }
  }
  const { list, entry } = found
  const text = textOf(list === 'fields' ? entry.label : entry.title)
  const line = text ? `"${text}"` : `Untitled ("${camelWords(need.name)}")`
  const word = need.word ?? (list === 'fields' ? 'label' : 'title')
  const title = (list === 'fields' ? FORM_FIELD_TITLES : ITEM_FIELD_TITLES)[word] ?? camelWords(word)
  return { at: `${at} › ${SECTION_LIST_TITLES[list]} › ${line} › ${title}` }
}

/** The need as a clause: `Sections › "How to reach us" lacks …`, `Sections › … › Title is empty`. */
export function copyNeedWords(page: unknown, sections: unknown, need: MissingNeed) {
  const { at, lacking } = copyNeedPlace(page, sections, need)
  return lacking ? `${at} ${at === 'Sections' ? 'lack' : 'lacks'} ${lacking}` : `${at} is empty`
}

/** A need in an editor's words: `Page copy "Home page" › Hero › Title is empty`, `Page copy "Contact" › Sections › "How to reach us" lacks …`. */
export function needWords(need: PageNeed) {
  if (!need.copy) return `${need.document} › ${need.field} ${need.problem}`
  return `${need.document} › ${copyNeedWords(need.copy.page, need.copy.sections, need.copy.need)}`
}
