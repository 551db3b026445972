/**
 * Notices, insights and alerts, their parts one by one: which address under /notices shows what,
 * how the lists fall into pages, a notice's neighbours, the Atom feeds (read by jsdom's XML parser,
 * which refuses XML that is not well-formed, then checked against RFC 4287), the alert banner the
 * build writes into every page, and the newer banner a copy kept offline is given. The built pages
 * themselves: tests/unit/build-output-notices.test.ts; the banner in a browser: tests/e2e/notices.spec.ts.
 */
import { JSDOM } from 'jsdom'
import { expectValidAtom, parseFeed } from './atom'
import { describe, expect, it } from 'vitest'
import { feedPath, NOTICE_TOPICS, topicPath } from '../../contract/notices'
import { ALERTS_QUERY, FEED_QUERY, NOTICE_INDEX_QUERY, NOTICES_QUERY } from '../../src/content/queries/notices'
import { HOME_QUERY } from '../../src/content/queries/home'
import { moments, nextMoment } from '../../contract/schedule'
import { REDIRECTS_QUERY, ROUTE_PATHS_QUERY } from '../../src/content/queries/site'
import type { ALERTS_QUERY_RESULT, FEED_QUERY_RESULT } from '../../src/content/sanity.types'
import { listPaths, neighbours, noticeAddress, noticeListPage, type NoticeIndex } from '../../src/content/notices'
import { alertsBuilt, withNewerAlerts } from '../../src/lib/alert-banner'
import { indiaTime, IST_OFFSET_MS, periodText, storedDay } from '../../src/lib/dates'
import { ALERTS_SCRIPT, alertsFor, bannerHtml, withBanner } from '../../tools/site-build/alerts'
import { atomFeed, FEED_ENTRIES } from '../../tools/site-build/feeds'
import { sitemapXml } from '../../tools/site-build/site-build'
import { documents } from '../../seed/content'
import { seedQuery } from './seed-query'
import { withClock } from '../../contract/clock'
import { SCHEDULE_QUERY } from '../../contract/schedule'
import type { SCHEDULE_QUERY_RESULT } from '../../contract/schedule'

const TOPICS = NOTICE_TOPICS.map((topic) => topic.flag)

/** Notices newest first: n0 (compliance) … n6. */
const index = (perPage: number): NoticeIndex => ({
  perPage,
  notices: Array.from({ length: 7 }, (_, n) => ({
    _id: `n${n}`,
    slug: `notice-${n}`,
    topic: TOPICS[n % 3],
    publishedAt: `2026-0${9 - n}-01`,
  })),
})

describe('the addresses under /notices', () => {
  it('are the list and its pages, each topic’s list and its pages, a notice, and the Not Found page', () => {
    expect(noticeAddress('')).toEqual({ kind: 'list', topic: undefined, page: 1 })
    expect(noticeAddress(undefined)).toEqual({ kind: 'list', topic: undefined, page: 1 })
    expect(noticeAddress('page/3')).toEqual({ kind: 'list', topic: undefined, page: 3 })
    expect(noticeAddress('topic/insights')).toEqual({ kind: 'list', topic: 'newsletter', page: 1 })
    expect(noticeAddress('topic/emergency/page/2')).toEqual({ kind: 'list', topic: 'emergency', page: 2 })
    expect(noticeAddress('dgs-msn-05-2025')).toEqual({ kind: 'notice', slug: 'dgs-msn-05-2025' })
    expect(noticeAddress('404')).toEqual({ kind: 'not-found' })
  })

  it('one address a page: no /page/1, no unknown topic, no other shape', () => {
    for (const splat of [
      'page/1',
      'page/01',
      'page',
      'topic',
      'feed',
      'topic/newsletter',
      'topic/insights/page/1',
      'a/b',
      'page/2/x',
      'topic/insights/3',
    ])
      expect(noticeAddress(splat), splat).toBeUndefined()
    expect(topicPath('newsletter')).toBe('/notices/topic/insights')
    expect([feedPath(undefined), feedPath('emergency')]).toEqual(['/notices/feed.xml', '/notices/topic/emergency/feed.xml'])
  })
})

