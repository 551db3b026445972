/**
 * Validates every seed document against the Sanity schema's own rules, using Sanity's
 * `validateDocument` with the compiled schema (tests/unit/seed-validation.ts), and checks ids,
 * references, image files and the spec's fixed content facts. That the rules catch broken
 * content: schema-rules.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Schema } from 'sanity'
import { documents } from '../../seed/content.ts'
import { assetPath } from '../../seed/images.ts'
import { PAGE_COPY, PAGE_COPY_KEYS } from '../../contract/page-copy.ts'
import { compileSchema, describeMarkers, imported, validate, walk } from './seed-validation'

const PORTS: Record<string, string> = {
  mumbai: '2-4 hours',
  mundra: '6-8 hours',
  vadinar: '6-8 hours',
  kandla: '6-8 hours',
  visakhapatnam: '4-6 hours',
  paradip: '8-12 hours',
}

let schema: Schema

beforeAll(() => {
  schema = compileSchema()
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
