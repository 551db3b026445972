/**
 * The schema's validation rules catch broken content: seed documents broken one way at a time
 * (blank text, bad links, phones and addresses, lost sections, fields and words, duplicates, an
 * unknown field) and validated as the Studio does (tests/unit/seed-validation.ts), each refused
 * with a message in an editor's words, or warned of.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { SanityDocument, Schema } from 'sanity'
import { BLANK_TEXT_MESSAGE } from '../../schemas/filled-text.ts'
import { compileSchema, imported, validate } from './seed-validation'

let schema: Schema

beforeAll(() => {
  schema = compileSchema()
})

describe('the validation rules catch broken content', () => {
  const byId = (id: string) => structuredClone(imported.find((d) => d._id === id)) as SanityDocument & Record<string, unknown>
  type Section = {
    _type: string
    _key: string
    body?: Array<{ style: string; markDefs: unknown[]; children: Array<Record<string, unknown>> }>
  }
  /** The rich text of a page's rich-text section that inserts a company contact (the Partner Portal's "How to become a partner"). */
  const richText = (page: Record<string, unknown>) =>
    (page.blocks as Section[])
      .filter((block) => block._type === 'richTextBlock')
      .map((block) => block.body!)
      .find((body) => body.some((block) => block.children.some((child) => child._type === 'companyContact')))!
  const errorsOf = async (doc: SanityDocument, dataset = imported) =>
    (
      await validate(
        doc,
        dataset.map((d) => (d._id === doc._id ? doc : d)),
      )
    ).filter((m) => m.level === 'error')

  it('refuses a text of spaces alone (or invisible characters) wherever it is, as the build does, and takes the field emptied where it is optional', async () => {
    const copy = byId('pageCopy.home')
    ;(copy.hero as Record<string, unknown>).title = ' '
    const port = byId('port.mumbai')
    port.fullName = '\u200b \u00a0'
    ;(port.localNuances as string[])[0] = '   '
    const errors = [...(await errorsOf(copy)), ...(await errorsOf(port))].map((m) => `${JSON.stringify(m.path)} ${m.message}`)
    expect(errors).toEqual([
      `["hero","title"] ${BLANK_TEXT_MESSAGE}`,
      `["fullName"] ${BLANK_TEXT_MESSAGE}`,
      `["localNuances",0] ${BLANK_TEXT_MESSAGE}`,
    ])
    ;(copy.hero as Record<string, unknown>).title = 'Salvage'
    expect(await errorsOf(copy)).toEqual([])
  })

  it("says what is wrong in an editor's words, never as a pattern", async () => {
    const port = byId('port.mumbai')
    port.responseTime = 'within 2-4 hours'
    const settings = byId('siteSettings')
    settings.whatsappNumber = '+91 98200 02400'
    const document = byId('pageCopy.docSlaSchedule')
    document.documentId = 'gsi sla'
    document.documentVersion = 'v1'
    const messages = [...(await errorsOf(port)), ...(await errorsOf(settings)), ...(await errorsOf(document))].map((m) => m.message)
    expect(messages).toEqual([
      'Write it in hours, as a number or a range, e.g. "2-4 hours" or "6 hours"',
      'Write 10 to 15 digits with the country code, no "+" or spaces, e.g. 919820002400',
      'Write it in capital letters and digits, with hyphens between the parts, e.g. "GSI-COMPLIANCE-PACK"',
      'Write the version as two numbers with a dot, e.g. "1.0" or "2.3"',
    ])
    expect(messages.join(' ')).not.toMatch(/pattern/)
  })

  it('rejects a WhatsApp number with "+" or spaces, a bad email and an http site URL', async () => {
    const doc = byId('siteSettings')
    doc.whatsappNumber = '+91 98200 02400'
    doc.supportEmail = 'support at example'
    doc.siteUrl = 'http://www.globalsalvage.example/'
    const paths = (await errorsOf(doc)).map((m) => String(m.path[0]))
    expect(paths).toEqual(expect.arrayContaining(['whatsappNumber', 'supportEmail', 'siteUrl']))
  })

  it('rejects a port with fewer than three nuances, a bad phone and a missing coordinate', async () => {
    const doc = byId('port.mumbai')
    doc.localNuances = ['Only one', 'and two']
    ;(doc.emergencyContacts as Array<Record<string, unknown>>)[0].contact = 'call VTS'
    delete doc.coordinates
    const paths = (await errorsOf(doc)).map((m) => String(m.path[0]))
    expect(paths).toEqual(expect.arrayContaining(['localNuances', 'emergencyContacts', 'coordinates']))
  })

  it("warns on a port's own contact last verified over 90 days ago, refuses one without a date or phone, and asks neither of the company's desk", async () => {
    const doc = byId('port.mumbai')
    const contacts = doc.emergencyContacts as Array<Record<string, unknown>>
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    contacts[0].verified = day(91)
    contacts[1].verified = day(89)
    delete contacts[2].verified
    const company = contacts.find((c) => c.source === 'company')!
    expect(company.contact).toBeUndefined()
    const markers = await validate(
      doc,
      imported.map((d) => (d._id === doc._id ? doc : d)),
    )
    const at = (level: string) => markers.filter((m) => m.level === level).map((m) => JSON.stringify(m.path))
    expect(at('warning')).toEqual([JSON.stringify(['emergencyContacts', { _key: contacts[0]._key }, 'verified'])])
    expect(markers.find((m) => m.level === 'warning')!.message).toMatch(/^Last verified 91 days ago/)
    expect(at('error')).toEqual([JSON.stringify(['emergencyContacts', { _key: contacts[2]._key }, 'verified'])])

    contacts[2].verified = day(-10)
    delete contacts[1].contact
    const errors = (await errorsOf(doc)).map((m) => `${JSON.stringify(m.path)} ${m.message}`)
    expect(errors).toEqual([
      expect.stringMatching(/"contact"\] Enter the phone number/),
      expect.stringMatching(/"verified"\] This date is in the future/),
    ])
  })

  it('rejects a coverage zone with neither ports nor other places, and a port listed twice', async () => {
    const zone = byId('coverageZone.west-coast')
    expect(await errorsOf(zone)).toEqual([])
    const ports = zone.ports as Array<{ _key: string; _ref: string }>
    zone.ports = [...ports, { ...ports[0], _key: 'again' }]
    expect(new Set((await errorsOf(zone)).map((m) => String(m.path[0])))).toEqual(new Set(['ports']))
    zone.ports = []
    delete zone.places
    const errors = await errorsOf(zone)
    expect(errors.map((m) => m.message)).toEqual(['Choose the ports of this zone, or name the places it covers below'])
    zone.places = 'Cochin'
    expect(await errorsOf(zone)).toEqual([])
  })

  it('rejects a heading over 80 characters in a page body, and takes a company contact inserted in the text', async () => {
    const page = byId('page.agents-partner')
    const body = richText(page)
    expect(body.some((block) => block.children.some((child) => child._type === 'companyContact'))).toBe(true)
    expect(await errorsOf(page)).toEqual([])
    const heading = {
      _type: 'block',
      _key: 'heading',
      style: 'h2',
      markDefs: [],
      children: [{ _type: 'span', _key: 'long', text: 'x'.repeat(81), marks: [] }],
    }
    body.push(heading)
    const errors = await errorsOf(page)
    expect(errors.map((m) => m.message)).toEqual([expect.stringContaining('A heading has at most 80 characters (this one has 81)')])
    heading.children[0].text = 'x'.repeat(80)
    expect(await errorsOf(page)).toEqual([])
  })

  it('rejects a duplicate port slug and a duplicate page-copy key', async () => {
    const port = byId('port.mundra')
    ;(port.slug as { current: string }).current = 'mumbai'
    expect((await errorsOf(port)).map((m) => String(m.path[0]))).toContain('slug')

    const copy = byId('pageCopy.contact')
    copy.key = 'home'
    expect((await errorsOf(copy)).map((m) => String(m.path[0]))).toContain('key')
  })

  it('rejects javascript: links in rich text and copy items, and duplicate section keys', async () => {
    const page = byId('page.agents-partner')
    const link = (richText(page) as Array<{ markDefs: Array<{ _type: string; href: string }> }>)
      .flatMap((b) => b.markDefs)
      .find((def) => def._type === 'link')
    link!.href = 'javascript:alert(1)'
    expect((await errorsOf(page)).length).toBeGreaterThan(0)

    const copy = byId('pageCopy.home')
    const sections = copy.sections as Array<{ key: string; items?: Array<{ href?: string }> }>
    sections[0].items![0].href = 'javascript:alert(1)'
    sections[1].key = sections[2].key
    const messages = (await errorsOf(copy)).map((m) => JSON.stringify(m.path))
    expect(messages.some((p) => p.includes('items'))).toBe(true)
    expect(messages.some((p) => p === '["sections"]')).toBe(true)
  })

  it('rejects a copy item that links both to a path and to a port or page', async () => {
    const copy = byId('pageCopy.layout')
    const partner = (copy.sections as Array<{ key: string; items: Array<Record<string, unknown>> }>)
      .find((entry) => entry.key === 'footer-resources')!
      .items.find((item) => item.internal)!
    partner.href = '/agents/partner'
    expect((await errorsOf(copy)).map((m) => m.message)).toContain('Set a link or a port or page, not both')
  })

  it('rejects a page copy that lost a section its page shows, naming the section by its heading as published', async () => {
    // The editor's draft, beside the published copy (the seed's), as the Studio validates it.
    const copy = Object.assign(byId('pageCopy.home'), { _id: 'drafts.pageCopy.home' })
    copy.sections = (copy.sections as Array<{ key: string }>).filter((section) => section.key !== 'sla' && section.key !== 'coverage')
    const messages = (await errorsOf(copy)).filter((m) => JSON.stringify(m.path) === '["sections"]').map((m) => m.message)
    expect(messages).toEqual([
      expect.stringContaining(
        'This page needs the section "Service levels we put in writing"; the section "Pan-India coverage": add them back',
      ),
    ])
  })

  it("rejects a page copy that lost a form field, a field's message or a word its page reads by name, naming each", async () => {
    const copy = Object.assign(byId('pageCopy.portCallCompliance'), { _id: 'drafts.pageCopy.portCallCompliance' })
    const form = (
      copy.sections as Array<{ key: string; fields: Array<Record<string, unknown>>; items: Array<Record<string, unknown>> }>
    ).find((entry) => entry.key === 'form')!
    form.fields = form.fields
      .filter((field) => field.name !== 'imo')
      .map((field) => (field.name === 'vesselName' ? { ...field, requiredMessage: undefined } : field))
    form.items = form.items.filter((item) => item.name !== 'submitting')
    const messages = (await errorsOf(copy)).filter((m) => JSON.stringify(m.path) === '["sections"]').map((m) => m.message)
    // In the Studio's words: the field's and the word's text as published, the message's title in the field's form, the section's heading.
    expect(messages).toEqual([
      expect.stringContaining(
        'the "Message when left empty" of "Vessel name" in "Vessel & port details"; "IMO number" in "Vessel & port details"; "Submitting..." in "Vessel & port details"',
      ),
    ])
  })

  it('hides the hero parts, SEO and document details a page does not show, and requires the hero title where it is shown', async () => {
    const layout = schema.get('pageCopy') as unknown as {
      fields: Array<{ name: string; type: { hidden?: unknown; fields?: Array<{ name: string; type: { hidden?: unknown } }> } }>
    }
    const field = (name: string) => layout.fields.find((entry) => entry.name === name)!.type
    const hidden = (callback: unknown, key: string) =>
      (callback as (context: { document: { key: string } }) => boolean)({ document: { key } })
    expect(hidden(field('hero').hidden, 'layout')).toBe(true)
    expect(hidden(field('seo').hidden, 'layout')).toBe(true)
    expect(hidden(field('documentId').hidden, 'home')).toBe(true)
    expect(hidden(field('documentId').hidden, 'docSlaSchedule')).toBe(false)
    const heroPart = (name: string) => field('hero').fields!.find((entry) => entry.name === name)!.type.hidden
    expect([
      hidden(heroPart('title'), 'port'),
      hidden(heroPart('eyebrow'), 'port'),
      hidden(heroPart('image'), 'about'),
      hidden(heroPart('image'), 'home'),
    ]).toEqual([true, false, true, false])
    const about = byId('pageCopy.about')
    delete (about.hero as Record<string, unknown>).title
    expect((await errorsOf(about)).map((m) => JSON.stringify(m.path))).toContain('["hero","title"]')
  })

  it('rejects a case study image without alt text and a timeline year before 2013 or after next year', async () => {
    const study = byId('caseStudy.mumbai-emergency-tow')
    delete (study.image as Record<string, unknown>).alt
    expect((await errorsOf(study)).map((m) => JSON.stringify(m.path))).toContain('["image","alt"]')

    const nextYear = new Date().getFullYear() + 1
    for (const [year, valid] of [
      [2012, false],
      [nextYear, true],
      [nextYear + 1, false],
    ] as const) {
      const entry = byId('timelineEntry.2013')
      entry.year = year
      expect((await errorsOf(entry)).map((m) => String(m.path[0])).includes('year'), `year ${year}`).toBe(!valid)
    }
  })

  it('reports a field the schema does not define', async () => {
    const doc = byId('caseStudy.vadinar-pre-arrival-pack')
    doc.headline = 'typo for title'
    const markers = await validate(doc, imported, 'cli')
    expect(markers.some((m) => String(m.message).includes('headline') || JSON.stringify(m).includes('headline'))).toBe(true)
  })

  it('warns (not errors) on an SEO title over 70 characters', async () => {
    const doc = byId('pageCopy.about')
    ;(doc.seo as Record<string, unknown>).title = 'x'.repeat(71)
    const markers = await validate(doc, imported)
    expect(markers.filter((m) => m.level === 'error')).toEqual([])
    expect(markers.some((m) => m.level === 'warning' && JSON.stringify(m.path) === '["seo","title"]')).toBe(true)
  })
})