describe('the lists', () => {
  it('fall into pages of the size the site settings set, newest first, each topic’s of its own', () => {
    expect(noticeListPage(index(3), undefined, 1)).toEqual({ page: 1, pages: 3, ids: ['n0', 'n1', 'n2'] })
    expect(noticeListPage(index(3), undefined, 3)).toEqual({ page: 3, pages: 3, ids: ['n6'] })
    expect(noticeListPage(index(3), undefined, 4)).toBeNull()
    expect(noticeListPage(index(2), 'compliance', 1)).toEqual({ page: 1, pages: 2, ids: ['n0', 'n3'] })
    expect(noticeListPage(index(2), 'compliance', 2)).toEqual({ page: 2, pages: 2, ids: ['n6'] })
    // A topic with nothing yet is one empty page (the build makes it: the topic's link never leads nowhere).
    expect(noticeListPage({ perPage: 2, notices: [] }, 'newsletter', 1)).toEqual({ page: 1, pages: 1, ids: [] })
  })

  it('are every address the build prerenders, in order', () => {
    expect(listPaths(index(3), TOPICS)).toEqual([
      '/notices',
      '/notices/page/2',
      '/notices/page/3',
      '/notices/topic/compliance',
      '/notices/topic/emergency',
      '/notices/topic/insights',
    ])
  })

  it('give a notice the older and the newer one beside it', () => {
    expect(neighbours(index(3), 'notice-0')).toEqual({ previous: 'n1', next: '' })
    expect(neighbours(index(3), 'notice-3')).toEqual({ previous: 'n4', next: 'n2' })
    expect(neighbours(index(3), 'notice-6')).toEqual({ previous: '', next: 'n5' })
    expect(neighbours(index(3), 'gone')).toEqual({ previous: '', next: '' })
  })

  it('write dates in words and for machines, without Intl, as Intl does (a time on India’s clock)', () => {
    expect(storedDay('2025-05-20')).toEqual({ text: '20 May 2025', iso: '2025-05-20' })
    expect(storedDay('20 May')).toBeUndefined()
    // A publication to the minute: the day it falls on in India (01:30 on the 21st there).
    expect(storedDay('2025-05-20T20:00:00.000Z')).toEqual({ text: '21 May 2025', iso: '2025-05-21' })
    expect(storedDay('2025-05-20T20:00:00')).toBeUndefined()
    expect(indiaTime('2024-10-26T12:30:00.000Z')).toEqual({ text: '26 October 2024, 18:00', iso: '2024-10-26T12:30:00.000Z' })
    // Past India's midnight, the next day.
    expect(indiaTime('2024-10-26T18:45:00Z')?.text).toBe('27 October 2024, 00:15')
  })
})

