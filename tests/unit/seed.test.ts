/**
 * Validates every seed document against the Sanity schema's own rules, using Sanity's
 * `validateDocument` with the compiled schema (`createSchema`) and a stub client that
 * answers GROQ (slug/key uniqueness) from the seed data itself via groq-js.
 * Also checks ids, references, image files and the spec's fixed content facts.
 */
import { existsSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSchema, validateDocument } from 'sanity'
import type { SanityDocument, Schema } from 'sanity'
import { evaluate, parse } from 'groq-js'
import { documents, type SeedDocument } from '../../seed/content.ts'
import { assetPath } from '../../seed/images.ts'
import { schemaTypes } from '../../schemas/index.ts'
import { BLANK_TEXT_MESSAGE } from '../../schemas/filled-text.ts'
import { PAGE_COPY, PAGE_COPY_KEYS } from '../../contract/page-copy.ts'

type Marker = { level: string; message: string; path: unknown[] }

const PORTS: Record<string, string> = {
  mumbai: '2-4 hours',
  mundra: '6-8 hours',
  vadinar: '6-8 hours',
  kandla: '6-8 hours',
  visakhapatnam: '4-6 hours',
  paradip: '8-12 hours',
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

function walk(value: unknown, visit: (node: Record<string, unknown>, path: string) => void, path = ''): void {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, visit, `${path}[${i}]`))
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    visit(node, path)
    for (const [k, v] of Object.entries(node)) walk(v, visit, path ? `${path}.${k}` : k)
  }
}

/** What an import does to `_sanityAsset`: upload the file and replace it with an asset reference. */
function asImported(doc: SeedDocument): SanityDocument {
  const copy = structuredClone(doc) as Record<string, unknown>
  walk(copy, (node) => {
    if (typeof node._sanityAsset === 'string') {
      const file = assetPath(node._sanityAsset).split('/').pop() ?? 'file.svg'
      delete node._sanityAsset
      node.asset = { _type: 'reference', _ref: `image-${file.replace(/\W/g, '')}-1200x800-svg` }
    }
  })
  return { _createdAt: '2025-01-01T00:00:00Z', _updatedAt: '2025-01-01T00:00:00Z', _rev: 'seed', ...copy } as SanityDocument
}

const i18n = {
  currentLocale: { id: 'en-US' },
  loadNamespaces: async () => {},
  t: (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key),
}

/** A client stub: GROQ is evaluated with groq-js over the given dataset. */
function stubClient(dataset: SanityDocument[]) {
  const client = {
    config: () => ({ projectId: 'test', dataset: 'test', apiVersion: '2025-02-19' }),
    withConfig: () => client,
    getDataUrl: (operation: string, path = '') => `/data/${operation}/test/${path}`,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const tree = parse(query, { params })
      const result = await evaluate(tree, { dataset, params })
      return result.get()
    },
    observable: {
      fetch: () => {
        throw new Error('observable.fetch is not stubbed')
      },
      request: () => {
        throw new Error('observable.request is not stubbed')
      },
    },
  }
  return client
}

let schema: Schema

/**
 * Runs Sanity's document validation. `environment: 'studio'` gives the levels an editor sees
 * when publishing. (With 'cli', Sanity appends an unknown-fields check with `.warning()` to every
 * object-type rule, which downgrades e.g. a missing required geopoint or a duplicate slug to a
 * warning; the 'cli' run is still used below because it is the one that reports unknown fields.)
 */
async function validate(doc: SanityDocument, dataset: SanityDocument[], environment: 'studio' | 'cli' = 'studio'): Promise<Marker[]> {
  const ids = new Set(dataset.map((d) => d._id))
  const client = stubClient(dataset)
  const getClient = () => client as never
  const markers = await validateDocument({
    document: doc,
    workspace: { schema, getClient, i18n } as never,
    getClient,
    getDocumentExists: async ({ id }) => ids.has(id) || id.startsWith('image-'),
    environment,
  })
  return markers as Marker[]
}

function describeMarkers(markers: Marker[]): string[] {
  return markers.map((m) => `${m.level} at ${JSON.stringify(m.path)}: ${m.message}`)
}

const imported = documents.map(asImported)

