/**
 * Accessibility at the edges (issue 24): the header and the fixed bars at every width, with the
 * widest font of the stack and WCAG 1.4.12's text spacing.
 */
import type { Page } from '@playwright/test'
import {
  expect,
  expectExpanded,
  hydrated,
  menuToggle,
  outsideTheWindow,
  test,
  TEXT_SPACING,
  USES_EMAIL_MANAGER,
  withLongWords,
  wordsCutInTwo,
} from './helpers'

// The font and text-spacing overrides are style sheets of the test's own, which the pages' CSP would refuse.
test.use({ bypassCSP: true })

/** DejaVu Sans, the widest font of the stack the machine has, for every element. */
const DEJAVU = "*, *::before, *::after { font-family: 'DejaVu Sans' !important; }"
/**
 * The header's and the fixed bars' boxes and words that reach past the window (a fixed bar cannot
 * be scrolled to), without and then with the text-spacing style sheet `#text-spacing` (off again
 * after), the Company menu closed and open: one resize of the window serves all four.
 */
async function barsPastTheWindow(page: Page) {
  return page.evaluate(() => {
    const spacing = document.getElementById('text-spacing') as HTMLStyleElement
    const company = document.querySelector<HTMLDetailsElement>('details.nav-dropdown')!
    const both = () => {
      const found = check()
      company.open = true
      found.push(...check().map((line) => `(Company open) ${line}`))
      company.open = false
      return found.slice(0, 5)
    }
    spacing.disabled = true
    const plain = both()
    spacing.disabled = false
    const spaced = both()
    spacing.disabled = true
    return { plain, spaced }

    function check() {
      const width = document.documentElement.clientWidth
      const out: string[] = []
      const bars = [...document.querySelectorAll<HTMLElement>('.site-header, .contact-bar, .mobile-bar')]
      const skip = (el: Element) => el.closest('.sr-only, [hidden]')
      for (const bar of bars) {
        for (const el of [bar, ...bar.querySelectorAll<HTMLElement>('*')]) {
          // Not drawn: hidden, or inside a closed disclosure (the Company menu, closed).
          if (skip(el) || !el.checkVisibility()) continue
          const rect = el.getBoundingClientRect()
          if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue
          if (rect.left < -1 || rect.right > width + 1)
            out.push(
              `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(rect.left)}-${Math.round(rect.right)}`,
            )
        }
        // Words sticking out of their box leave the box's own size unchanged.
        const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || skip(node.parentElement!) || !node.parentElement!.checkVisibility()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const rect = range.getBoundingClientRect()
          if (rect.width > 0 && (rect.left < -1 || rect.right > width + 1))
            out.push(`text "${node.textContent.trim().slice(0, 30)}" ${Math.round(rect.left)}-${Math.round(rect.right)}`)
        }
      }
      if (document.documentElement.scrollWidth > width) out.push(`the page scrolls sideways to ${document.documentElement.scrollWidth}px`)
      return out.slice(0, 5)
    }
  })
}

test.describe('the header and the fixed bars at every width (WCAG 1.4.10, 1.4.12)', () => {
  // Two ranges of widths, each on a load of its own, that run side by side.
  for (const [from, to] of [
    [320, 1112],
    [1120, 1920],
  ]) {
    test(`from ${from} to ${to} px, every 8 px, in DejaVu Sans, without and with the text-spacing override`, async ({ page }) => {
      // /port-call-compliance has the header, the phone bar and the fixed contact bar. One load; the window is resized.
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto('/port-call-compliance')
      await hydrated(page)
      await page.addStyleTag({ content: DEJAVU })
      const spacing = await page.addStyleTag({ content: TEXT_SPACING })
      await spacing.evaluate((style) => ((style as HTMLStyleElement).id = 'text-spacing'))
      await expect(page.locator('.contact-bar')).toBeVisible()
      const failures: string[] = []
      for (let width = from!; width <= to!; width += 8) {
        await page.setViewportSize({ width, height: 800 })
        const { plain, spaced } = await barsPastTheWindow(page)
        if (plain.length) failures.push(`${width}px: ${plain.join(' | ')}`)
        if (spaced.length) failures.push(`${width}px with text spacing: ${spaced.join(' | ')}`)
      }
      expect(failures).toEqual([])
      // From 768 px the links share one row (no "Company" on a row of its own), in DejaVu Sans.
      for (const width of [768, 1024, 1415].filter((width) => width >= from! && width <= to!)) {
        await page.setViewportSize({ width, height: 800 })
        const rows = await page
          .locator('.nav-list > li')
          .evaluateAll((items) => new Set(items.map((li) => li.getBoundingClientRect().top)).size)
        expect(rows, `${width}px: the header's links are on one row`).toBe(1)
      }
    })
  }
})