const SITE = { siteUrl: 'https://www.globalsalvage.example', brandName: 'Global Salvage India' }
describe('the Atom feeds', async () => {
  const feed = (topic: string) => seedQuery<FEED_QUERY_RESULT>(FEED_QUERY, { topic, count: FEED_ENTRIES })
  const seeded = documents.filter((doc) => doc._type === 'notice') as Array<Record<string, any>>
  const newestFirst = [...seeded].sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1))

  it('of every notice: valid Atom holding the newest first, each linking its page, dated and filed under its topic', async () => {
    const entries = expectValidAtom(atomFeed(SITE, await feed(''), undefined), `${SITE.siteUrl}/notices/feed.xml`)
    expect(entries.map((entry) => entry.title)).toEqual(newestFirst.map((notice) => notice.title))
    expect(entries[0]!.href).toBe(`${SITE.siteUrl}/notices/${newestFirst[0]!.slug.current}`)
    const msn = entries.find((entry) => entry.title.startsWith('DGS MSN 05/2025'))!
    // Published at 10:00 India time, updated on a later day (from its start).
    expect([msn.published, msn.updated]).toEqual(['2025-05-20T10:00:00+05:30', '2025-06-02T00:00:00+05:30'])
    expect(msn.id).toBe('tag:www.globalsalvage.example,2025-05-20:notice.dgs-msn-05-2025')
    expect(msn.category).toBe('Port Call & Compliance Updates')
  })

  it('of each topic: its notices only, named as the preferences page names the topic', async () => {
    const preferences = (documents.find((doc) => doc._id === 'pageCopy.emailPreferences') as Record<string, any>).sections.find(
      (section: { key: string }) => section.key === 'preferences',
    ).items as Array<{ name: string; title: string }>
    for (const topic of TOPICS) {
      const xml = atomFeed(SITE, await feed(topic), topic)
      const entries = expectValidAtom(xml, `${SITE.siteUrl}/notices/topic/${NOTICE_TOPICS.find((t) => t.flag === topic)!.slug}/feed.xml`)
      expect(entries.map((entry) => entry.title)).toEqual(
        newestFirst.filter((notice) => notice.topic === topic).map((notice) => notice.title),
      )
      const name = preferences.find((item) => item.name === topic)!.title
      expect(parseFeed(xml).one(parseFeed(xml).feed, 'title').textContent).toBe(`Global Salvage India: ${name}`)
    }
  })

  it('hold words as text, whatever they contain, and never more than FEED_ENTRIES', async () => {
    const content = await feed('')
    const hostile = 'Cyclone </title><script>alert(1)</script> & "more" \u0001'
    content.notices = Array.from({ length: FEED_ENTRIES + 5 }, (_, n) => ({ ...content.notices[0]!, _id: `notice.x${n}`, title: hostile }))
    const entries = expectValidAtom(atomFeed(SITE, content, undefined), `${SITE.siteUrl}/notices/feed.xml`)
    expect(entries[0]!.title).toBe(hostile.replace('\u0001', ''))
    const limited = atomFeed(SITE, await seedQuery<FEED_QUERY_RESULT>(FEED_QUERY, { topic: '', count: 2 }), undefined)
    expect(expectValidAtom(limited, `${SITE.siteUrl}/notices/feed.xml`)).toHaveLength(2)
  })
})

describe('notices of the same date', () => {
  // Published the same day: "a" an hour before "z"; the id alone would put "z" first.
  const sameDay = (id: string, createdAt: string) => ({
    _id: `notice.${id}`,
    _type: 'notice',
    _createdAt: createdAt,
    title: `Same day ${id}`,
    slug: { _type: 'slug', current: `same-day-${id}` },
    kind: 'notice',
    topic: 'emergency',
    publishedAt: '2099-01-01',
    summary: 'Same day.',
    alert: true,
    severity: 'severe',
    alertStarts: '2099-01-01T00:00:00Z',
    alertEnds: '2099-01-02T00:00:00Z',
  })
  const dataset = [...documents, sameDay('z', '2099-01-01T08:00:00Z'), sameDay('a', '2099-01-01T09:00:00Z')]
  // Read on their day (a notice is listed from its date: NOTICE_LIVE, by the clock the content layer gives).
  const run = async <T>(query: string, params: Record<string, unknown> = {}) => {
    const { evaluate, parse } = await import('groq-js')
    const clocked = withClock(query, params, '2099-01-01T01:00:00.000Z')
    return (await (await evaluate(parse(query, { params: clocked }), { dataset, params: clocked })).get()) as T
  }
  const ids = (list: Array<{ _id: string }>) => list.map((notice) => notice._id).filter((id) => id.startsWith('notice.'))

  it('come newest published first (the later one at the top), in the lists, topic lists, feeds, the home page and the banner', async () => {
    const newest = ['notice.a', 'notice.z']
    expect(ids((await run<NoticeIndex>(NOTICE_INDEX_QUERY)).notices).slice(0, 2)).toEqual(newest)
    for (const topic of ['', 'emergency'])
      expect(ids((await run<FEED_QUERY_RESULT>(FEED_QUERY, { topic, count: FEED_ENTRIES })).notices).slice(0, 2)).toEqual(newest)
    expect(ids((await run<{ notices: Array<{ _id: string }> }>(HOME_QUERY, { count: 3 })).notices).slice(0, 2)).toEqual(newest)
    expect(ids((await run<ALERTS_QUERY_RESULT>(ALERTS_QUERY, { now: '2099-01-01T01:00:00Z' })).alerts).slice(0, 2)).toEqual(newest)
  })
})

