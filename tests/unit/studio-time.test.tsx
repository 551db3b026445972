/**
 * India time in the Studio, whatever zone the editor's computer is set to (this file runs in UTC,
 * as a ship's PC may be): the notice's date and time fields show and take India time with no switch
 * to another zone; a notice's publication is a minute, its line in the lists says when it appears,
 * and its badge "Live" once the site has it; the Site status says its times in India time, names
 * documents as the Studio's lists do, and says of a build silent for longer than any build takes that
 * it stopped. The same fields in a real Studio, in Chromium set to UTC: tests/e2e/india-time.studio.spec.ts.
 */
import { describe, expect, it, vi } from 'vitest'
import { createSchema, validateDocument, type SanityDocument } from 'sanity'
import { evaluate, parse } from 'groq-js'
import { schemaTypes } from '../../schemas/index.ts'
import { PublicationInput } from '../../schemas/inputs/PublicationInput.tsx'
import { alertWords, noticeLine, noticeListWords, publicationWords } from '../../schemas/documents/notice.ts'
import { indiaClock, publicationTime } from '../../contract/india-time.ts'
import { BUILD_LONGEST_MS, type BuildEntry } from '../../contract/build-status.ts'
import { buildBadge, documentName, stateLabel } from '../../studio/build-status.tsx'
import { documents } from '../../seed/content.ts'

process.env.TZ = 'UTC'
const schema = createSchema({ name: 'default', types: schemaTypes })
const noticeField = (name: string) => (schema.get('notice') as any).fields.find((field: { name: string }) => field.name === name).type

/** Sanity's own validation of a document, as the Studio runs it (GROQ over the seed). */
async function markers(doc: Record<string, unknown>) {
  const dataset = [...documents, doc] as SanityDocument[]
  const client = {
    config: () => ({ projectId: 'test', dataset: 'test', apiVersion: '2025-02-19' }),
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get(),
  }
  const getClient = () => client as never
  const i18n = { currentLocale: { id: 'en-US' }, loadNamespaces: async () => {}, t: (key: string) => key } as never
  const found = await validateDocument({
    document: doc as SanityDocument,
    workspace: { schema, getClient, i18n } as never,
    getClient,
    getDocumentExists: async () => true,
    environment: 'studio',
  })
  return found.map((marker) => `${marker.level} ${marker.path.join('.')}: ${marker.message}`)
}

const NOW = Date.parse('2026-11-26T02:00:00Z') // 07:30 India time on 26 November 2026
const notice = documents.find((doc) => doc._id === 'notice.dgs-msn-05-2025')!