/** A page of every kind, each with its own parts (cards, tables, lists, notices, documents, forms, the Not Found page). */
const EVERY_KIND = [
  '/',
  '/about',
  '/agents/partner',
  '/case-studies',
  '/contact',
  '/docs/compliance-pack',
  '/docs/dgs-msn05-2025',
  '/docs/financial-security-evidence',
  '/docs/sla-schedule',
  '/fleet-retainer',
  '/insurance/financial-security',
  '/management',
  '/notices',
  '/notices/topic/emergency',
  '/notices/paradip-monsoon-advisory',
  '/port-call-compliance',
  '/ports',
  '/ports/mumbai',
  '/response/salvage-osr',
  '/search',
  '/sections',
  '/email-preferences',
  '/no/such/page',
]

/**
 * An alert cut or overlapping (issue 54 item 10): its title shown whole (no box clipping its text, no
 * ellipsis), and nothing of it reaching past its own box, so that it covers nothing of the page below
 * (the documents' Print button at 320 px, say), nor its title the Dismiss button beside it.
 */
async function alertsCut(page: Page) {
  return page.evaluate(() => {
    const out: string[] = []
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
    for (const alert of document.querySelectorAll<HTMLElement>('aside.site-alerts [data-alert]:not([hidden])')) {
      const box = alert.getBoundingClientRect()
      const text = alert.querySelector<HTMLElement>('.site-alert-text')!
      const title = text.querySelector('a')!
      const name = (title.textContent ?? '').slice(0, 30)
      const style = getComputedStyle(text)
      if (style.overflow !== 'visible' && (text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1))
        out.push(`"${name}": its text is cut (${text.scrollHeight}px of text in ${text.clientHeight}px)`)
      if (style.textOverflow === 'ellipsis' || style.getPropertyValue('-webkit-line-clamp') !== 'none')
        out.push(`"${name}": its text may end in an ellipsis`)
      const dismiss = alert.querySelector<HTMLElement>('.site-alert-dismiss:not([hidden])')
      for (const el of [title, text, ...(dismiss ? [dismiss] : [])])
        for (const rect of el.getClientRects())
          if (rect.top < box.top - 1 || rect.bottom > box.bottom + 1 || rect.left < box.left - 1 || rect.right > box.right + 1)
            out.push(
              `"${name}": ${el.tagName.toLowerCase()} reaches past the alert (${Math.round(rect.bottom)} > ${Math.round(box.bottom)})`,
            )
      if (dismiss)
        for (const rect of title.getClientRects())
          if (overlap(rect, dismiss.getBoundingClientRect())) out.push(`"${name}": its title lies under Dismiss`)
    }
    return out
  })
}

/** The widths where a layout changes (tokens.css), and either side of them. */
const LAYOUT_WIDTHS = [320, 360, 400, 480, 640, 641, 767, 768, 900, 1024, 1119, 1120, 1440, 1920]

test.describe('words on every kind of page (issue 47)', () => {
  for (const path of EVERY_KIND) {
    test(`${path}: no word is cut in two from 320 to 1,920 px, an alert is read whole and covers nothing (with text spacing too), and a word longer than the screen in every text wraps at 320 px, in DejaVu Sans`, async ({
      page,
    }) => {
      const cut: string[] = []
      const alerts: string[] = []
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(path)
      await hydrated(page)
      await page.addStyleTag({ content: DEJAVU })
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const words = await wordsCutInTwo(page)
        if (words.length) cut.push(`at ${width}px: ${words.slice(0, 4).join(' | ')}`)
        const alert = await alertsCut(page)
        if (alert.length) alerts.push(`at ${width}px: ${alert.join(' | ')}`)
      }
      // WCAG 1.4.12's text spacing on a phone: the alert's title wraps whole still (then the page's own spacing again).
      await page.setViewportSize({ width: 320, height: 640 })
      const spacing = await page.addStyleTag({ content: TEXT_SPACING })
      const spaced = await alertsCut(page)
      if (spaced.length) alerts.push(`at 320px with text spacing: ${spaced.join(' | ')}`)
      await spacing.evaluate((style) => (style as HTMLStyleElement).remove())
      // Every text of the page ends with a long URL: it breaks at the screen's edge, widening nothing.
      await withLongWords(page)
      const out = await outsideTheWindow(page)
      const wide = await page.evaluate(() => document.documentElement.scrollWidth)
      const past = out.length || wide > 320 ? [`${wide}px wide: ${out.slice(0, 4).join(' | ')}`] : []
      expect({ 'words cut in two': cut, 'alerts cut or overlapping': alerts, 'long words reaching past the window': past }).toEqual({
        'words cut in two': [],
        'alerts cut or overlapping': [],
        'long words reaching past the window': [],
      })
    })
  }
})

