/**
 * Page-copy words as editors see them in the Studio: every interface word says where it shows
 * (contract/where-words-show.ts), and a page copy lacking a word it needs is refused in the Studio's
 * titles, never by machine keys (schemas/copy-refusals.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { PAGE_COPY } from '../../contract/page-copy.ts'
import { whereItShows } from '../../contract/where-words-show.ts'
import { neededCopy, sectionsOnce, type RefusalContext } from '../../schemas/copy-refusals.ts'
import { seedDocuments } from '../../tools/stand-ins/content/assets'

type Entry = { name?: string; title?: string; label?: string; requiredMessage?: string }
type Section = { _key: string; key: string; heading?: string; items?: Entry[]; fields?: Entry[] }
type Copy = { _id: string; key: string; sections: Section[] }

let copies: Map<string, Copy>
beforeAll(async () => {
  const { documents } = await seedDocuments()
  copies = new Map(documents.filter((doc) => doc._type === 'pageCopy').map((doc) => [doc.key as string, doc as unknown as Copy]))
})

/** A page copy's sections with one change (a copy, the seed untouched). */
function changed(key: string, change: (sections: Section[]) => void) {
  const sections = structuredClone(copies.get(key)!.sections)
  change(sections)
  return sections
}
const section = (sections: Section[], key: string) => sections.find((s) => s.key === key)!

/** A validation context for the draft of a page copy whose published version is `published` (none: never published). */
const context = (key: string, published?: Section[]): RefusalContext => ({
  document: { _id: `drafts.pageCopy.${key}`, key },
  getClient: () => ({ fetch: async (_query, params) => (params.id === `pageCopy.${key}` ? (published ?? null) : null) }),
})

describe('where each interface word shows', () => {
  const interfaceWords = PAGE_COPY.layout.needs.interface

  it('has a line an editor understands for every one of the 53 interface words', () => {
    expect(interfaceWords).toHaveLength(53)
    for (const name of interfaceWords) {
      const where = whereItShows('layout', 'interface', name)
      expect(where, name).toMatch(/^\S.{30,}\.$/)
      // Said in words, not by the name the page finds it by ("mainNav").
      if (/[A-Z]/.test(name)) expect(where, name).not.toContain(name)
    }
  })

  it('has one for each word the seeded layout copy holds in that section', () => {
    for (const item of section(copies.get('layout')!.sections, 'interface').items ?? []) {
      expect(whereItShows('layout', 'interface', item.name), item.name).toBeTruthy()
    }
    expect(whereItShows('layout', 'interface', 'not-a-word')).toBeUndefined()
    expect(whereItShows('home', 'interface', 'mainNav')).toBeUndefined()
  })
})

describe('refusals name things as the Studio shows them', () => {
  const machineKeys = /"interface"|mainNav|vesselName|requiredMessage|"form"|"newsletter"|"sla"/

  it('names a removed word by its text as last published, in its section as titled in the list', async () => {
    const sections = changed('layout', (list) => {
      const words = section(list, 'interface')
      words.items = words.items!.filter((item) => item.name !== 'mainNav')
    })
    const message = await neededCopy(sections, context('layout', copies.get('layout')!.sections))
    expect(message).toBe(
      'This page needs "Main" in "Menu, screen-reader and error words": add it back, or that part of the page stays empty and the site will not build',
    )
  })

  it('names a word never published by where it shows', async () => {
    const sections = changed('layout', (list) => {
      section(list, 'interface').items!.find((item) => item.name === 'mainNav')!.title = ''
    })
    const message = String(await neededCopy(sections, context('layout')))
    expect(message).toContain(
      `a word of "Menu, screen-reader and error words" (Read by screen readers only: their name for the header's menu of pages)`,
    )
    expect(message).not.toMatch(machineKeys)
  })

  it("names a form field's emptied message by its title in the field's form, the field by its label, the section by its heading", async () => {
    const sections = changed('portCallCompliance', (list) => {
      delete section(list, 'form').fields!.find((field) => field.name === 'vesselName')!.requiredMessage
    })
    const message = String(await neededCopy(sections, context('portCallCompliance', copies.get('portCallCompliance')!.sections)))
    expect(message).toContain('the "Message when left empty" of "Vessel name" in "Vessel & port details"')
    expect(message).not.toMatch(machineKeys)
  })

  it('names a missing section and a section held twice by their titles', async () => {
    const without = changed('layout', (list) => list.splice(list.indexOf(section(list, 'newsletter')), 1))
    const message = String(await neededCopy(without, context('layout')))
    expect(message).toContain('the section "Newsletter sign-up"')
    expect(message).not.toMatch(machineKeys)
    const twice = changed('home', (list) => list.push({ ...section(list, 'sla'), _key: 'again' }))
    expect(sectionsOnce(twice)).toBe(`The section "${section(twice, 'sla').heading}" is there twice: remove one`)
    expect(await neededCopy(copies.get('home')!.sections, context('home'))).toBe(true)
  })
})