describe('a notice’s old address', () => {
  it('leads to its current one, as a port’s and a page’s do (the Studio writes the redirect when its slug changes)', async () => {
    const { evaluate, parse } = await import('groq-js')
    const redirect = {
      _id: 'redirect.notices.msn',
      _type: 'redirect',
      from: '/notices/msn',
      to: { _type: 'reference', _ref: 'notice.dgs-msn-05-2025', _weak: true },
    }
    const result = await (await evaluate(parse(REDIRECTS_QUERY), { dataset: [...documents, redirect] })).get()
    expect(result).toContainEqual({ from: '/notices/msn', to: '/notices/dgs-msn-05-2025' })
  })
})

describe('the sitemap', () => {
  it('dates the pages that have a date', () => {
    const xml = sitemapXml(SITE.siteUrl, ['/notices', '/notices/dgs-msn-05-2025'], new Map([['/notices/dgs-msn-05-2025', '2025-06-02']]))
    expect(xml).toContain(`<url><loc>${SITE.siteUrl}/notices</loc></url>`)
    expect(xml).toContain(`<url><loc>${SITE.siteUrl}/notices/dgs-msn-05-2025</loc><lastmod>2025-06-02</lastmod></url>`)
  })
})

type Alert = ALERTS_QUERY_RESULT['alerts'][number]
const alert = (id: string, ports: string[], title = `Alert ${id}`): Alert => ({
  _id: `notice.${id}`,
  title,
  slug: id,
  severity: 'severe',
  publishedAt: '2026-06-10',
  alertStarts: '2026-06-10T00:30:00Z',
  alertEnds: '2026-06-12T12:30:00Z',
  ports,
})
const WORDS = { heading: 'Alerts', words: { severe: 'Severe', period: '{period} (India time)', dismiss: 'Dismiss' } }
const PAGE =
  '<html><head></head><body><script>early()</script><a class="skip-link"></a><div class="site-chrome"></div><main id="main">x</main></body></html>'

describe('the alert banner the build writes into every page', () => {
  it('lists the alerts naming a port first on its page, the others in the order given', () => {
    const alerts = [alert('a', ['kandla']), alert('b', ['paradip']), alert('c', ['mumbai', 'paradip'])]
    expect(alertsFor(alerts, 'paradip').map((a) => a._id)).toEqual(['notice.b', 'notice.c', 'notice.a'])
    expect(alertsFor(alerts, undefined).map((a) => a._id)).toEqual(['notice.a', 'notice.b', 'notice.c'])
  })

  it('writes each alert with its times, its date, a link to its notice and a Dismiss button hidden until the script shows it; CMS words as text', () => {
    const banner = bannerHtml([alert('cyclone', ['paradip'], 'Cyclone <b>"Dana"</b> & <script>x()</script>')], WORDS)
    const { document } = new JSDOM(banner).window
    const item = document.querySelector('aside.site-alerts[aria-label="Alerts"] [data-alert="notice.cyclone"]')!
    expect(item.getAttribute('data-starts')).toBe('2026-06-10T00:30:00.000Z')
    expect(item.getAttribute('data-ends')).toBe('2026-06-12T12:30:00.000Z')
    expect(item.querySelector('a')!.getAttribute('href')).toBe('/notices/cyclone')
    expect(item.querySelector('a')!.textContent).toBe('Cyclone <b>"Dana"</b> & <script>x()</script>')
    expect(document.querySelectorAll('script, b')).toHaveLength(0)
    expect(item.querySelector('.site-alert-text')!.textContent).toBe(
      'Severe 10 June 2026 Cyclone <b>"Dana"</b> & <script>x()</script> 10-12 June (India time)',
    )
    const button = item.querySelector('button')!
    expect([button.hidden, button.getAttribute('aria-label')]).toEqual([true, 'Dismiss: Cyclone <b>"Dana"</b> & <script>x()</script>'])
    expect(document.querySelector('[role="status"]')!.textContent).toBe('')
    expect(bannerHtml([], WORDS)).toBe('')
  })

  it('puts it and the same script on every page, between the header and <main>, outside what React renders', () => {
    const banner = bannerHtml([alert('a', [])], WORDS)
    const page = withBanner(PAGE, banner, '2026-06-10T08:00:00.000Z', 'about/index.html')
    expect(page).toContain(
      `<div class="site-chrome"></div>${banner}<script data-alerts-built="2026-06-10T08:00:00.000Z">${ALERTS_SCRIPT}</script><main id="main">`,
    )
    // Without an alert, the script still: a copy kept offline may be given a banner later (below).
    expect(withBanner(PAGE, '', '2026-06-10T08:00:00.000Z', 'x')).toContain(
      `<script data-alerts-built="2026-06-10T08:00:00.000Z">${ALERTS_SCRIPT}</script><main`,
    )
    expect(() => withBanner('<body></body>', banner, 'x', 'page.html')).toThrow(/page\.html: no <main>/)
    expect(ALERTS_SCRIPT).not.toMatch(/<\/script|Intl\./)
  })
})

