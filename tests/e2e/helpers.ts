import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Route, type TestDetails } from '@playwright/test'
import { API_VERSION, LOCAL_API_PATH } from '../../contract/constants.ts'
import { applyTestEnv } from '../env.ts'
import { hydrated } from './hydrated.ts'
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

export { hydrated }

/** The sites the browser tests visit (tests/env.ts), as this run's environment names them. */
const SITES = (() => {
  const { reading, changing } = applyTestEnv()
  return [reading, changing]
})()

/**
 * The site's browser tests: the preview serves the CDN's headers (tools/site-build/hosting.ts), and any
 * Content-Security-Policy violation or Permissions-Policy error in any page of a test fails it.
 */
export const test = base.extend<{ policyErrors: string[] }, { siteEnvironment: void }>({
  /**
   * The worker's environment names the site its project visits (a preview of the build, its content
   * API and store: playwright.config.ts), as a program run beside that site sees it: a second build
   * (analytics.spec.ts) reads that store, and `startPreview` serves it.
   */
  siteEnvironment: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's own fixtures from this parameter: none.
    async ({}, use, workerInfo) => {
      const port = Number(new URL(workerInfo.project.use.baseURL ?? 'http://x').port)
      const site = SITES.find((candidate) => candidate.port === port)
      if (site)
        Object.assign(process.env, { E2E_PORT: String(site.port), LOCAL_API_PORT: String(site.apiPort), LOCAL_STORE_DIR: site.storeDir })
      await use()
    },
    { scope: 'worker', auto: true },
  ],
  policyErrors: [
    async ({ context }, use) => {
      const errors: string[] = []
      await context.exposeBinding('__reportPolicyViolation', ({ page }, detail: string) => void errors.push(`${page.url()}: ${detail}`))
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportPolicyViolation: (detail: string) => void }).__reportPolicyViolation
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`)
        })
      })
      context.on('console', (message) => {
        if (/Content Security Policy|Permissions-Policy/i.test(message.text())) errors.push(`${message.page()?.url()}: ${message.text()}`)
      })
      await use(errors)
      expect(errors, 'policy violations reported by the browser').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/**
 * Details of a test that changes content in the CMS (the store of the site it tests, through the
 * local content API), or needs it changed: tagged @cms, it runs in a project of its own
 * (playwright.config.ts), one test at a time, on a preview of the build with a store of its own, so
 * that no other test reads what it changed.
 */
export const CHANGES_CMS = { tag: '@cms' } satisfies TestDetails
/**
 * Details of a test that sends through the local email-manager stand-in, counts the calls it
 * received or makes it fail: tagged @mail, one such test at a time (the lock 'email-manager'), since
 * each reads the calls made from its start as its own.
 */
export const USES_EMAIL_MANAGER = { tag: '@mail', lock: 'email-manager' } satisfies TestDetails

export const API = `${LOCAL_API_PATH}/v${API_VERSION}/data`

/** WCAG 1.4.12's text-spacing override: line height 1.5, paragraphs 2, letters 0.12, words 0.16 (in em). */
export const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }'

/** Runs axe (WCAG 2.2 A/AA) on the page and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  // One run: the WCAG tags, and each landmark told apart from the others of its kind (landmark-unique,
  // a best practice, for screen reader navigation). axe runs a rule enabled by name even outside the
  // tags; `options` first, since it replaces what `withTags` sets. Every rule runs on every element;
  // only the violations are reported element by element (the other results name their rule), which
  // spares axe a fifth of its time. In axe's legacy mode, one `axe.run` in the page: the site's pages
  // frame nothing, so the default mode's way through cross-origin frames (a blank page opened for
  // each scan, axe injected there too) only costs time, about half of each scan's.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { 'landmark-unique': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id)
  expect(ran, 'axe ran landmark-unique').toContain('landmark-unique')
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(summary).toEqual([])
}

/**
 * Fresh CMS content replaces a page's built content only where that moves nothing under the
 * visitor's eyes: while the tab is hidden, or at the next navigation (src/content/snapshot.ts).
 * Tests of what the refresh brings read the page as a hidden tab shows it, from its first load.
 */
export async function showRefreshesAtOnce(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => 'hidden' }))
}

/** A visit an hour after the build: the prerendered content is stale, so the page refreshes it from the CMS and shows it. */
export async function visitLater(page: Page, path: string) {
  await showRefreshesAtOnce(page)
  await page.clock.install({ time: new Date(Date.now() + 60 * 60 * 1000) })
  await page.goto(path)
}

/**
 * Holds the page's scripts back until released (or failed), as a slow link does. Released, the page's
 * requests are no longer intercepted at all: with interception on, Chromium's answer to a cross-origin
 * call (the email-manager's, after a CORS preflight) at times never reaches Playwright as finished, and
 * the page would never be "network idle".
 */
export async function holdScripts(page: Page) {
  const held: Route[] = []
  let state: 'held' | 'open' | 'failed' = 'held'
  const pattern = '**/assets/*.js'
  await page.route(pattern, (route) => (state === 'open' ? route.continue() : state === 'failed' ? route.abort() : void held.push(route)))
  return {
    release: async () => {
      state = 'open'
      await Promise.all(held.splice(0).map((route) => route.continue()))
      await page.unroute(pattern)
    },
    fail: async () => {
      state = 'failed'
      await Promise.all(held.splice(0).map((route) => route.abort()))
    },
  }
}

/** Patches a document in the local content store (this test run's own, reset when the run ends). */
export async function patchDocument(request: APIRequestContext, id: string, set: Record<string, unknown>) {
  const res = await request.post(`${API}/mutate/production?returnIds=true`, { data: { mutations: [{ patch: { id, set } }] } })
  expect(res.ok()).toBe(true)
}

/** Deletes documents from the local content store; `restoreDocuments` puts them back. */
export async function deleteDocuments(request: APIRequestContext, ids: string[]) {
  const res = await request.post(`${API}/mutate/production`, { data: { mutations: ids.map((id) => ({ delete: { id } })) } })
  expect(res.ok()).toBe(true)
}

export async function restoreDocuments(request: APIRequestContext, documents: Array<{ _id: string }>) {
  const res = await request.post(`${API}/mutate/production`, { data: { mutations: documents.map((doc) => ({ createOrReplace: doc })) } })
  expect(res.ok()).toBe(true)
}

/**
 * Publishes documents again as they are, as an editor's publish that changed nothing: the pages that
 * read them find them changed since the build (src/content/changes.ts), and refresh them.
 */
export async function publishAgain(request: APIRequestContext, ids: string[]) {
  await restoreDocuments(request, await Promise.all(ids.map((id) => getDocument<{ _id: string }>(request, id))))
}

export async function getDocument<T = Record<string, unknown>>(request: APIRequestContext, id: string): Promise<T> {
  const res = await request.get(`${API}/doc/production/${id}`)
  const body = (await res.json()) as { documents: T[] }
  return body.documents[0]
}

/**
 * The phone menu's button and the Company menu's: each the <summary> of a disclosure (<details>),
 * which works without a script and which browsers expose as a button with its expanded state
 * (Chromium: a disclosure triangle, "Menu, collapsed"); Playwright's roles do not map <summary>.
 */
export const menuToggle = (page: Page) => page.locator('header summary.menu-toggle')
export const companyToggle = (scope: Page | Locator) => scope.locator('summary.nav-dropdown-toggle')

/** Whether a disclosure's summary is expanded: its <details> is open. */
export async function expectExpanded(toggle: Locator, expanded: boolean) {
  await expect(toggle.locator('xpath=..')).toHaveJSProperty('open', expanded)
}

export const FLEET = {
  companyName: 'Ocean Lines & Co',
  contactName: 'Asha Rao',
  email: 'asha.rao@fleet.example',
  phone: '+91 22 1234 5678',
  annualPortCalls: '40, mostly Mumbai',
}

export async function fillFleetQuote(page: Page, values: Record<string, string> = FLEET) {
  const form = page.locator('form.site-form')
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value)
  await form.locator('[name="fleetSize"]').selectOption({ index: 2 })
  return form
}

/** A pre-arrival request's values, as a person types them (the port chosen from the list, or by the page's address). */
export const PRE_ARRIVAL = {
  vesselName: 'MV Sagar Kiran',
  imo: '9387421',
  port: 'Mundra',
  eta: '2026-03-14T06:30',
  agent: 'Coastal Agencies Pvt Ltd',
  email: 'ops@owner.example',
}

/** Fills the pre-arrival form with `values` (the port chosen from its list), and returns it. */
export async function fillPreArrival(page: Page, values: Partial<typeof PRE_ARRIVAL> = PRE_ARRIVAL) {
  const form = page.locator('form.site-form')
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`)
    if (name === 'port') await field.selectOption(value)
    else await field.fill(value)
  }
  return form
}