/**
 * The colours of a part of the page as drawn (a screenshot, decoded in the page): how many
 * different ones, the commonest and its share, and the share of pixels like the one at `probe`
 * (fractions of the box).
 */
async function drawn(page: Page, box: { x: number; y: number; width: number; height: number }, probe = { x: 0.5, y: 0.15 }) {
  const png = await page.screenshot({ clip: box })
  return page.evaluate(
    async ({ data, probe }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${data}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      const pixels = context.getImageData(0, 0, image.width, image.height).data
      const counts = new Map<string, number>()
      for (let i = 0; i < pixels.length; i += 4) {
        const colour = `${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`
        counts.set(colour, (counts.get(colour) ?? 0) + 1)
      }
      const total = pixels.length / 4
      const [commonest, count] = [...counts].sort((a, b) => b[1] - a[1])[0]
      const at = (Math.floor(probe.y * image.height) * image.width + Math.floor(probe.x * image.width)) * 4
      const probed = `${pixels[at]},${pixels[at + 1]},${pixels[at + 2]}`
      return { colours: counts.size, commonest, share: count / total, probed, probedShare: (counts.get(probed) ?? 0) / total }
    },
    { data: png.toString('base64'), probe },
  )
}

async function boxOf(page: Page, selector: string, inset = 0) {
  const box = (await page.locator(selector).first().boundingBox())!
  return { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset }
}

test.describe('forced colours (Windows High Contrast)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' })
  })

  test('the preference switches show the control and its state', USES_EMAIL_MANAGER, async ({ page, request }) => {
    // A subscriber of the local email-manager with the newsletter off: switches on, off and locked.
    const email = `forced+${Date.now()}@fleet.example`
    const signup = await request.post('/__email-manager/api/brain/signup', {
      data: {
        email,
        business_id: 'global-salvage-india',
        journey_state: 'newsletter_signup',
        metadata: { source: 'website_footer', preferences: { compliance: true, emergency: true, newsletter: false } },
      },
    })
    expect(signup.ok()).toBe(true)
    const outbox = (await (await request.get('/__email-manager/outbox.json')).json()) as Array<{
      to: { email: string }
      links: Array<{ href: string }>
    }>
    const token = new URL(outbox.find((mail) => mail.to.email === email)!.links[0].href).searchParams.get('token')!
    await page.goto(`/email-preferences?email=${encodeURIComponent(email)}&token=${token}`)
    const on = page.getByRole('switch', { name: /Port Call & Compliance Updates/ })
    const off = page.getByRole('switch', { name: /Maritime Insights & Case Studies/ })
    await expect(off).not.toBeChecked()
    await expect(on).toBeChecked()
    const shots = []
    for (const id of ['#pref-compliance', '#pref-newsletter', '#pref-transactional']) {
      const shot = await drawn(page, await boxOf(page, id))
      // The control is drawn: a track and a knob, not one flat colour.
      expect(shot.colours, `${id} is drawn`).toBeGreaterThan(2)
      expect(shot.share, `${id} is drawn`).toBeLessThan(0.7)
      shots.push(shot)
    }
    // On and off look different: the track's colour tells them apart.
    expect(shots[0].commonest).not.toBe(shots[1].commonest)
  })

  test('the icon-only menu button below 360 px shows its icon; the brand mark is in the text colour; an alert is read whole, in its border', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/')
    // The alert: its title whole, nothing past its box, and its edge drawn in the system's colours.
    expect(await alertsCut(page)).toEqual([])
    const alert = page.locator('aside.site-alerts [data-alert]').first()
    await expect(alert).toBeVisible()
    expect(await alert.evaluate((el) => getComputedStyle(el).borderBottomWidth)).not.toBe('0px')
    await expect(menuToggle(page)).toBeVisible()
    await expect(menuToggle(page)).toHaveAccessibleName('Menu')
    // Inside the button's border: the three bars, not an empty box.
    const inside = await drawn(page, await boxOf(page, '.menu-toggle', 6))
    expect(inside.colours).toBeGreaterThan(1)
    expect(inside.share).toBeLessThan(0.9)
    // The mark's disc (left of its anchor) is CanvasText, as the body's words are: never a navy
    // that a dark canvas would swallow.
    const text = await page.evaluate(() => getComputedStyle(document.body).color)
    const mark = await drawn(page, await boxOf(page, '.brand-mark'), { x: 0.25, y: 0.45 })
    expect(`rgb(${mark.probed.split(',').join(', ')})`).toBe(text)
  })

  test('the progress steps mark the current step; the Company caret is a triangle', async ({ page }) => {
    await page.goto('/port-call-compliance')
    await expect(page.locator('.progress-step.is-current')).toHaveAttribute('aria-current', 'step')
    const current = await drawn(page, await boxOf(page, '.progress-step.is-current .progress-marker'))
    const next = await drawn(page, await boxOf(page, '.progress-step.is-todo .progress-marker'))
    expect(current.commonest, 'the current marker stands out from the next').not.toBe(next.commonest)
    // A downward triangle: its top row is ink, its bottom corners are not (a bar would fill the box).
    const caret = await drawn(page, await boxOf(page, '.nav-dropdown-toggle .caret'), { x: 0.5, y: 0 })
    expect(caret.probedShare).toBeGreaterThan(0.2)
    expect(caret.probedShare).toBeLessThan(0.75)
  })

  test('the Company caret takes its button’s text colour on a dark canvas (issue 63, item 4)', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark', reducedMotion: 'reduce' })
    await page.goto('/')
    const toggle = page.locator('.nav-dropdown-toggle')
    const text = await toggle.evaluate((summary) => getComputedStyle(summary).color)
    // Its top row's middle, drawn: the words' colour, never the navy a dark canvas swallows.
    const caret = await drawn(page, await boxOf(page, '.nav-dropdown-toggle .caret'), { x: 0.5, y: 0 })
    expect(`rgb(${caret.probed.split(',').join(', ')})`).toBe(text)
  })
})

