/**
 * What tests/e2e/copy.spec.ts's one long test uses: the words a page shows (read in the page), an
 * email-manager call held until released, and the bodies of its longer steps (the page states only
 * a visitor's actions bring), each taking the page and the test's `take`, which adds what the
 * page shows now to the words found.
 */
import type { BrowserContext, Page, Route } from '@playwright/test'
import { expect, hydrated } from './helpers'
import { CACHE_NAMES } from '../../src/offline/rules'

/** Adds the words the page shows now to those the test has found. */
export type Take = () => Promise<void>

type Rendered = { texts: string[]; links: string[] }

/** The words of the page as it stands: text (scripts aside, JSON-LD included), the title, attribute values (links decoded) and link targets. */
export function collect(): Rendered {
  const texts = [document.title]
  const links: string[] = []
  const clone = document.documentElement.cloneNode(true) as HTMLElement
  clone.querySelectorAll('script:not([type="application/ld+json"]), style, template').forEach((element) => element.remove())
  texts.push(clone.textContent ?? '')
  for (const element of document.querySelectorAll('*')) {
    if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') continue
    for (const attribute of element.attributes) {
      if (['class', 'id', 'style', 'src', 'srcset'].includes(attribute.name) || attribute.name.startsWith('data-')) continue
      texts.push(attribute.value)
      if (attribute.name === 'href') {
        if (element.tagName === 'A') links.push(attribute.value)
        // A prepared email reads as its subject line, then its body.
        if (attribute.value.startsWith('mailto:')) {
          const query = new URL(attribute.value).searchParams
          texts.push(`${query.get('subject') ?? ''}\n${query.get('body') ?? ''}`)
        }
        // A prepared WhatsApp message reads as its text.
        if (attribute.value.startsWith('https://wa.me/')) texts.push(new URL(attribute.value).searchParams.get('text') ?? '')
      }
    }
  }
  return { texts, links }
}

/** Holds an email-manager call until released, so the state shown while it runs can be read. */
export function hold(page: Page, path: string, answer: (route: Route) => Promise<void>) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  void page.route(`**/__email-manager${path}`, async (route) => {
    await released
    await answer(route)
  })
  return release
}

/** Waits until React runs the page (not for the network to settle: a held call keeps it busy). */
export async function running(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined)
}

export const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
/** What a topic's list says while it has no notice (the notices page copy, seed/copy/notices.ts). */
export const NO_NOTICE = 'Nothing on this topic yet. The other topics and the feed list what is new.'
export const LINK = `?email=${encodeURIComponent('first.mate@fleet.example')}&token=tok_copy`

/** The fleet quote form: a value past its limit, a failed send and its ways forward, copying, offline, the send limit. */
export async function fleetQuoteWaysForward(page: Page, context: BrowserContext, take: Take) {
  await page.goto('/fleet-retainer')
  await hydrated(page)
  const form = page.locator('#quote form')
  const submit = form.locator('button[type="submit"]')
  await expect(submit).toBeEnabled()
  for (const [name, value] of Object.entries({
    companyName: 'Arabian Sea Shipping',
    contactName: 'Priya Nair',
    email: 'priya@arabiansea.example',
    phone: '+91 22 4000 1000',
    annualPortCalls: '40',
    message: 'm'.repeat(4001),
  })) {
    await form.locator(`[name="${name}"]`).fill(value)
  }
  await form.locator('[name="fleetSize"]').selectOption({ index: 1 })
  await take()
  await submit.click()
  await expect(page.locator('#quote .error-summary')).toBeVisible()
  await take()
  // Too long for a link: the links carry the note that the request is on the clipboard.
  await form.locator('[name="message"]').fill('m'.repeat(2500))
  await page.route('**/__email-manager/api/brain/send', (route) => route.fulfill({ status: 500, body: '' }))
  await submit.click()
  const ways = form.locator('.send-another-way')
  await expect(ways).toBeVisible()
  await take()
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.resolve() } }),
  )
  await ways.locator('button').click()
  await expect(ways.locator('[role="status"]')).not.toBeEmpty()
  await take()
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('no')) } }),
  )
  await ways.locator('button').click()
  await expect(ways.locator('textarea')).toBeVisible()
  await take()
  await context.setOffline(true)
  await submit.click()
  await expect(form.locator('.form-banner-error')).toBeFocused()
  await take()
  await context.setOffline(false)
  // Past the tab's send limit (src/forms/guard.tsx): when it can send again.
  await page.evaluate(() => sessionStorage.setItem('formGuard:fleetQuote', JSON.stringify(Array.from({ length: 10 }, () => Date.now()))))
  await submit.click()
  await expect(form.locator('.form-banner-error')).toContainText('You can send again at')
  await take()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
}

/** Keeping for offline (src/offline/): the offers, keeping, kept, failed; a page kept, and kept before the site changed; the offline page. */
export async function keepingForOffline(page: Page, take: Take) {
  await page.goto('/contact')
  await hydrated(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const offers = page.locator('.keep-offline')
  await expect(offers).toHaveCount(2)
  await take()
  const status = (offer: number) => offers.nth(offer).locator('.keep-offline-status')
  // Keeping: the PDFs answer once read.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.context().route('**/*.pdf', async (route) => {
    await held
    await route.continue()
  })
  await offers.nth(0).getByRole('button').click()
  await expect(status(0)).not.toBeEmpty()
  await take()
  release()
  const keeping = await status(0).innerText()
  await expect(status(0)).not.toHaveText(keeping)
  await take()
  await page.context().unrouteAll({ behavior: 'ignoreErrors' })
  // With no connection, the port guides cannot be kept (their data is on this device only once kept).
  await page.evaluate((name) => caches.delete(name), CACHE_NAMES.data)
  await page.context().setOffline(true)
  await offers.nth(1).getByRole('button').click()
  await expect(status(1)).not.toBeEmpty()
  await expect(status(1)).not.toHaveText(keeping)
  await take()
  // Back online, kept: the button says so, and what a click does now (update them).
  await page.context().setOffline(false)
  const ports = await offers.nth(1).getByRole('button').innerText()
  await offers.nth(1).getByRole('button').click()
  await expect(offers.nth(1).getByRole('button')).not.toHaveText(ports, { timeout: 30_000 })
  await take()
  await page.context().setOffline(true)
  // A kept page, then the same kept before the site last changed.
  await page.goto('/contact')
  await expect(page.locator('.offline-notice p')).toBeVisible()
  await take()
  await page.evaluate(async (name) => {
    const cache = await caches.open(name)
    const key = (await cache.keys()).find((request) => new URL(request.url).pathname === '/contact')!
    const kept = (await cache.match(key))!
    const headers = new Headers(kept.headers)
    headers.set('x-gsi-saved', '2020-01-01T00:00:00.000Z')
    await cache.put(key, new Response(await kept.text(), { status: 200, headers }))
  }, CACHE_NAMES.pages)
  await page.goto('/contact')
  await expect(page.locator('.offline-notice p')).toBeVisible()
  await take()
  // An address this device keeps nothing of (every page of the site was opened above).
  await page.goto('/notices/page/99')
  await expect(page.locator('main h1')).toBeVisible()
  await take()
  await page.context().setOffline(false)
}
