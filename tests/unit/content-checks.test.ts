/**
 * Content written past the Studio (issue 47, item 5): the build holds it to the Studio's own rules
 * (tools/site-build/content-checks.ts), refusing what the Studio would not publish, naming the document,
 * and reporting what it leaves out as warnings in the Site status. The real `react-router build`
 * against a content store of its own, and the rules one by one.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, runBuild, STOPPED_BUILD_GUARD } from './stopped-build'
import { alertWarnings, noticeProblems, redirectsKept, showableAlert } from '../../tools/site-build/content-checks'
import { bannerHtml } from '../../tools/site-build/alerts'
import { buildOutput, failure, recordBuilds } from '../../tools/preview/rebuild'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { API_VERSION, BUILD_FIX_PREFIX, BUILD_WARNING_PREFIX, LOCAL_DATASET } from '../../contract/constants'
import { BUILD_STATUS_ID, type BuildEntry } from '../../contract/build-status'
import { NOTICE_RULES_QUERY } from '../../src/content/queries/notices'
import type { ALERTS_QUERY_RESULT, NOTICE_RULES_QUERY_RESULT } from '../../src/content/sanity.types'
import { seedQuery } from './seed-query'

const LONG = 'Cyclone warning '.repeat(6250)
type Notice = NOTICE_RULES_QUERY_RESULT[number]
const notice = (fields: Partial<Notice>): Notice => ({
  _id: 'notice.x',
  title: 'Paradip closed',
  summary: 'Closed.',
  alert: false,
  alertStarts: null,
  alertEnds: null,
  ...fields,
})

describe("the Studio's rules for a notice's texts", () => {
  it('pass the seed', async () => {
    expect(noticeProblems(await seedQuery<NOTICE_RULES_QUERY_RESULT>(NOTICE_RULES_QUERY))).toEqual([])
  })

  it('refuse a title past its limit (named by its first words) and a summary removed, in the Studio’s words', () => {
    expect(LONG.length).toBe(100_000)
    expect(
      noticeProblems([notice({ title: LONG }), notice({ _id: 'notice.y', summary: null }), notice({ _id: 'notice.z', summary: '   ' })]),
    ).toEqual([
      {
        id: 'notice.x',
        words:
          'Notice "Cyclone warning Cyclone warning Cyclone warning Cyclone w…" › Title: At most 120 characters, please shorten it (now 100000)',
        path: 'title',
      },
      { id: 'notice.y', words: 'Notice "Paradip closed" › Summary: Required', path: 'summary' },
      { id: 'notice.z', words: 'Notice "Paradip closed" › Summary: Required', path: 'summary' },
    ])
  })
})

describe("an alert's times", () => {
  const now = Date.parse('2026-11-25T00:00:00Z')
  const alert = (alertStarts: string | null, alertEnds: string | null) => notice({ alert: true, alertStarts, alertEnds })

  it('as the Studio writes them are shown; others are left out of the banner, each said in the Site status', () => {
    const good = alert('2026-11-24T00:00:00.000Z', '2026-11-30T00:00:00+05:30')
    const bad = [
      alert('next Tuesday', '2026-11-30T00:00:00Z'),
      alert('2026-11-24T10:00', '2026-11-30T00:00:00Z'),
      alert('2026-11-24T00:00:00Z', null),
      alert('2026-11-28T00:00:00Z', '2026-11-27T00:00:00Z'),
    ]
    expect(showableAlert(good)).toBe(true)
    expect(bad.map(showableAlert)).toEqual([false, false, false, false])
    expect(alertWarnings([good, ...bad], now)).toEqual([
      'The alert of notice "Paradip closed" is not shown in the banner: Alert starts: Choose a date and time (with its time zone) in the date picker. Fix it in the Studio (the notice\'s Alert tab) and publish again.',
      'The alert of notice "Paradip closed" is not shown in the banner: Alert starts: Choose a date and time (with its time zone) in the date picker. Fix it in the Studio (the notice\'s Alert tab) and publish again.',
      'The alert of notice "Paradip closed" is not shown in the banner: Alert ends: Say when the alert ends. Fix it in the Studio (the notice\'s Alert tab) and publish again.',
      'The alert of notice "Paradip closed" is not shown in the banner: Alert ends: The alert must end after it starts. Fix it in the Studio (the notice\'s Alert tab) and publish again.',
    ])
    // An alert over by a valid end is no loss: nothing to say.
    expect(alertWarnings([alert('junk', '2026-11-01T00:00:00Z')], now)).toEqual([])
    // The banner shows the good one only (a start without a zone was shown before, read in the build machine's zone).
    const words = { heading: 'Alerts', words: { advisory: 'Advisory', until: 'Until {until}', dismiss: 'Dismiss' } }
    const banner = (entry: Notice) =>
      bannerHtml(
        [
          {
            ...entry,
            slug: 'paradip',
            severity: 'advisory',
            publishedAt: '2026-11-24',
            ports: [],
          } as ALERTS_QUERY_RESULT['alerts'][number],
        ],
        words,
      )
    expect(banner(good)).toContain('data-alert="notice.x"')
    for (const entry of bad) expect(banner(entry)).toBe('')
  })
})

describe('redirects', () => {
  it('keep the first from an address and none from an address a page answers, saying what they leave out', () => {
    const built = new Set(['/about', '/ports/mumbai', '/ports/kandla'])
    const { kept, warnings } = redirectsKept(
      [
        { from: '/ports/bombay', to: '/ports/mumbai' },
        { from: '/ports/bombay', to: '/ports/kandla' },
        { from: '/about', to: '/ports/mumbai' },
        { from: '/ports/gone', to: '/ports/deleted' },
      ],
      built,
    )
    expect(kept).toEqual([{ from: '/ports/bombay', to: '/ports/mumbai' }])
    expect(warnings).toEqual([
      'Two redirects lead from /ports/bombay: the one to /ports/mumbai is used, the one to /ports/kandla is left out. Delete one of them in the Studio (Redirects).',
      'The redirect from /about is left out: a page of the site answers at that address. Delete the redirect in the Studio (Redirects), or change its old address.',
    ])
  })
})

describe('the warnings in the Site status', () => {
  it('are gathered from the whole of a build’s output, however early, once each, and recorded with the build', async () => {
    const printed = buildOutput()
    printed.add(`vite building…\n\x1b[33m${BUILD_WARNING_PREFIX} Two redirects lead from /a: the one`)
    printed.add(` to /b is used.\x1b[39m\n`)
    for (let line = 0; line < 100; line++)
      printed.add(`line ${line}\n${BUILD_WARNING_PREFIX} Two redirects lead from /a: the one to /b is used.\n`)
    const { output, warnings } = printed.end()
    expect(warnings).toEqual(['Two redirects lead from /a: the one to /b is used.'])
    expect(output.length).toBeLessThanOrEqual(40)

    const api = await startContentApi({ store: new ContentStore() })
    try {
      const record = (await recordBuilds({ LOCAL_CONTENT_API_URL: api.url }))!
      const entry: BuildEntry = { _key: 'now', state: 'building', queuedAt: '2026-11-25T00:00:00Z', documents: ['redirect.a'] }
      await record(entry)
      await record(entry, { ok: true, output, warnings })
      expect((api.store.docs.get(BUILD_STATUS_ID)?.builds as BuildEntry[])[0]).toMatchObject({ state: 'live', warnings })
    } finally {
      await api.close()
    }
  })
})

describe('a build of content written past the Studio', () => {
  it(
    'stops before it writes anything, naming the notices to fix, and says which alert it would leave out',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'gsi-past-the-studio-'))
      const api = await startContentApi({ store: await ContentStore.open(dir) })
      try {
        const res = await fetch(`${api.url}/v${API_VERSION}/data/mutate/${LOCAL_DATASET}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            mutations: [
              { patch: { id: 'notice.paradip-monsoon-advisory', set: { title: LONG } } },
              { patch: { id: 'notice.dgs-msn-05-2025', unset: ['summary'] } },
              { patch: { id: 'notice.kandla-oil-jetty-maintenance', set: { alertStarts: '2099-01-01T10:00' } } },
            ],
          }),
        })
        expect(res.ok).toBe(true)
        const built = await runBuild({
          ...process.env,
          SITE_LOCAL: '1',
          LOCAL_API_PORT: String(api.port),
          LOCAL_STORE_DIR: dir,
          SITE_BUILD_DIR: '.local/never-written',
        })
        expect(built.code).toBe(1)
        const output = built.output.split('\n')
        const { reason, fix, fixAt } = failure(output)
        expect(reason).toContain(
          'Notice "Cyclone warning Cyclone warning Cyclone warning Cyclone w…" › Title: At most 120 characters, please shorten it (now 100000)',
        )
        expect(reason).toMatch(/Notice "DGS MSN 05\/2025[^"]*" › Summary: Required/)
        expect(reason).toMatch(/The Studio would not publish it: fix it in the Studio and publish again\.$/)
        expect(reason!.length).toBeLessThan(600)
        expect(fix?.sort()).toEqual(['notice.dgs-msn-05-2025', 'notice.paradip-monsoon-advisory'])
        // "To fix" opens each notice at the field to fix.
        expect(Object.fromEntries(fixAt!.map(({ id, path }) => [id, path]))).toEqual({
          'notice.dgs-msn-05-2025': 'summary',
          'notice.paradip-monsoon-advisory': 'title',
        })
        expect(output.some((line) => line.includes(BUILD_FIX_PREFIX))).toBe(true)
        const printed = buildOutput()
        printed.add(output.join('\n') + '\n')
        expect(printed.end().warnings).toEqual([
          expect.stringMatching(
            /^The alert of notice "Deendayal Port \(Kandla\).*" is not shown in the banner: Alert starts: Choose a date and time/,
          ),
        ])
      } finally {
        await api.close()
        rmSync(dir, { recursive: true, force: true })
        rmSync(join(ROOT, '.local/never-written'), { recursive: true, force: true })
      }
    },
    STOPPED_BUILD_GUARD,
  )
})
