/**
 * The page's early script (src/early/, one module a part), as the build bundles it
 * (tools/site-build/early-script.ts): which parts a page carries, and each part at work in Chromium on
 * a small page with the markup it acts on, before the code of what it stands in for (a control's code
 * marks it `data-live`). The whole site's first actions: tests/e2e/first-action.spec.ts.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROME_PATH, CHROMIUM_ARGS } from '../../tools/site-build/chromium'
import { earlyPartsOf, earlyScript, pageOfFile } from '../../tools/site-build/early-script'
import { EARLY_PARTS, pagesEarlyParts, type EarlyPart } from '../../src/early/parts'
import { SCRIPTS_FAILED_EVENT } from '../../src/lib/scripts-failed'

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS })
})
afterAll(async () => {
  await browser?.close()
})

const ORIGIN = 'http://early.test'

/** A page at `path` whose body starts with the early script of `parts`, then `body`. */
async function open(body: string, { parts = [], path = '/' }: { parts?: EarlyPart[]; path?: string } = {}) {
  const script = await earlyScript(parts)
  const page = await browser.newPage()
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><html lang="en"><head></head><body><script>${script}</script>${body}</body></html>`,
    }),
  )
  await page.goto(ORIGIN + path)
  return page
}

const NEWSLETTER = `<form data-early action="/forms/send/newsletter" method="post">
  <input id="email" type="email" name="email" required data-required="Please enter your email address" data-invalid="Please enter a valid email address">
  <button>Subscribe</button>
  <p><span data-pending-note hidden>Will be checked and sent</span></p>
  <p><span data-failed-note hidden>Could not finish loading</span></p>
  <p id="message" role="status" data-early-message></p>
</form>`

const REQUEST = `<form data-early action="/forms/send/pre-arrival" method="post">
  <input name="vessel" required><textarea name="notes"></textarea><button>Send</button>
  <p><span data-pending-note hidden>Will be checked and sent</span></p>
  <p><span data-failed-note hidden>Could not finish loading</span></p>
</form>`

const HEADER = `<header class="site-header"><details class="menu-disclosure"><summary>Menu</summary></details>
<nav id="primary-nav"><ul><li><a href="/contact">Contact</a></li>
<li><details class="nav-dropdown"><summary>Company</summary><ul><li><a href="/about">About Us</a></li><li><a href="/management">Leadership</a></li></ul></details></li>
</ul></nav><a href="/search">Search</a></header><h1>Page</h1>`

const newsletterState = (page: Page) =>
  page.evaluate(() => {
    const field = document.getElementById('email')!
    return {
      message: document.getElementById('message')!.textContent,
      invalid: field.getAttribute('aria-invalid'),
      describedBy: field.getAttribute('aria-describedby'),
      held: 'pending' in document.querySelector('form')!.dataset,
      note: !document.querySelector<HTMLElement>('[data-pending-note]')!.hidden,
    }
  })

describe('the parts a page carries', () => {
  it("every page's parts, and those its components asked for while it was prerendered, whatever its HTML says", async () => {
    pagesEarlyParts().set('/docs/sla-schedule', new Set(['print', 'year']))
    pagesEarlyParts().set('/port-call-compliance', new Set(['param', 'year']))
    expect(pageOfFile('docs/sla-schedule/index.html')).toBe('/docs/sla-schedule')
    expect(pageOfFile('index.html')).toBe('/')
    expect(pageOfFile('ports/404.html')).toBe('/ports/404')
    expect(earlyPartsOf('/docs/sla-schedule')).toEqual(['print', 'year'])
    expect(earlyPartsOf('/port-call-compliance/')).toEqual(['param', 'year'])
    expect(earlyPartsOf('/never-rendered')).toEqual([])
    const every = await earlyScript([])
    const all = await earlyScript([...EARLY_PARTS])
    expect(every).toContain('data-early')
    expect(every).not.toContain('data-print')
    expect(all).toContain('data-print')
    expect(all).toContain('data-param')
    // Minified, one expression, nothing that would end the inline element early.
    expect(every).toMatch(/^\(function\(\)\{[^\n]+\}\)\(\);$/)
    expect(all).not.toMatch(/<\/script|<!--/i)
  })
})

describe('the early script in a browser, before the code it stands in for', () => {
  it('marks the page as scripted', async () => {
    const page = await open('<p>x</p>')
    expect(await page.evaluate(() => 'scripted' in document.documentElement.dataset)).toBe(true)
    await page.close()
  })

  it('holds a request form’s submit, valid or not, without the browser’s bubble, and marks typing', async () => {
    const page = await open(REQUEST)
    await page.getByRole('button', { name: 'Send' }).click()
    expect(await page.evaluate(() => 'pending' in document.querySelector('form')!.dataset)).toBe(true)
    await expect.poll(() => page.locator('[data-pending-note]').isVisible()).toBe(true)
    await page.locator('textarea').pressSequentially('ok')
    expect(await page.evaluate(() => 'typed' in document.documentElement.dataset)).toBe(true)
    // Its scripts failed to load: the held form says how to send now, and its next Submit posts.
    await page.evaluate((name) => dispatchEvent(new Event(name)), SCRIPTS_FAILED_EVENT)
    expect(await page.locator('[data-failed-note]').isVisible()).toBe(true)
    expect(await page.locator('[data-pending-note]').isVisible()).toBe(false)
    await page.close()
  })

  it('leaves a form alone once its code runs (data-live)', async () => {
    const page = await open(REQUEST.replace('<form data-early', '<form data-early data-live'))
    await page.evaluate(() => document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault()))
    await page.locator('input[name=vessel]').fill('Ever Given')
    await page.getByRole('button', { name: 'Send' }).click()
    expect(await page.evaluate(() => 'pending' in document.querySelector('form')!.dataset)).toBe(false)
    await page.close()
  })

  it('the newsletter checks the address as its form will, with the field’s words, and holds only what the form sends (issue 63, C)', async () => {
    const page = await open(NEWSLETTER)
    const field = page.locator('#email')
    await field.press('Enter')
    const refused = { message: 'Please enter your email address', invalid: 'true', describedBy: 'message', held: false, note: false }
    expect(await newsletterState(page)).toEqual(refused)
    // An address the browser takes but the form does not (no dot after the @): refused at once, not held.
    await field.fill('name@example')
    await field.press('Enter')
    expect(await newsletterState(page)).toEqual({ ...refused, message: 'Please enter a valid email address' })
    // A valid one: held, its note alone saying so (the refusal cleared with it).
    await field.fill('name@example.com')
    await field.press('Enter')
    expect(await newsletterState(page)).toMatchObject({ message: '', invalid: null, held: true, note: true })
    await page.close()
  })

  it('a PDF link followed holds its analytics event until the events’ queue takes it', async () => {
    const page = await open('<a href="/docs/pack.pdf" data-label="footer" download>Pack</a>')
    await page.evaluate(() => document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault()))
    await page.getByRole('link').click()
    expect(await page.evaluate(() => (window as unknown as { gsiHeld: unknown }).gsiHeld)).toEqual([['/docs/pack.pdf', 'footer']])
    // The queue arrived (src/lib/analytics.ts): the next is handed to it.
    await page.evaluate(() =>
      Object.assign(window, {
        gsiHeld: {
          sent: [] as unknown[],
          push(entry: unknown) {
            this.sent.push(entry)
          },
        },
      }),
    )
    await page.getByRole('link').click()
    expect(await page.evaluate(() => (window as unknown as { gsiHeld: { sent: unknown } }).gsiHeld.sent)).toEqual([
      ['/docs/pack.pdf', 'footer'],
    ])
    await page.close()
  })

  describe("the header's menus", () => {
    const isOpen = (page: Page, selector: string) => page.locator(selector).evaluate((details) => (details as HTMLDetailsElement).open)
    const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent)

    it('Escape and a press outside close them', async () => {
      const page = await open(HEADER)
      await page.getByText('Company').click()
      expect(await isOpen(page, '.nav-dropdown')).toBe(true)
      await page.keyboard.press('Escape')
      expect([await isOpen(page, '.nav-dropdown'), await focused(page)]).toEqual([false, 'Company'])
      await page.getByText('Company').click()
      await page.getByRole('heading').click()
      expect(await isOpen(page, '.nav-dropdown')).toBe(false)
      await page.close()
    })

    it('ArrowDown opens the Company menu on its first item, the arrows go round it, and Tab out of it closes it (issue 63, C)', async () => {
      const page = await open(HEADER)
      await page.getByText('Company').focus()
      await page.keyboard.press('ArrowDown')
      expect([await isOpen(page, '.nav-dropdown'), await focused(page)]).toEqual([true, 'About Us'])
      await page.keyboard.press('ArrowDown')
      expect(await focused(page)).toBe('Leadership')
      await page.keyboard.press('ArrowDown')
      expect(await focused(page)).toBe('About Us')
      await page.keyboard.press('ArrowUp')
      expect(await focused(page)).toBe('Leadership')
      await page.keyboard.press('Tab')
      expect([await isOpen(page, '.nav-dropdown'), await focused(page)]).toEqual([false, 'Search'])
      await page.close()
    })

    it('leaves them to the header once its code runs (data-live)', async () => {
      const page = await open(HEADER.replace('class="site-header"', 'class="site-header" data-live'))
      await page.getByText('Company').click()
      await page.keyboard.press('Escape')
      await page.getByText('Company').focus()
      await page.keyboard.press('ArrowDown')
      expect(await isOpen(page, '.nav-dropdown')).toBe(true)
      expect(await focused(page)).toBe('Company')
      await page.close()
    })
  })

  it('Print prints at the first press; a document filled in later is printed once it is', async () => {
    const body = '<button type="button" data-print>Print</button>'
    const page = await open(body, { parts: ['print'] })
    await page.evaluate(() => Object.assign(window, { printed: 0, print: () => (window as unknown as { printed: number }).printed++ }))
    await page.getByRole('button').click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    await page.goto(`${ORIGIN}/docs/pack?filled=1`)
    await page.evaluate(() => Object.assign(window, { print: () => Object.assign(window, { printed: 1 }) }))
    await page.getByRole('button').click()
    expect(
      await page.evaluate(() => [(window as unknown as { printed?: number }).printed, 'held' in document.querySelector('button')!.dataset]),
    ).toEqual([undefined, true])
    await page.close()
  })

  it("chooses the address's choice in a select naming its parameter, if it is one of its options", async () => {
    const select = (param: string) =>
      `<select data-param="${param}"><option value="">Choose</option><option>Kandla</option><option>Mumbai</option></select>`
    const page = await open(select('port') + select('other'), { parts: ['param'], path: '/port-call-compliance?port=Kandla&other=Paris' })
    expect(await page.locator('select').evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value))).toEqual([
      'Kandla',
      '',
    ])
    await page.close()
  })

  it("the footer's year is the visitor's as the page is parsed, not the build's (issue 63, item 1)", async () => {
    const script = await earlyScript(['year'])
    const page = await browser.newPage()
    // The visitor's clock in a later year than the build's.
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'))
    await page.setContent(`<body><script>${script}</script><footer><p>© <span data-year="">2026</span> Global Salvage</p></footer></body>`)
    expect(await page.locator('footer p').textContent()).toBe('© 2031 Global Salvage')
    await page.close()
  })
})