/**
 * Applies the text-spacing override as a constructed style sheet (the pages' CSP refuses a
 * `<style>` of the test's own, and this test keeps the CSP on), and checks that it took.
 */
export async function addTextSpacing(page: Page) {
  const letterSpacing = await page.evaluate((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return getComputedStyle(document.querySelector('main p') ?? document.body).letterSpacing
  }, TEXT_SPACING)
  expect(letterSpacing, 'the text-spacing override applies').not.toBe('normal')
}

export async function expectNoHorizontalScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
  expect(scrollWidth, 'page is wider than the viewport').toBeLessThanOrEqual(clientWidth)
}

/**
 * Visible elements that reach past the window's edges (WCAG 1.4.10, reflow), other than those
 * inside a container that scrolls sideways on purpose (wide tables, a data table between the phone
 * and the desktop layouts) and screen-reader-only text.
 */
export async function outsideTheWindow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const out: string[] = []
    /** Inside a box that scrolls sideways (its own scroll bar, within the window): reached by scrolling it. */
    const scrolled = (el: Element) => {
      for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX
        if ((overflow === 'auto' || overflow === 'scroll') && at.scrollWidth > at.clientWidth) return true
      }
      return false
    }
    /** Text for screen readers only, in a box of a pixel that clips it (as .sr-only does). */
    const clipped = (el: Element) => {
      for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
        const rect = at.getBoundingClientRect()
        if (rect.width <= 1 && rect.height <= 1 && getComputedStyle(at).overflow !== 'visible') return true
      }
      return false
    }
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('.sr-only, .skip-link, [hidden], .table-scroll:not(.stack-table-wrap) table, .doc-table-scroll table')) continue
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue
      // Not drawn (inside a closed disclosure, the Company menu) or scrolled within its own box.
      if ((rect.left < -1 || rect.right > width + 1) && (!el.checkVisibility() || scrolled(el) || clipped(el))) continue
      if (rect.left < -1 || rect.right > width + 1)
        out.push(
          `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(rect.left)}-${Math.round(rect.right)}`,
        )
    }
    // Text sticking out of its box (a long word) leaves the box's own size unchanged.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!
      if (
        !node.textContent?.trim() ||
        parent.closest('.sr-only, .skip-link, [hidden], .table-scroll:not(.stack-table-wrap) table, .doc-table-scroll table')
      )
        continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rect = range.getBoundingClientRect()
      if (
        rect.width > 0 &&
        (rect.left < -1 || rect.right > width + 1) &&
        (!parent.checkVisibility() || scrolled(parent) || clipped(parent))
      )
        continue
      if (rect.width > 0 && (rect.left < -1 || rect.right > width + 1))
        out.push(
          `text "${node.textContent.trim().slice(0, 30)}" in ${parent.tagName.toLowerCase()} ${Math.round(rect.left)}-${Math.round(rect.right)}`,
        )
    }
    return out.slice(0, 10)
  })
}

