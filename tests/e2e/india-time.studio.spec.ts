/**
 * The real Studio (the Studio tests' own servers: playwright.config.ts, project "studio") in a
 * Chromium set to UTC, as a ship's PC or a laptop abroad may be: the notice's publication and the
 * alert's start show and take India time, the list says when a notice still to come appears and
 * when an alert's banner shows (scheduled, live, ended), and says it again once the minute has come
 * while the Studio stays open (the browser's clock moved on by Playwright), as the document's badges
 * do; a document says when it was published in India time; the Site status looks the documents'
 * names up before it shows them, says its times in India time, names documents as the Studio's lists
 * do, says of a build silent for too long that it stopped, and its "To fix" opens the field. One page
 * load; the content and the site status are left as they were found. The schedule itself (a notice
 * on the site at its minute): tests/unit/rebuild.test.ts and tests/unit/notice-minute.test.ts.
 */
import { expect, test } from '@playwright/test'

const API = `http://127.0.0.1:${process.env.LOCAL_API_PORT}`
const STATUS_ID = 'system.siteBuildStatus'

async function query<T>(groq: string): Promise<T> {
  const res = await fetch(`${API}/v2025-02-19/data/query/production?perspective=raw&query=${encodeURIComponent(groq)}`)
  return ((await res.json()) as { result: T }).result
}

