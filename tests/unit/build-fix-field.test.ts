/**
 * A failed build names the field to fix, not only the document (issue 59, item 14): each check that
 * stops a build prints the document and the field's Studio path ("pageCopy.contact#hero.title"),
 * which the Site status records (`fixAt`) and its "To fix" link opens. Contact's hero title emptied,
 * a word removed from a page copy's section, a form field's message emptied, a notice's title.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stopBuildWithout } from '../../src/content/build-checks'
import { missingCopyPath, pageNeeds } from '../../src/content/page-needs'
import { CONTACT_QUERY, PORT_CALL_COMPLIANCE_QUERY, REQUIRED_CONTENT_QUERY } from '../../src/content/queries'
import type { CONTACT_QUERY_RESULT, PORT_CALL_COMPLIANCE_QUERY_RESULT, REQUIRED_CONTENT_QUERY_RESULT } from '../../src/content/sanity.types'
import { failure } from '../../tools/site-build/build-reasons'
import { requiredContentProblems } from '../../tools/site-build/site-build'
import { noticeProblems } from '../../tools/site-build/content-checks'
import { seedQuery } from './seed-query'

/** What stopBuildWithout prints before it ends the build (its exit turned into a throw), as the Site status reads it. */
function stopped(data: unknown) {
  const lines: string[] = []
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)))
  vi.spyOn(process, 'exit').mockImplementation(() => {
    throw new Error('exit')
  })
  expect(() => stopBuildWithout(data, ['content', 'test'])).toThrow('exit')
  return failure(lines)
}

afterEach(() => vi.restoreAllMocks())

describe('a failed build records the field to fix, which "To fix" opens', async () => {
  const contact = await seedQuery<CONTACT_QUERY_RESULT>(CONTACT_QUERY)
  const preArrival = await seedQuery<PORT_CALL_COMPLIANCE_QUERY_RESULT>(PORT_CALL_COMPLIANCE_QUERY)
  const required = await seedQuery<REQUIRED_CONTENT_QUERY_RESULT>(REQUIRED_CONTENT_QUERY)
  const contactRequired = required
  const sectionKey = (sections: unknown, key: string) =>
    (sections as Array<{ key: string | null; _key: string }>).find((section) => section.key === key)!._key

  it("Contact's Hero › Title emptied: the build names the page copy and the field", () => {
    const emptied = structuredClone(contact)
    emptied.copy!.hero!.title = ''
    expect(stopped(emptied)).toEqual({
      reason: 'Page copy "Contact" › Hero › Title is empty. Fill it in, in the Studio, and publish again.',
      fix: ['pageCopy.contact'],
      fixAt: [{ _key: 'pageCopy-contact', id: 'pageCopy.contact', path: 'hero.title' }],
    })
  })

  it("a word removed from a page copy's section opens that section; an emptied form field's message, that field's message", () => {
    const lost = structuredClone(contact)
    const channels = lost.copy!.sections!.find((section) => section.key === 'channels')!
    channels.items = channels.items!.filter((item) => item.name !== 'whatsappNumber')
    expect(stopped(lost).fixAt).toEqual([{ _key: 'pageCopy-contact', id: 'pageCopy.contact', path: `sections[_key=="${channels._key}"]` }])

    const emptied = structuredClone(preArrival)
    const form = emptied.copy!.sections!.find((section) => section.key === 'form')!
    const vessel = form.fields!.find((field) => field.name === 'vesselName')!
    vessel.requiredMessage = ' '
    expect(pageNeeds(emptied).map((need) => need.path)).toEqual([
      `sections[_key=="${form._key}"].fields[_key=="${vessel._key}"].requiredMessage`,
    ])
  })

  it('the check before prerendering names the same fields: the section, the item whose title was emptied, a section missing', () => {
    const lost = structuredClone(required)
    const copy = lost.pageCopy.find((entry) => entry.key === 'contact')!
    const channels = copy.sections!.find((section) => section.key === 'channels')!
    channels.items = channels.items!.filter((item) => item.name !== 'whatsappNumber')
    expect(requiredContentProblems(lost)).toEqual([
      expect.objectContaining({ id: 'pageCopy.contact', path: `sections[_key=="${sectionKey(copy.sections, 'channels')}"]` }),
    ])
    const phone = channels.items!.find((item) => item.name === 'emergencyPhone')!
    phone.title = ''
    expect(requiredContentProblems(lost)[0]!.path).toBe(`sections[_key=="${channels._key}"].items[_key=="${phone._key}"].title`)
    // A section missing altogether: the Sections list, where it would be put back.
    expect(missingCopyPath(copy.sections, { section: 'response-promise' })).toBe('sections')
  })

  it('names each step as the Studio shows it, never by keys (issue 63, item 9): the section, the list, the line, the word', () => {
    // The 24/7 Hotline removed from Contact's "How to reach us": the dialog "To fix" opens is titled so.
    const lost = structuredClone(contact)
    const channels = lost.copy!.sections!.find((section) => section.key === 'channels')!
    channels.items = channels.items!.filter((item) => item.name !== 'emergencyPhone')
    const removed =
      'Page copy "Contact" › Sections › "How to reach us" lacks the entry the page reads as "emergency phone", removed: restore it from the document\'s history'
    expect(stopped(lost).reason).toBe(`${removed}. Fill it in, in the Studio, and publish again.`)
    const required = structuredClone(contactRequired)
    const requiredChannels = required.pageCopy
      .find((entry) => entry.key === 'contact')!
      .sections!.find((section) => section.key === 'channels')!
    requiredChannels.items = requiredChannels.items!.filter((item) => item.name !== 'emergencyPhone')
    const [problem] = requiredContentProblems(required)
    expect(problem!.words).toBe(
      'the page copy "Contact" › Sections › "How to reach us": the entry the page reads as "emergency phone", removed: restore it from the document\'s history',
    )
    for (const words of [stopped(lost).reason!, problem!.words]) expect(words).not.toMatch(/"channels"|emergencyPhone/)

    // A word emptied: the item's line ("Untitled" once its title is gone), the form field's label, the word's title in its form.
    const phone = requiredChannels.items!.find((item) => item.name === 'supportEmail')!
    phone.title = ' '
    expect(requiredContentProblems(required)[1]!.words).toBe(
      'the page copy "Contact" › Sections › "How to reach us" › Items › Untitled ("support email") › Title (empty: fill it in)',
    )
    const emptied = structuredClone(preArrival)
    const form = emptied.copy!.sections!.find((section) => section.key === 'form')!
    form.fields!.find((field) => field.name === 'vesselName')!.requiredMessage = ''
    const heading = form.heading ? `"${form.heading}"` : '"Form"'
    expect(stopped(emptied).reason).toBe(
      `Page copy "Pre-arrival letter generator" › Sections › ${heading} › Form fields › "Vessel name" › Message when left empty is empty. Fill it in, in the Studio, and publish again.`,
    )
  })

  it("a notice the Studio would refuse: its field's path", () => {
    expect(noticeProblems([{ _id: 'notice.x', title: ' ', summary: 'Closed.', alert: false, alertStarts: null, alertEnds: null }])).toEqual(
      [{ id: 'notice.x', words: 'Notice "Untitled" › Title: Required', path: 'title' }],
    )
  })
})