beforeAll(() => {
  schema = createSchema({ name: 'default', types: schemaTypes }) as unknown as Schema
})

// ---------------------------------------------------------------------------
// Schema and per-document validation
// ---------------------------------------------------------------------------

describe('schema', () => {
  it('compiles without schema errors', () => {
    const problems = (
      (schema as unknown as { _validation?: Array<{ problems: Array<{ severity: string; message: string }> }> })._validation ?? []
    )
      .flatMap((group) => group.problems)
      .filter((p) => p.severity === 'error')
    expect(problems).toEqual([])
  })

  it('defines a document type for every seed document', () => {
    for (const doc of documents) {
      const type = schema.get(doc._type)
      expect(type, doc._type).toBeDefined()
    }
  })
})

describe('every seed document passes its schema validation (errors and warnings)', () => {
  it.each(imported.map((doc) => [doc._id, doc] as const))('%s', async (_id, doc) => {
    // A contact's "last verified" date ages by design (a warning 90 days on, tested below): the seed's dates are not a failure.
    // Nor is an info (a date still to come says when it appears on the site).
    const markers = (await validate(doc, imported, 'studio')).filter(
      (m) => !(m.level === 'warning' && m.message.startsWith('Last verified')) && m.level !== 'info',
    )
    expect(describeMarkers(markers)).toEqual([])
    // The CLI run additionally reports fields the schema does not define.
    const cliMarkers = (await validate(doc, imported, 'cli')).filter((m) => m.level !== 'info')
    expect(describeMarkers(cliMarkers)).toEqual([])
  })
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

// ---------------------------------------------------------------------------
// Integrity
// ---------------------------------------------------------------------------

describe('seed integrity', () => {
  it('has unique _ids', () => {
    const ids = documents.map((d) => d._id)
    expect(ids.length).toBe(new Set(ids).size)
  })

  it('resolves every reference', () => {
    const ids = new Set(documents.map((d) => d._id))
    const dangling: string[] = []
    for (const doc of documents) {
      walk(doc, (node, path) => {
        if (typeof node._ref === 'string' && !ids.has(node._ref)) dangling.push(`${doc._id}.${path} -> ${node._ref}`)
      })
    }
    expect(dangling).toEqual([])
  })

  it('points every _sanityAsset at an existing SVG with width and height', () => {
    const assets: string[] = []
    for (const doc of documents) {
      walk(doc, (node) => {
        if (typeof node._sanityAsset === 'string') assets.push(node._sanityAsset)
      })
    }
    expect(assets.length).toBeGreaterThanOrEqual(4)
    for (const asset of assets) {
      expect(asset).toMatch(/^image@file:\/\/\//)
      const file = assetPath(asset)
      expect(existsSync(file), file).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toMatch(/<svg[^>]*\swidth="\d+"[^>]*\sheight="\d+"/)
    }
  })

  it('gives every array object member a unique _key', () => {
    const problems: string[] = []
    for (const doc of documents) {
      walk(doc, (node, path) => {
        for (const [field, value] of Object.entries(node)) {
          if (!Array.isArray(value) || !value.some((v) => v && typeof v === 'object')) continue
          const keys = value.map((v) => (v as { _key?: string })._key)
          if (keys.some((k) => typeof k !== 'string')) problems.push(`${doc._id}.${path}.${field}: missing _key`)
          else if (new Set(keys).size !== keys.length) problems.push(`${doc._id}.${path}.${field}: duplicate _key`)
        }
      })
    }
    expect(problems).toEqual([])
  })
})

// ---------------------------------------------------------------------------
// Spec facts
// ---------------------------------------------------------------------------

const ofType = (type: string) => documents.filter((d) => d._type === type) as Array<Record<string, any>>

describe('spec content', () => {
  it('has the singleton site settings with the spec defaults', () => {
    const settings = documents.find((d) => d._id === 'siteSettings') as Record<string, any>
    expect(ofType('siteSettings')).toHaveLength(1)
    expect(settings.seoTitle).toBe('India Port-Call Insurance (P&I/Financial Security) + NOSDCP Response')
    expect(settings.footerTagline).toBe('Fleet-level risk control, same-day documents, named Indian partners and 24/7 mobilization.')
    expect(settings.officeLocation).toBe('Mumbai, Maharashtra')
    expect(settings.badges.map((b: { text: string }) => b.text)).toEqual(['Docs under 2h', 'DGS wording mirrored', 'NOSDCP-aligned'])
    expect(settings.metrics).toHaveLength(3)
  })

  it('has six ports with the spec slugs, response times and at least three nuances', () => {
    const ports = ofType('port')
    expect(Object.fromEntries(ports.map((p) => [p.slug.current, p.responseTime]))).toEqual(PORTS)
    expect(ports.find((p) => p.slug.current === 'mumbai')?.name).toBe('Mumbai / JNPT')
    for (const p of ports) {
      expect(p.localNuances.length, p.slug.current).toBeGreaterThanOrEqual(3)
      expect(p.coordinates.lat).toBeGreaterThan(6)
      expect(p.coordinates.lat).toBeLessThan(24)
      expect(p.coordinates.lng).toBeGreaterThan(68)
      expect(p.coordinates.lng).toBeLessThan(90)
    }
  })

  it('has every page-copy document', () => {
    const keys = ofType('pageCopy').map((d) => d.key)
    expect(keys).toEqual(expect.arrayContaining(PAGE_COPY_KEYS))
    for (const doc of ofType('pageCopy')) expect(doc._id).toBe(`pageCopy.${doc.key}`)
  })

  it('has the sections contract/page-copy.ts lists for each page, in order, and no other page copy', () => {
    const actual = Object.fromEntries(ofType('pageCopy').map((d) => [d.key, d.sections.map((s: { key: string }) => s.key)]))
    expect(actual).toEqual(Object.fromEntries(PAGE_COPY_KEYS.map((key) => [key, [...PAGE_COPY[key].sections]])))
  })

  it('has the three case studies, four coverage zones and five SLA rows with both readings', () => {
    expect(ofType('caseStudy')).toHaveLength(3)
    expect(ofType('coverageZone').map((z) => z.responseTime)).toEqual(['6-8 hours', '8-12 hours', 'Up to 24 hours', '24-48 hours'])
    const sla = ofType('slaRow').sort((a, b) => a.order - b.order)
    expect(sla.map((r) => r.service)).toEqual([
      'Document pack issuance',
      'Emergency callback',
      'West coast mobilisation',
      'East coast mobilisation',
      'Notice to DGS and customer of an irregularity',
    ])
    expect(sla[0].penalty).toBe('10% monthly retainer credit per hour of delay, capped at 50%')
    expect(sla[0].shortPenalty).toBe('10% refund per hour')
  })

  it('has the clause tables: fleet retainer 3, financial security 4, DGS summary 6', () => {
    const clauses = (table: string) =>
      ofType('clauseRow')
        .filter((r) => r.table === table)
        .map((r) => r.clause)
    expect(clauses('fleetRetainer')).toEqual(['3.1', '4.2', '5.1'])
    expect(clauses('financialSecurity')).toHaveLength(4)
    expect(clauses('dgsSummary')).toEqual(['§3', '§4', '§6A', '§6B', '§6C', '§7'])
  })

  it('has four FAQs, four executives and one advisor', () => {
    expect(ofType('faq').filter((faq) => faq.page === 'portCallCompliance')).toHaveLength(4)
    const team = ofType('teamMember')
    expect(team.filter((m) => m.group === 'executive')).toHaveLength(4)
    expect(team.filter((m) => m.group === 'advisory')).toHaveLength(1)
    expect(team.some((m) => m.title === 'Chief Operating Officer')).toBe(true)
  })

  it('has a timeline from 2013 to 2025', () => {
    const years = ofType('timelineEntry').map((e) => e.year as number)
    expect(Math.min(...years)).toBe(2013)
    expect(Math.max(...years)).toBe(2025)
    expect(years.length).toBeGreaterThanOrEqual(7)
  })

  it('has the partner portal and insurers hub pages, the privacy notice, and the sections catalogue', () => {
    expect(
      ofType('page')
        .map((p) => p.slug.current)
        .sort(),
    ).toEqual(['agents/partner', 'insurers-hub', 'privacy', 'sections'])
  })
})
