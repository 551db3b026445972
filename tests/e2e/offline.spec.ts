/**
 * With no connection, after one visit (src/offline/, tools/build/service-worker.ts): the contact
 * page, a port page never opened, a PDF and the page the visitor landed on show their last copy
 * with a dated notice and working tel: and WhatsApp links, and the live alert (its notice kept too);
 * a navigation inside the site works too;
 * the email-link pages and any address carrying an email or a token are never kept.
 */
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './helpers'

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

test('offline after one visit: contact, ports, PDFs and the pages opened before, never the email links', async ({ page, context }) => {
  // The page a visitor lands on loads before the worker exists; it is kept once the worker runs.
  await page.goto('/about')
  await hydrated(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/about')))).toBe(true)
  // Online, an email-link page (which loads the subscriber's preferences) goes through the worker untouched.
  await page.goto(`/email-preferences${LINK}`)
  await hydrated(page)
  await page.goto('/email-confirmation?email=a%40b.example&token=t')
  await hydrated(page)
  // A page reached with something of the visitor's after "?" or "#": kept, without it.
  await page.goto('/management?t=campaign-7&code=X1&sig=abc&session=s1#second.officer@fleet.example')
  await hydrated(page)
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/management')))).toBe(true)

  await context.setOffline(true)
  for (const path of ['/contact', '/ports/mundra', '/about']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectCopyWithContacts(page)
  }
  // In the page's flow, where it covers nothing (the sticky bar above it neither).
  const notice = page.locator('.offline-notice')
  await expect(notice).toHaveCSS('position', 'static')
  // The live alert, kept with the page, with its notice's date and its link (the notice itself is kept too).
  const alert = page.locator('aside.site-alerts [data-alert="notice.paradip-monsoon-advisory"]')
  await expect(alert).toBeVisible()
  await expect(alert.locator('time.site-alert-date')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
  expect((await cachedUrls(page)).some((entry) => new URL(entry.split(' ')[1]!).pathname === '/notices/paradip-monsoon-advisory')).toBe(
    true,
  )

  // A navigation inside the site, from the kept copy: the port's data is kept too.
  await hydrated(page)
  await page.locator('footer a[href="/ports/kandla"]').click()
  await expect(page).toHaveURL(/\/ports\/kandla$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kandla')
  await expectCopyWithContacts(page)

  // The four PDFs, kept ahead of need.
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

  // Never kept: the email-link pages, addresses with an email or a token, the APIs.
  await expect(page.goto(`/email-preferences${LINK}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  const addresses = kept.map((entry) => new URL(entry.split(' ')[1]!))
  expect(
    addresses.filter(({ pathname }) => /^\/(email-confirmation|confirm|email-preferences|unsubscribe)(\.data)?$/.test(pathname)),
  ).toEqual([])
  expect(addresses.filter(({ href }) => /@|%40|token|email=|__email-manager|__content/i.test(href))).toEqual([])
  // (Workbox's precache names its entries by revision, a query of its own.)
  const own = (url: URL) => url.search === '' || /^\?__WB_REVISION__=\w+$/.test(url.search)
  expect(addresses.filter((url) => url.hash || !own(url)).map(({ href }) => href)).toEqual([])
  expect(addresses.length).toBeGreaterThan(20)

  // Back online, the page comes from the network again, without the notice.
  await context.setOffline(false)
  await page.goto('/contact')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(notice).toBeEmpty()
})
