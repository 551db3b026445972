/**
 * The PDFs of the production build (run after `npm run build`): printed by the build from the
 * /docs pages (tools/site-build/pdf.ts). Each exists, opens, has its page count, a title, and holds its
 * document ID and key lines as selectable text (poppler's pdfinfo and pdftotext), and a structure
 * tree (tagged PDF) that poppler reads without an error.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { DocRichText } from '../../src/components/docs/DocRichText'
import { DOWNLOADS } from '../../src/lib/downloads'

const CLIENT = join(import.meta.dirname, '../../build/client')
const built = existsSync(join(CLIENT, 'index.html'))

type Doc = Record<string, any>
const seed = import('../../seed/content.ts').then((m) => m.documents as Doc[])
const copyOf = async (key: string) => (await seed).find((d) => d._id === `pageCopy.${key}`)!
const sectionOf = (copy: Doc, key: string) => copy.sections.find((s: Doc) => s.key === key)
const titles = (copy: Doc, key: string): string[] => (sectionOf(copy, key).items ?? []).map((i: Doc) => i.title)
const plain = (blocks: Doc[]) => blocks.map((b) => b.children.map((c: Doc) => c.text).join('')).join(' ')

function info(file: string) {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(out)?.[1]?.trim() ?? ''
  return { pages: Number(field('Pages')), title: field('Title'), size: field('Page size') }
}

/** The PDF's structure tree as poppler prints it, and what poppler reported while reading it. */
function structure(file: string) {
  const run = spawnSync('pdfinfo', ['-struct', file], { encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  return { tree: run.stdout, errors: run.stderr.split('\n').filter((line) => line.trim()) }
}

/** The PDF's text, whitespace folded (lines wrap where the page did). */
function text(file: string, page?: number) {
  const range = page ? ['-f', String(page), '-l', String(page)] : []
  return execFileSync('pdftotext', [...range, file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

const cases = [
  { key: 'compliancePack', copy: 'docCompliancePack', pages: 2 },
  { key: 'slaSchedule', copy: 'docSlaSchedule', pages: 2 },
  { key: 'evidencePack', copy: 'docEvidencePack', pages: 1 },
  { key: 'complianceSummary', copy: 'docDgsSummary', pages: 2 },
] as const

describe.skipIf(!built)('PDFs printed from the /docs pages', () => {
  for (const { key, copy, pages } of cases) {
    const file = join(CLIENT, DOWNLOADS[key].href)

    it(`${DOWNLOADS[key].href} opens as ${pages} A4 page(s) with a title and its document ID`, async () => {
      expect(existsSync(file), `${file} is missing`).toBe(true)
      const doc = await copyOf(copy)
      const meta = info(file)
      expect(meta.pages).toBe(pages)
      expect(meta.size).toContain('(A4)')
      expect(meta.title).toContain(doc.seo.title)
      const all = text(file)
      expect(all).toContain(doc.documentId)
      expect(all).toContain(doc.hero.title)
    })

    it(`${DOWNLOADS[key].href} is tagged with a structure tree poppler reads without an error (no PDF 2.0-only types such as Strong)`, () => {
      const { tree, errors } = structure(file)
      expect(errors).toEqual([])
      expect(tree.split('\n')[0]).toBe('Document')
      expect(tree).toMatch(/^\s+H1\b/m)
      expect(tree).toMatch(/^\s+H2\b/m)
    })
  }

  it('compliance pack: page 1 holds the form, insurance, attachments, representations, signatory and 24/7 contacts; page 2 the checklists', async () => {
    const file = join(CLIENT, DOWNLOADS.compliancePack.href)
    const doc = await copyOf('docCompliancePack')
    const settings = (await seed).find((d) => d._id === 'siteSettings')!
    const one = text(file, 1)
    for (const line of [...titles(doc, 'vessel-details'), ...titles(doc, 'insurance'), ...titles(doc, 'attachments')])
      expect(one).toContain(line)
    for (const line of titles(doc, 'representations')) expect(one).toContain(line)
    expect(one).toContain('Priya Raghavan')
    expect(one).toContain('Version: 1.0')
    expect(one).toContain(settings.emergencyPhone)
    expect(one).toContain(settings.supportEmail)
    expect(one).toContain(settings.whatsappNumber)
    const two = text(file, 2)
    for (const line of [...titles(doc, 'harbour-master-steps'), ...titles(doc, 'verification-record'), ...titles(doc, 'audit-log')])
      expect(two).toContain(line)
    for (const centre of ['Mumbai', 'Chennai', 'Port Blair', 'Vadinar']) expect(two).toContain(`Pollution Response Centre ${centre}`)
    for (const port of (await seed).filter((d) => d._type === 'port')) {
      expect(two).toContain(port.name)
      for (const nuance of port.localNuances.slice(0, 3)) expect(two).toContain(nuance)
      expect(two).not.toContain(port.localNuances[3])
    }
    expect(two).toContain(plain(sectionOf(doc, 'footer').body))
  })

  it('SLA schedule: the full service-level table, exclusions, escalation directory, signatures and footer', async () => {
    const all = text(join(CLIENT, DOWNLOADS.slaSchedule.href))
    const doc = await copyOf('docSlaSchedule')
    const rows = (await seed).filter((d) => d._type === 'slaRow' && d.onSchedule)
    expect(rows).toHaveLength(5)
    for (const row of rows) for (const cell of [row.service, row.commitment, row.metric, row.penalty]) expect(all).toContain(cell)
    for (const key of ['other-commitments', 'validation-reporting', 'exclusions', 'escalation-directory', 'signatures']) {
      for (const line of titles(doc, key)) expect(all).toContain(line)
    }
    expect(all).toContain('Version: 1.0')
    expect(all).toContain(plain(sectionOf(doc, 'footer').body))
  })

  it('evidence pack: the four checklist groups, audit notes and the three external links with their addresses', async () => {
    const all = text(join(CLIENT, DOWNLOADS.evidencePack.href))
    const doc = await copyOf('docEvidencePack')
    for (const key of [
      'checklist-cover-letter',
      'checklist-verification-package',
      'checklist-nosdcp-contacts',
      'checklist-port-agent-coordination',
    ]) {
      expect(all).toContain(sectionOf(doc, key).heading)
      for (const line of titles(doc, key)) expect(all).toContain(line)
    }
    expect(all).toContain(plain(sectionOf(doc, 'audit-notes').body).slice(0, 60))
    for (const link of sectionOf(doc, 'external-links').items) {
      expect(all).toContain(link.title)
      expect(all).toContain(link.href)
    }
  })

  it('DGS summary: the six clauses, stakeholder obligations, notes and references', async () => {
    const all = text(join(CLIENT, DOWNLOADS.complianceSummary.href))
    const doc = await copyOf('docDgsSummary')
    const clauses = (await seed).filter((d) => d._type === 'clauseRow' && d.table === 'dgsSummary')
    expect(clauses.map((c) => c.clause)).toEqual(['§3', '§4', '§6A', '§6B', '§6C', '§7'])
    for (const row of clauses) for (const cell of [row.clause, row.requirement, row.delivery, row.verification]) expect(all).toContain(cell)
    for (const key of ['stakeholder-obligations', 'references']) for (const line of titles(doc, key)) expect(all).toContain(line)
    expect(all).toContain(sectionOf(doc, 'implementation-notes').heading)
  })
})

it.runIf(!built)('needs a build first (npm run build)', () => {
  expect.fail('build/client is missing: run `npm run build` before the PDF tests')
})

describe("an editor's bold and italic in a printed document", () => {
  it('are <b> and <i>, which Chromium tags as text, not <strong> and <em>, which it tags Strong and Em (PDF 2.0 only)', async () => {
    const block = {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [],
      children: [
        { _type: 'span', _key: 's1', text: 'Cover must be ', marks: [] },
        { _type: 'span', _key: 's2', text: 'valid', marks: ['strong'] },
        { _type: 'span', _key: 's3', text: ' on ', marks: [] },
        { _type: 'span', _key: 's4', text: 'arrival', marks: ['em'] },
      ],
    }
    // Rendered as the build prerenders a page: the rich text's lazy code waited for.
    const { prelude } = await prerender(createElement(DocRichText, { value: [block] }))
    const html = await new Response(prelude).text()
    expect(html).toContain('<b>valid</b>')
    expect(html).toContain('<i>arrival</i>')
    expect(html).not.toMatch(/<(strong|em)\b/)
  })
})
