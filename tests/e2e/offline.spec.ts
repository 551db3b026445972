/**
 * With no connection, after one visit (src/offline/, tools/site-build/service-worker.ts): the contact
 * page (kept ahead of need), the page the visitor landed on and the pages opened, and the PDFs and
 * port guides once the visitor asked to keep them, show their last copy with a dated notice, working
 * tel: and WhatsApp links and the live alert; a navigation inside the site works too; an address the
 * device keeps nothing of gets the offline page, listing what it keeps; a copy kept before the 24/7
 * number changed shows the current one; the email-link pages and any address carrying an email or a
 * token are never kept.
 */
import type { Page } from '@playwright/test'
import { expect, hydrated, test, USES_EMAIL_MANAGER } from './helpers'
import { CACHE_NAMES } from '../../src/offline/rules'

test.use({ serviceWorkers: 'allow' })

const NOTICE = /^No connection: this is the copy of this page saved on .+\. Calls and WhatsApp still work\.$/
const LINK = `?email=${encodeURIComponent('second.officer@fleet.example')}&token=tok_offline`

/** Every address kept in CacheStorage, by cache. */
async function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`)
    }
    return urls
  })
}

async function expectCopyWithContacts(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toHaveText(NOTICE)
  await expect(page.locator('a[href^="tel:+"]').first()).toBeVisible()
  await expect(page.locator('a[href^="https://wa.me/"]').first()).toBeVisible()
}

/** The site's own words for what this device keeps (the layout copy's section "offline", seed/copy/layout.ts). */
const KEEP = { documents: /^Keep for offline: 4 documents, \d+ kB$/, ports: /^Keep for offline: \d+ port guides, \d+ kB$/ }
const KEPT = {
  documents: /^Kept on this device for offline: 4 documents, \d+ kB\.$/,
  ports: /^Kept on this device for offline: \d+ port guides, \d+ kB\.$/,
}
/** The button once this device keeps them all: what a click does then. */
const UPDATE = {
  documents: /^Kept for offline: 4 documents\. Update them, up to \d+ kB$/,
  ports: /^Kept for offline: \d+ port guides\. Update them, up to \d+ kB$/,
}
/** On the offline page, where "Keep for offline" is, for next time (the /search page copy's "keepHint", seed/copy/search.ts). */
const HINT =
  /^Next time: "Keep for offline" on the contact page, the Ports page or a port guide keeps every port guide; on a printable document, the PDFs\.$/

// (Its email-link pages, hydrated, call the email-manager stand-in: USES_EMAIL_MANAGER, one such test at a time.)
test(
  'offline after one visit: the contact page, the pages opened and what the visitor kept; the offline page for the rest; never the email links',
  USES_EMAIL_MANAGER,
  async ({ page, context }) => {
    // The page a visitor lands on loads before the worker exists; it is kept once the worker runs.
    await page.goto('/about')
    await hydrated(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/about')))).toBe(true)
    // Ahead of need, the contact page alone: no port guide, no PDF until the visitor asks.
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/contact')))).toBe(true)
    expect((await cachedUrls(page)).filter((entry) => /\.pdf$|\/ports\//.test(entry))).toEqual([])
    // Online, an email-link page (which loads the subscriber's preferences) goes through the worker untouched.
    await page.goto(`/email-preferences${LINK}`)
    await hydrated(page)
    await page.goto('/email-confirmation?email=a%40b.example&token=t')
    await hydrated(page)
    // A page reached with something of the visitor's after "?" or "#": kept, without it.
    await page.goto('/management?t=campaign-7&code=X1&sig=abc&session=s1#second.officer@fleet.example')
    await hydrated(page)
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/management')))).toBe(true)

    // "Keep for offline" on the contact page: the PDFs and the port guides, each saying what it costs, then what it
    // kept, and the button then says they are kept and what a click does now (what it costs: tests/e2e/bytes.spec.ts).
    await page.goto('/contact')
    await hydrated(page)
    for (const offer of ['documents', 'ports'] as const) {
      const keep = page.locator('.keep-offline button').filter({ hasText: offer === 'ports' ? 'port guides' : offer })
      await expect(keep).toHaveAccessibleName(KEEP[offer])
      await keep.click()
      await expect(page.getByRole('status').filter({ hasText: KEPT[offer] })).toBeVisible()
      await expect(keep).toHaveAccessibleDescription(KEPT[offer])
      await expect(keep).toHaveAccessibleName(UPDATE[offer])
    }
    // So it says on the next page that offers them too.
    await page.goto('/ports')
    await hydrated(page)
    await expect(page.locator('.keep-offline button').filter({ hasText: 'port guides' })).toHaveAccessibleName(UPDATE.ports)

    await context.setOffline(true)
    for (const path of ['/contact', '/ports/mundra', '/about']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectCopyWithContacts(page)
    }
    // In the page's flow, where it covers nothing (the sticky bar above it neither).
    const notice = page.locator('.offline-notice')
    await expect(notice).toHaveCSS('position', 'static')
    // The live alert, kept with the page, with its notice's date and its link.
    const alert = page.locator('aside.site-alerts [data-alert="notice.paradip-monsoon-advisory"]')
    await expect(alert).toBeVisible()
    await expect(alert.locator('time.site-alert-date')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)

    // A navigation inside the site, from the kept copy: the port guide's data was kept with it.
    await hydrated(page)
    await page.locator('footer a[href="/ports/kandla"]').click()
    await expect(page).toHaveURL(/\/ports\/kandla$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kandla')
    await expectCopyWithContacts(page)

    // The four PDFs, kept when asked.
    const pdfs = await page.evaluate(async () => {
      const paths = [...document.querySelectorAll<HTMLAnchorElement>('a[href$=".pdf"]')].map((link) => new URL(link.href).pathname)
      return Promise.all(
        [...new Set(paths)].map(async (path) => {
          const response = await fetch(path)
          return `${path} ${response.status} ${new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))}`
        }),
      )
    })
    expect(pdfs.length).toBeGreaterThan(0)
    for (const pdf of pdfs) expect(pdf).toMatch(/\.pdf 200 %PDF-$/)
    const kept = await cachedUrls(page)
    expect(kept.filter((url) => url.includes('.pdf')).length).toBe(4)

    // An address this device keeps nothing of: the offline page in the site's words, the pages it keeps, the emergency contacts.
    await page.goto('/fleet-retainer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No connection')
    // And where to keep pages, for next time (issue 54).
    await expect(page.locator('main p').filter({ hasText: HINT })).toBeVisible()
    const list = page.getByRole('navigation', { name: 'Pages kept on this device' })
    await expect(list.getByRole('link')).not.toHaveCount(0)
    await expect(list.locator('a[href="/about"]')).toBeVisible()
    await expect(list.locator('a[href="/fleet-retainer"]')).toHaveCount(0)
    await expect(page.locator('.emergency-bar a[href^="tel:+"]')).toBeVisible()
    await list.locator('a[href="/about"]').click()
    await expect(page).toHaveURL(/\/about$/)
    await expectCopyWithContacts(page)

    // Never kept: the email-link pages, addresses with an email or a token, the APIs.
    await expect(page.goto(`/email-preferences${LINK}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
    const addresses = kept.map((entry) => new URL(entry.split(' ')[1]!))
    expect(
      addresses.filter(({ pathname }) => /^\/(email-confirmation|confirm|email-preferences|unsubscribe)(\.data)?$/.test(pathname)),
    ).toEqual([])
    expect(addresses.filter(({ href }) => /@|%40|token|email=|__email-manager|__content/i.test(href))).toEqual([])
    expect(addresses.filter((url) => url.hash || url.search).map(({ href }) => href)).toEqual([])
    expect(addresses.length).toBeGreaterThan(20)

    // Back online, the page comes from the network again, without the notice.
    await context.setOffline(false)
    await page.goto('/contact')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice).toBeEmpty()
  },
)