describe('the notice’s date and time fields in the Studio', () => {
  it('show and take India time, with no switch to another zone, on a computer set to UTC', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC')
    for (const name of ['publishedAt', 'alertStarts', 'alertEnds']) {
      const field = noticeField(name)
      expect([name, field.name]).toEqual([name, 'datetime'])
      // India's zone by the name Intl lists here (the Studio's input takes no other): "Asia/Calcutta" in Node and Chromium.
      expect(field.options).toMatchObject({
        displayTimeZone: expect.stringMatching(/^Asia\/(Kolkata|Calcutta)$/),
        allowTimeZoneSwitch: false,
      })
      expect(Intl.supportedValuesOf('timeZone')).toContain(field.options.displayTimeZone)
    }
    expect(noticeField('publishedAt').title).toBe('Publication')
  })

  it('show a publication of a date alone (a notice from before) as 00:00 India time, writing nothing', () => {
    const seen: unknown[] = []
    const props = (value: unknown) => ({ value, renderDefault: (given: { value: unknown }) => (seen.push(given.value), null) }) as never
    PublicationInput(props('2025-05-20'))
    PublicationInput(props('2025-05-20T08:30:00.000Z'))
    PublicationInput(props(undefined))
    expect(seen).toEqual(['2025-05-19T18:30:00.000Z', '2025-05-20T08:30:00.000Z', undefined])
  })

  it('take a publication to the minute; refuse what is no time; say when one to come appears, in India time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    try {
      const at = async (publishedAt: unknown, updatedAt?: string) =>
        (await markers({ ...notice, _id: 'notice.x', publishedAt, updatedAt })).filter((marker) => /publishedAt|updatedAt/.test(marker))
      expect(await at('2026-11-26T01:00:00.000Z', '2026-11-26')).toEqual([])
      // An update the same day in India as a publication at 14:00 there is no earlier than it; the day before is.
      expect(await at('2026-11-25T08:30:00.000Z', '2026-11-25')).toEqual([])
      expect(await at('2026-11-25T08:30:00.000Z', '2026-11-24')).toEqual([
        'error updatedAt: The update cannot be before the publication date',
      ])
      expect(await at('26 November')).toContain('error publishedAt: validation:date.invalid-format')
      // A date alone, of a notice published before publications had a time, stays valid.
      expect(await at('2025-05-20')).toEqual([])
      expect(await at('2026-11-27T08:30:00.000Z')).toEqual([
        'info publishedAt: Appears on the site at 27 November 2026 at 14:00 India time: until then it is in no list, feed, sitemap or search, and its page does not exist. The site rebuilds by itself then.',
      ])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a notice in the Studio’s lists, and its badge', () => {
  it('says when one to come appears ("Appears 27 Nov, 14:00 India time"), and when one was published', () => {
    expect(publicationWords('2026-11-27T08:30:00.000Z', NOW)).toBe('Appears 27 Nov, 14:00 India time')
    expect(publicationWords('2027-01-02T08:30:00.000Z', NOW)).toBe('Appears 2 Jan 2027, 14:00 India time')
    expect(publicationWords('2026-11-26T01:30:00.000Z', NOW)).toBe('26 Nov, 07:00 India time')
    expect(publicationWords('2025-05-20', NOW)).toBe('20 May 2025')
    expect(publicationWords(undefined, NOW)).toBe('')
  })

  it('says of an alert whether its banner is scheduled, live or ended, with its times in India time (issue 59, item 15)', () => {
    const alert = { alert: true, severity: 'warning', alertStarts: '2026-12-17T00:30:00.000Z', alertEnds: '2026-12-20T12:30:00.000Z' }
    expect(alertWords(alert, NOW)).toBe('Alert (warning), scheduled: 17 Dec, 06:00 to 20 Dec, 18:00 India time')
    expect(alertWords(alert, Date.parse('2026-12-18T00:00:00Z'))).toBe('Alert (warning), live until 20 Dec, 18:00 India time')
    expect(alertWords(alert, Date.parse('2026-12-20T12:30:00Z'))).toBe('Alert (warning), ended 20 Dec, 18:00 India time')
    expect(alertWords({ alert: true, severity: 'severe', alertStarts: alert.alertStarts }, NOW)).toBe(
      'Alert (severe), no banner: say when the alert ends',
    )
    // Its line in the lists: the banner's times, not the publication's (unless the notice itself is still to come).
    const line = (fields: Record<string, unknown>, now = NOW) =>
      noticeListWords({ ...alert, publishedAt: '2026-11-26T11:00:00.000Z', ...fields }, now)
    expect(line({})).toBe('Appears 26 Nov, 16:30 India time · Alert (warning), scheduled: 17 Dec, 06:00 to 20 Dec, 18:00 India time')
    expect(line({}, Date.parse('2026-11-26T11:00:00Z'))).toBe('Alert (warning), scheduled: 17 Dec, 06:00 to 20 Dec, 18:00 India time')
    expect(line({ alert: false, kind: 'insight' })).toBe('Appears 26 Nov, 16:30 India time · Insight')
    // The seed's Kandla closure, three weeks after the seeding day, reads as scheduled, not as running.
    const kandla = documents.find((doc) => doc._id === 'notice.kandla-oil-jetty-maintenance') as Record<string, unknown>
    expect(noticeListWords(kandla)).toMatch(
      /^Alert \(warning\), scheduled: \d+ \w{3}( \d{4})?, 06:00 to \d+ \w{3}( \d{4})?, 18:00 India time$/,
    )
    // The schema's own line, as Sanity prepares it.
    const preview = (schema.get('notice') as any).preview
    expect(preview.select).toMatchObject({ alertStarts: 'alertStarts', alertEnds: 'alertEnds', severity: 'severity' })
    const selection = Object.fromEntries(Object.entries(preview.select as Record<string, string>).map(([key, path]) => [key, kandla[path]]))
    expect(preview.prepare(selection)).toMatchObject(noticeLine(kandla))
  })

  it("says an alert's state in a short line and its times beneath, which a list pane of 285 px holds whole (issue 63, item 11)", () => {
    const alert = { alert: true, severity: 'warning', alertStarts: '2026-12-17T00:30:00.000Z', alertEnds: '2026-12-20T12:30:00.000Z' }
    const lines = [
      noticeLine(alert, NOW),
      noticeLine(alert, Date.parse('2026-12-18T00:00:00Z')),
      noticeLine(alert, Date.parse('2026-12-20T12:30:00Z')),
      noticeLine({ ...alert, severity: 'advisory', publishedAt: '2026-12-18T11:00:00.000Z' }, NOW),
      noticeLine({ alert: true, severity: 'severe', alertStarts: alert.alertStarts }, NOW),
      noticeLine({ publishedAt: '2027-01-02T08:30:00.000Z', kind: 'insight' }, NOW),
    ]
    expect(lines).toEqual([
      { subtitle: 'Alert (warning), scheduled', description: '17 Dec, 06:00 to 20 Dec, 18:00 India time' },
      { subtitle: 'Alert (warning), live', description: 'Until 20 Dec, 18:00 India time' },
      { subtitle: 'Alert (warning), ended', description: 'Ended 20 Dec, 18:00 India time' },
      // A notice published after the alert's start: its banner shows from its publication.
      { subtitle: 'Alert (advisory), scheduled', description: '18 Dec, 16:30 to 20 Dec, 18:00 India time' },
      { subtitle: 'Alert (severe), no banner', description: 'Say when the alert ends' },
      { subtitle: 'Insight, scheduled', description: 'Appears 2 Jan 2027, 14:00 India time' },
    ])
    // In the pane's width (about 285 px at 1,440 and 1,920 px: some 28 characters a line beside the
    // line's picture), the state on one line, and the times, with a change waiting, within the two lines beneath it.
    for (const { subtitle, description } of lines) {
      expect(subtitle.length, subtitle).toBeLessThanOrEqual(28)
      expect(`${description}; unpublished changes`.length, description).toBeLessThanOrEqual(2 * 32)
    }
  })

  const build = (state: BuildEntry['state'], startedAt: string, documents: string[] = []): BuildEntry => ({
    _key: startedAt,
    state,
    queuedAt: startedAt,
    startedAt,
    finishedAt: state === 'live' || state === 'failed' ? new Date(Date.parse(startedAt) + 60_000).toISOString() : undefined,
    documents,
  })
  const badge = (publishedAt: string, builds: BuildEntry[], now = NOW) =>
    buildBadge({ id: 'notice.x', type: 'notice', published: { publishedAt, _updatedAt: '2026-11-20T00:00:00Z' } }, builds, now)

  it('says when it appears, then "Updating the site" at its minute, then "Live" once a build that started after it went live', () => {
    const minute = '2026-11-26T02:05:00.000Z'
    const before = [build('live', '2026-11-26T01:00:00Z')]
    expect(badge(minute, before)).toMatchObject({ label: 'Appears 26 Nov, 07:35 India time', color: 'primary' })
    const at = Date.parse(minute) + 10_000
    expect(badge(minute, before, at)).toMatchObject({ label: 'Updating the site' })
    expect(badge(minute, [build('building', '2026-11-26T02:05:02Z'), ...before], at)).toMatchObject({ label: 'Updating the site' })
    const live = [build('live', '2026-11-26T02:05:02Z'), ...before]
    expect(badge(minute, live, at + 60_000)).toEqual({ label: 'Live', title: 'On the site since 07:36 India time', color: 'success' })
    // A notice published long ago, built before the builds kept: no word.
    expect(badge('2025-05-20', [build('failed', '2026-11-26T01:00:00Z')])).toBeNull()
  })
})