async function mutate(mutations: unknown[]) {
  const res = await fetch(`${API}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
  expect(res.ok).toBe(true)
}

/** A moment as a UTC computer would show it (HH:mm), and as India's clock does. */
const clock = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(Date.parse(iso))
/** A moment as the Studio's lists and badges say it in India time: "17 Dec, 06:00" (the year too, of another year than `now`'s). */
const short = (time: number, now = Date.now()) => {
  const [day, year] = [
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' }).format(time).replace('Sept', 'Sep'),
    (at: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(at),
  ]
  return `${day}${year(time) === year(now) ? '' : ` ${year(time)}`}, ${clock(new Date(time).toISOString(), 'Asia/Kolkata')}`
}
/** A moment as the Studio's field writes it in India time: "17 December 2026 06:00". */
const fieldValue = (time: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute}`
}

test.use({ timezoneId: 'UTC' })

test('in a browser set to UTC, dates and times are India time: typed, shown, listed and in Site status', async ({ page }) => {
  test.setTimeout(240_000)
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC')
  const status = await query<Record<string, unknown> | null>(`*[_id == "${STATUS_ID}"][0]`)
  const notice = 'notice.dgs-msn-05-2025'
  try {
    await test.step("a notice's publication, shown and typed in India time; the list says when it appears", async () => {
      await page.goto(`/intent/edit/id=${notice};type=notice`)
      const publication = page.locator('#publishedAt')
      // The Studio's first load (its code, then the document): over a minute on a busy machine.
      await expect(publication).toBeVisible({ timeout: 120_000 })
      const stored = await query<string>(`*[_id == "${notice}"][0].publishedAt`)
      await expect(publication).toHaveValue(fieldValue(Date.parse(stored)))
      // When it was last published, in India time: Sanity's own "Published …" says the computer's (UTC) time.
      const updated = Date.parse(await query<string>(`*[_id == "${notice}"][0]._updatedAt`))
      expect(clock(new Date(updated).toISOString(), 'UTC')).not.toBe(clock(new Date(updated).toISOString(), 'Asia/Kolkata'))
      await expect(page.getByTestId('pane-footer')).toContainText(`Published ${short(updated)} India time`)
      // In two days, at 14:00 in India (08:30 UTC).
      const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
      const at = Date.parse(`${day}T14:00:00+05:30`)
      await publication.fill(fieldValue(at))
      await publication.press('Tab')
      await expect.poll(() => query<string | null>(`*[_id == "drafts.${notice}"][0].publishedAt`)).toBe(new Date(at).toISOString())
      // The site still shows the published notice: the line says so, and that a change waits (issue 63, item 12).
      await expect(page.getByText(/; unpublished changes$/).first()).toBeVisible()
      // The seed's Kandla closure, still to come: its line says when its banner shows, not that it runs.
      const kandla = await query<{ alertStarts: string; alertEnds: string }>(`*[_id == "notice.kandla-oil-jetty-maintenance"][0]`)
      // Its state on a line of its own, its times beneath, each whole in the list's width (issue 63, item 11).
      const kandlaTimes = page.getByText(`${short(Date.parse(kandla.alertStarts))} to ${short(Date.parse(kandla.alertEnds))} India time`, {
        exact: true,
      })
      await expect(kandlaTimes).toBeVisible()
      await expect(page.getByText(/^Ended \d+ \w+ \d{4}, \d\d:\d\d India time$/)).toBeVisible()
      for (const line of [kandlaTimes, page.getByText('Alert (warning), scheduled', { exact: true }).first()])
        expect(await line.evaluate((text) => text.scrollWidth <= text.clientWidth && text.scrollHeight <= text.clientHeight + 1)).toBe(true)
    })

    await test.step("an alert's start, shown in India time (a UTC computer's own clock would say otherwise)", async () => {
      const kandla = 'notice.kandla-oil-jetty-maintenance'
      const starts = await query<string>(`*[_id == "${kandla}"][0].alertStarts`)
      expect(clock(starts, 'UTC')).not.toBe(clock(starts, 'Asia/Kolkata'))
      await page.goto(`/intent/edit/id=${kandla};type=notice`)
      await page.getByRole('tab', { name: 'Alert' }).click()
      await expect(page.locator('#alertStarts')).toHaveValue(fieldValue(Date.parse(starts)))
      // The field says so, and offers no other zone.
      // (The Studio renders the form again as the document's other parts arrive: the field is found afresh each try.)
      await expect(() => page.locator('#alertStarts').scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 15_000 })
      await expect(page.getByText('From when the banner shows, in India time.')).toBeVisible()
    })

    await test.step('Site status: India time, documents by their names, a silent build said to have stopped, "To fix" opening the field', async () => {
      const now = Date.now()
      const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
      // Said as its time alone on the day of now in India; on the day before (a test just past midnight there), with its day.
      const indiaDay = (time: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(time)
      const since = (iso: string) =>
        indiaDay(Date.parse(iso)) === indiaDay(now) ? clock(iso, 'Asia/Kolkata') : short(Date.parse(iso), now)
      await mutate([
        {
          createOrReplace: {
            _id: STATUS_ID,
            _type: 'siteBuildStatus',
            builds: [
              { _key: 'silent', state: 'building', queuedAt: ago(45), startedAt: ago(45), documents: ['port.kandla'] },
              {
                _key: 'failed',
                state: 'failed',
                queuedAt: ago(50),
                startedAt: ago(50),
                finishedAt: ago(49),
                documents: ['siteSettings'],
                reason: `The published content lacks the Site settings' Contact › "Support email" (empty: fill it in).`,
                fix: ['siteSettings'],
                fixAt: [{ _key: 'siteSettings', id: 'siteSettings', path: 'supportEmail' }],
              },
              { _key: 'live', state: 'live', queuedAt: ago(60), startedAt: ago(60), finishedAt: ago(59), documents: ['pageCopy.home'] },
            ],
          },
        },
      ])
      // The documents' names, held back a moment: the builds say they are looking them up, never their ids.
      const held: Array<() => Promise<void>> = []
      let holding = true
      const names = (request: { url: () => string; postData: () => string | null }) =>
        decodeURIComponent(`${request.url()} ${request.postData() ?? ''}`.replace(/\+/g, ' ')).includes('_id in $ids')
      const queries = (url: URL) => url.pathname.includes('/data/query/')
      await page.route(queries, (route) => (holding && names(route.request()) ? void held.push(() => route.continue()) : route.fallback()))
      await page.goto('/site-status')
      const [silent, failed, live] = [0, 1, 2].map((n) => page.getByTestId('site-build').nth(n))
      await expect.poll(() => held.length).toBeGreaterThan(0)
      await expect(silent).toContainText('Published: looking up their names…')
      await expect(failed.getByTestId('site-build-fix')).toHaveText('To fix: looking up their names…')
      await expect(page.getByTestId('site-build').filter({ hasText: /no longer in the Studio|port\.kandla|pageCopy\.home/ })).toHaveCount(0)
      // (A lookup the Studio gave up meanwhile, a render later asking again, is answered by none.)
      holding = false
      await Promise.all(held.map((release) => release().catch(() => undefined)))
      await page.unroute(queries)
      await expect(silent).toContainText(`Building since ${since(ago(45))} India time, and silent since`)
      await expect(silent).toContainText('stalled')
      // Once released, the names come from the Studio's preview store, which asks the content API again
      // (with both cores taken, past the default 10 s once in CI): a guard, not a measure.
      await expect(silent).toContainText('Published: Kandla (Port)', { timeout: 30_000 })
      await expect(live).toContainText(`Live at ${since(ago(59))} India time`)
      await expect(live).toContainText('Published: Home page (Page copy)')
      await failed.getByTestId('site-build-fix').getByRole('link', { name: 'Site settings' }).click()
      // (The structure tool writes its panes in the address encoded: ",path=" as "%2Cpath%3D".)
      await expect(page).toHaveURL(/path(=|%3D)supportEmail/)
      await expect(page.getByRole('tab', { name: 'Contact', selected: true })).toBeVisible()
      await expect(page.locator('#supportEmail')).toBeInViewport()
      // …and the field to fix has the focus, as on a page copy's or a notice's (issue 63, item 10).
      await expect(page.locator('#supportEmail')).toBeFocused()
    })
  } finally {
    await mutate([{ delete: { id: `drafts.${notice}` } }, status ? { createOrReplace: status } : { delete: { id: STATUS_ID } }])
  }
})

test('a notice published for a minute to come: its line and badge say so, and say it again once the minute has come while the Studio stays open', async ({
  page,
}) => {
  // A Studio's first load (up to two minutes on a busy machine) before the minute comes.
  test.slow()
  const notice = 'notice.dgs-msn-05-2025'
  const publishedAt = await query<string>(`*[_id == "${notice}"][0].publishedAt`)
  // Six minutes on, to the minute (a publication is a minute): past any first load, which the
  // browser's clock lives through before the test moves it on.
  const minute = Math.ceil(Date.now() / 60_000) * 60_000 + 5 * 60_000
  await mutate([{ patch: { id: notice, set: { publishedAt: new Date(minute).toISOString() } } }])
  try {
    // The browser's clock, moved on past the minute below as an open Studio lives through it.
    await page.clock.install({ time: Date.now() })
    await page.goto(`/intent/edit/id=${notice};type=notice`)
    const footer = page.getByTestId('pane-footer')
    // The Studio's first load (its code, then the document).
    // (The list's line, in its detail layout: the badge says the same words.)
    const lines = page.getByTestId('detail-preview')
    await expect(lines.getByText(`Appears ${short(minute)} India time`, { exact: true })).toBeVisible({ timeout: 120_000 })
    // (The footer's badge once the Studio has read the document's history, later than its line on a busy machine.)
    await expect(footer).toContainText(`Appears ${short(minute)} India time`, { timeout: 60_000 })
    // The minute comes: nothing is published, the words change by themselves.
    await page.clock.fastForward(minute - Date.now() + 5_000)
    await expect(lines.getByText(`${short(minute)} India time`, { exact: true })).toBeVisible()
    await expect(footer).not.toContainText('Appears')
  } finally {
    await mutate([{ patch: { id: notice, set: { publishedAt } } }])
  }
})