test('a copy kept before the 24/7 number changed shows the current one, before and after hydrating, and says the site has changed since', async ({
  page,
  context,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto('/about')
  await hydrated(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/about')))).toBe(true)
  const phone = (await page.locator('.emergency-bar a[href^="tel:"]').innerText()).replace(/^\D+(?=\+)/, '').trim()
  // The kept copy as an earlier build served it: another 24/7 number (in its bars, footer and data), its
  // policy allowing its own scripts (the route data's hash), saved before this build.
  await page.evaluate(
    async ({ name, phone }) => {
      const cache = await caches.open(name)
      const key = (await cache.keys()).find((request) => new URL(request.url).pathname === '/about')!
      const kept = (await cache.match(key))!
      const digits = phone.replace(/\D/g, '')
      const current = await kept.text()
      const html = current.replaceAll(phone, '+91 22 6000 9999').replaceAll(digits, '912260009999')
      const hash = async (body: string) =>
        `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)))))}'`
      const scripts = (text: string) => [...text.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].map((m) => m[2]!)
      const headers = new Headers(kept.headers)
      let policy = headers.get('content-security-policy')!
      const [was, now] = [scripts(current), scripts(html)]
      for (const [i, body] of was.entries()) if (body !== now[i]) policy = policy.replace(await hash(body), await hash(now[i]!))
      headers.set('content-security-policy', policy)
      headers.set('x-gsi-saved', '2020-01-01T00:00:00.000Z')
      await cache.put(key, new Response(html, { status: 200, headers }))
    },
    { name: CACHE_NAMES.pages, phone },
  )
  await context.setOffline(true)
  await page.goto('/about')
  const current = (scope: Page) => scope.locator('body').evaluate((body) => body.innerHTML)
  await expect(page.locator('.emergency-bar a[href^="tel:"]')).toContainText(phone)
  expect(await current(page)).not.toContain('9999')
  await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toContainText('The site has changed since')
  // Its scripts (kept) hydrate it: what they render is what was painted.
  await hydrated(page)
  await expect(page.locator('footer a[href^="tel:"]').first()).toHaveAttribute('href', `tel:+${phone.replace(/\D/g, '')}`)
  expect(await current(page)).not.toContain('9999')
  expect(errors).toEqual([])
  await context.setOffline(false)
})