/** A word longer than any phone is wide, as editors paste them into titles (issue 47). */
const LONG_WORD = 'https://www.dgshipping.gov.in/writereaddata/ShippingNotices/202505200412.pdf'

/**
 * Puts LONG_WORD at the end of every text the page shows, as if every field of the CMS held one:
 * what wraps and what widens the page is the layout's doing, whichever field the words come from.
 * Phone numbers are left as they are (never broken, and the phone rule keeps them short).
 */
export async function withLongWords(page: Page) {
  await page.evaluate((word) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim() && !node.parentElement!.closest('script, style, noscript, a[href^="tel:"]')) texts.push(node as Text)
    for (const text of texts) text.appendData(` ${word}`)
  }, LONG_WORD)
}

/**
 * Words drawn cut in two across lines ("RESPON/SE", "Visakha/patnam"), in the text the page shows:
 * a word here runs between spaces and hyphens (a line may break after a hyphen). Email addresses
 * may break anywhere.
 */
export async function wordsCutInTwo(page: Page) {
  return page.evaluate(() => {
    const cut = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!
      if (!node.textContent?.trim() || parent.closest('script, style, noscript, .sr-only, a[href^="mailto:"]') || !parent.checkVisibility())
        continue
      for (const word of node.textContent.matchAll(/[^\s\-–]+/g)) {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        if (lines.size > 1) cut.add(`"${word[0]}" in ${parent.tagName.toLowerCase()}.${parent.className}`)
      }
    }
    return [...cut]
  })
}