describe('the Site status', () => {
  it('says its times in India time, and of a build silent for longer than any build takes that it stopped', () => {
    const building = { ...((): BuildEntry => ({ _key: 'b', state: 'building', queuedAt: '2026-11-26T01:55:00Z', documents: [] }))() }
    building.startedAt = '2026-11-26T01:56:00Z'
    expect(stateLabel(building, NOW)).toBe('Building since 07:26 India time')
    expect(stateLabel({ ...building, state: 'live', finishedAt: '2026-11-25T18:56:00Z' }, NOW)).toBe('Live at 00:26 India time')
    expect(stateLabel({ ...building, state: 'live', finishedAt: '2026-11-24T18:56:00Z' }, NOW)).toBe('Live at 25 Nov, 00:26 India time')
    const later = Date.parse(building.startedAt) + BUILD_LONGEST_MS + 1000
    expect(stateLabel(building, later)).toMatch(
      /^Building since 07:26 India time, and silent since: this build stopped without saying how it ended\./,
    )
    expect(buildBadge({ id: 'port.x', type: 'port' }, [{ ...building, documents: ['port.x'] }], later)).toMatchObject({
      label: 'Not on the site yet',
      color: 'warning',
    })
  })

  it('says of a build made ahead of a moment that it is, that it waits for the moment once built, then that it is live then', () => {
    // 07:35 India time on 26 November; the notice's minute is 07:40 there.
    const minute = '2026-11-26T02:10:00.000Z'
    const at = (ms: number) => new Date(Date.parse(minute) + ms).toISOString()
    const ahead: BuildEntry = { _key: 'a', state: 'queued', queuedAt: at(-150_000), documents: [], clock: minute }
    const now = Date.parse(minute) - 120_000
    expect(stateLabel(ahead, now)).toBe('Queued at 07:37 India time, to be built ahead for 07:40 India time')
    const building: BuildEntry = { ...ahead, state: 'building', startedAt: at(-120_000) }
    expect(stateLabel(building, now)).toBe('Building ahead for 07:40 India time (since 07:38 India time)')
    expect(stateLabel({ ...building, builtAt: at(-60_000) }, now + 60_000)).toBe(
      'Built ahead for 07:40 India time: live at that minute, not before',
    )
    const live: BuildEntry = { ...building, state: 'live', builtAt: at(-60_000), finishedAt: minute }
    expect(stateLabel(live, now + 180_000)).toBe('Live at 07:40 India time, built ahead for it')
    // Waiting for its moment is not silence: stalled only longer than a build takes after it.
    const early = { ...building, startedAt: at(-(BUILD_LONGEST_MS - 60_000)) }
    expect(stateLabel(early, Date.parse(minute) - 1000)).toMatch(/^Building ahead for/)
    expect(stateLabel(early, Date.parse(minute) + BUILD_LONGEST_MS + 1000)).toMatch(/and silent since/)
    // The notice is "Live" once that build is: started before its minute, built for it.
    const notice = { id: 'notice.x', type: 'notice', published: { publishedAt: minute, _updatedAt: '2026-11-25T00:00:00Z' } }
    expect(buildBadge(notice, [live], Date.parse(minute) + 5000)).toMatchObject({ label: 'Live', color: 'success' })
    // A build ahead that read the content before the notice's last publish does not have it.
    const edited = { ...notice, published: { ...notice.published, _updatedAt: at(-100_000) } }
    expect(buildBadge(edited, [live], Date.parse(minute) + 5000)).toMatchObject({ label: 'Updating the site' })
  })

  it('names documents as the Studio’s lists do: title and type, the type alone for one of a kind', () => {
    expect(documentName('Tuticorin', 'Other names', 'searchTerm.tuticorin')).toBe('Tuticorin (Other names)')
    expect(documentName('Global Salvage India', 'Site settings', 'siteSettings')).toBe('Site settings')
    expect(documentName(undefined, 'Port', 'port.x')).toBe('Port')
    expect(documentName('Kandla', undefined, 'port.kandla')).toBe('Kandla')
  })

  it('reads a publication as the site does (contract/india-time.ts), on India’s clock', () => {
    expect(publicationTime('2025-05-20')).toBe(Date.parse('2025-05-19T18:30:00Z'))
    expect(publicationTime('2025-05-20T08:30:00.000Z')).toBe(Date.parse('2025-05-20T08:30:00Z'))
    expect([publicationTime('2025-05-20T08:30'), publicationTime(20)]).toEqual([Number.NaN, Number.NaN])
    expect(indiaClock(Date.parse('2026-11-25T18:30:00Z'), NOW)).toBe('00:00')
    expect(indiaClock(Date.parse('2026-11-25T18:29:00Z'), NOW)).toBe('25 Nov, 23:59')
  })
})