test('the phone menu closes when Tab leaves it, and Escape closes it wherever focus is', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await hydrated(page)
  const toggle = menuToggle(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await toggle.click()
  await expect(nav).toBeVisible()
  // Tab past its last item: the menu closes rather than stay open over the page.
  await nav.getByRole('link', { name: 'Request Fleet Quote' }).focus()
  await page.keyboard.press('Tab')
  await expect(nav).toBeHidden()
  await expectExpanded(toggle, false)
  // Shift+Tab from its button back to the search link beside it: the same.
  await toggle.click()
  await expect(nav).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await expect(page.locator('header .search-link')).toBeFocused()
  await expect(nav).toBeHidden()
  // Focus gone from the header (a click on nothing): the menu stays, and Escape closes it and returns to its button.
  await toggle.click()
  await expect(nav).toBeVisible()
  await page.evaluate(() => (document.activeElement as HTMLElement).blur())
  await expect(nav).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
  await expect(toggle).toBeFocused()
})

test(
  'the newsletter sent with Enter in the field announces its message in a status region, once; focus stays (WCAG 4.1.3)',
  USES_EMAIL_MANAGER,
  async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const footer = page.locator('footer')
    const field = footer.getByLabel('Email address')
    const status = footer.getByRole('status')
    await field.focus()
    await field.press('Enter')
    // What a screen reader gets: a live region (role=status) that now holds the message; the field keeps focus, invalid, described by it.
    await expect(status).toHaveText('Please enter your email address')
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('Please enter your email address')
    // After the message clears (5 s), the field is no longer marked invalid, so a screen reader never
    // says "invalid entry" without its reason (issue 63, item 2); focus has not moved.
    await expect(status).toHaveText('', { timeout: 7000 })
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(field).toBeFocused()
    await field.fill('not-an-email')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await field.press('Enter')
    await expect(status).toHaveText('Please enter a valid email address')
    await expect(field).toBeFocused()
    // A request disables field and button while it runs; the result is announced the same way, and focus comes back to the field.
    await field.fill(`enter+${Date.now()}@fleet.example`)
    await field.press('Enter')
    await expect(status).toHaveText('Success! Please check your email to confirm your subscription.')
    await expect(field).toHaveValue('')
    await expect(field).toBeFocused()
    await expect(field).not.toHaveAttribute('aria-describedby')
  },
)