describe('a copy kept offline', () => {
  const banner = (id: string) => bannerHtml([alert(id, [])], WORDS)
  const page = (built: string, alerts: string) => withBanner(PAGE, alerts, built, 'x')
  const newer = { built: '2026-06-11T08:00:00.000Z', banner: banner('new') }

  it('gets the alerts of a newer build: those published since, not those withdrawn since', () => {
    const kept = page('2026-06-10T08:00:00.000Z', banner('old'))
    const shown = withNewerAlerts(kept, newer)
    expect(shown).toContain('data-alert="notice.new"')
    expect(shown).not.toContain('data-alert="notice.old"')
    expect(alertsBuilt(shown)).toBe(newer.built)
    // The script is the page's own, byte for byte: its policy's hash still lets it run.
    expect(shown).toContain(`">${ALERTS_SCRIPT}</script><main`)
    expect(withNewerAlerts(page('2026-06-10T08:00:00.000Z', ''), newer)).toContain('data-alert="notice.new"')
    expect(withNewerAlerts(kept, { built: newer.built, banner: '' })).not.toContain('<aside')
  })

  it('keeps its own when as new or newer, and a page without the script as it is', () => {
    const same = page(newer.built, banner('same'))
    expect(withNewerAlerts(same, newer)).toBe(same)
    const later = page('2026-06-12T08:00:00.000Z', '')
    expect(withNewerAlerts(later, newer)).toBe(later)
    expect(withNewerAlerts(PAGE, newer)).toBe(PAGE)
  })
})