/**
 * Tabs through `path` (from its first load); returns the focused elements left entirely under the
 * sticky or fixed bars (WCAG 2.4.11): the emergency bar, the phones' contact bar, a page's contact
 * bar, and the analytics consent prompt while it shows.
 */
export async function hiddenFocus(page: Page, path: string, stops = 80) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(path)
  await hydrated(page)
  return focusHiddenUnderBars(page, stops)
}

/** The same on a page loaded and hydrated already, from the start of the page (nothing focused yet). */
export async function focusHiddenUnderBars(page: Page, stops = 80) {
  // Without smooth scrolling, each focus move has finished scrolling when it is measured.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const hidden: string[] = []
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab')
    const found = await page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return null
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 && rect.height === 0) return null
      let top = 0
      let bottom = window.innerHeight
      for (const bar of document.querySelectorAll<HTMLElement>('.emergency-bar, .mobile-bar, .contact-bar, .consent-prompt')) {
        if (bar.contains(el)) return null
        const position = getComputedStyle(bar).position
        const box = bar.getBoundingClientRect()
        if ((position !== 'fixed' && position !== 'sticky') || box.height === 0) continue
        if (box.top <= 0.5) top = Math.max(top, box.bottom)
        else bottom = Math.min(bottom, box.top)
      }
      const covered = rect.bottom <= top + 1 || rect.top >= bottom - 1
      return covered ? `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('name') || '').trim().slice(0, 40)}"` : null
    })
    if (found) hidden.push(found)
  }
  return hidden
}

/**
 * `npm run preview` of another build folder (inside the project: a build imports its packages from
 * node_modules) on `port`, in a process group of its own (stop it with `stopPreview`), once it answers.
 */
export async function startPreview(port: number | string, buildDir: string, env: NodeJS.ProcessEnv = {}) {
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    env: { ...process.env, SITE_BUILD_DIR: buildDir, ...env },
    stdio: 'inherit',
    detached: true,
  })
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (res) => res.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
  return server
}

/** Stops a preview `startPreview` started, and removes its build folder. */
export function stopPreview(server: ChildProcess | undefined, buildDir: string) {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  rmSync(buildDir, { recursive: true, force: true })
}