describe('dated content, on time (the built HTML, the lists, feeds, sitemap and search index)', () => {
  /** The seed with a notice dated tomorrow in India, an alert to start in two minutes and one ended, run as the content API runs it. */
  const BASE = Date.now()
  const at = (now: number) => {
    const base = BASE
    const tomorrow = new Date(base + IST_OFFSET_MS + 24 * 60 * 60_000).toISOString().slice(0, 10)
    const kandla = documents.find((doc) => doc._id === 'notice.kandla-oil-jetty-maintenance')!
    const dataset = [
      ...documents,
      {
        ...kandla,
        _id: 'notice.tomorrow',
        title: 'A circular dated tomorrow',
        slug: { _type: 'slug', current: 'tomorrow' },
        publishedAt: tomorrow,
        alert: false,
      },
      {
        ...kandla,
        _id: 'notice.soon',
        title: 'An alert in two minutes',
        slug: { _type: 'slug', current: 'soon' },
        alertStarts: new Date(base + 2 * 60_000).toISOString(),
        alertEnds: new Date(base + 10 * 60_000).toISOString(),
      },
    ]
    return async <T>(query: string, params: Record<string, unknown> = {}) => {
      const { evaluate, parse } = await import('groq-js')
      // Read for the clock `now`, as the content layer gives it (`$now`: contract/clock.ts).
      const clocked = withClock(query, params, new Date(now).toISOString())
      return (await evaluate(parse(query, { params: clocked }), { dataset, params: clocked })).get() as T
    }
  }

  it('a notice dated tomorrow is in no list, feed or page path today (so in no sitemap or search index), and is tomorrow', async () => {
    const now = BASE
    for (const [when, listed] of [
      [now, false],
      [now + 2 * 24 * 60 * 60_000, true],
    ] as const) {
      const query = at(when)
      const index = await query<{ notices: Array<{ _id: string }> }>(NOTICE_INDEX_QUERY)
      const home = await query<{ notices: Array<{ _id: string }> }>(HOME_QUERY, { count: 50 })
      const feed = await query<FEED_QUERY_RESULT>(FEED_QUERY, { topic: '', count: 50 })
      const paths = await query<{ notices: Array<{ _id: string }> }>(ROUTE_PATHS_QUERY)
      const page = await query<{ notice: unknown }>(NOTICES_QUERY, { slug: 'tomorrow', ids: [], previous: '', next: '' })
      const ids = [index, home, feed, paths].map((answer) => answer.notices.some((notice) => notice._id === 'notice.tomorrow'))
      expect(ids, new Date(when).toISOString()).toEqual([listed, listed, listed, listed])
      expect(Boolean(page.notice)).toBe(listed)
    }
  })

  it('an alert is in the built banner only between its start and its end; the schedule says when to rebuild', async () => {
    const now = BASE
    const banner = async (when: number) =>
      (await at(when)<ALERTS_QUERY_RESULT>(ALERTS_QUERY, { now: new Date(when).toISOString() })).alerts.map((alert) => alert._id)
    expect(await banner(now)).not.toContain('notice.soon')
    expect(await banner(now + 3 * 60_000)).toContain('notice.soon')
    expect(await banner(now + 11 * 60_000)).not.toContain('notice.soon')
    const schedule = await at(now)<SCHEDULE_QUERY_RESULT>(SCHEDULE_QUERY, { now: new Date(now).toISOString() })
    // The alert's start is the next moment, unless midnight India time (the date of the notice dated
    // tomorrow) comes first: the test may run in the minutes before it.
    const next = nextMoment(schedule, now)!
    const start = [now + 2 * 60_000, 'alertStarts', 'notice.soon']
    if (next.kind === 'noticeDate') expect(next.at).toBeLessThanOrEqual(now + 2 * 60_000)
    else expect([next.at, next.kind, next.id]).toEqual(start)
    const alert = moments(schedule).filter((moment) => moment.id === 'notice.soon')
    expect(alert.map((moment) => moment.kind)).toEqual(['alertStarts', 'alertEnds'])
    expect([alert[0]!.at, alert[0]!.kind, alert[0]!.id]).toEqual(start)
    expect(nextMoment(schedule, alert[0]!.at)!.at).toBeLessThanOrEqual(alert[1]!.at)
    expect(moments(schedule).find((moment) => moment.id === 'notice.tomorrow')).toMatchObject({ kind: 'noticeDate' })
  })

  it('states the period in words', () => {
    expect(periodText('2026-12-16T03:30:00Z', '2026-12-19T12:30:00Z')).toBe('16-19 December')
    expect(periodText('2026-11-30T03:30:00Z', '2026-12-02T12:30:00Z')).toBe('30 November-2 December')
    expect(periodText('2026-12-30T03:30:00Z', '2027-01-02T12:30:00Z')).toBe('30 December 2026-2 January 2027')
    expect(periodText('2026-12-16T03:30:00Z', '2026-12-16T12:30:00Z')).toBe('16 December')
    // An end at midnight India time belongs to the day before.
    expect(periodText('2026-12-16T03:30:00Z', '2026-12-18T18:30:00Z')).toBe('16-18 December')
  })
})
