/**
 * Accessibility at the edges (issue 24): the header and the fixed bars at every width, with the
 * widest font of the stack and WCAG 1.4.12's text spacing.
 */
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './helpers'

// The font and text-spacing overrides are style sheets of the test's own, which the pages' CSP would refuse.
test.use({ bypassCSP: true })

/** DejaVu Sans, the widest font of the stack the machine has, for every element. */
const DEJAVU = "*, *::before, *::after { font-family: 'DejaVu Sans' !important; }"
/** WCAG 1.4.12's text-spacing override: line height 1.5, paragraphs 2, letters 0.12, words 0.16 (in em). */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }'

/** The header's and the fixed bars' boxes and words that reach past the window (a fixed bar cannot be scrolled to). */
async function barsPastTheWindow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const out: string[] = []
    const bars = [...document.querySelectorAll<HTMLElement>('.site-header, .contact-bar, .mobile-bar')]
    const skip = (el: Element) => el.closest('.sr-only, [hidden]')
    for (const bar of bars) {
      for (const el of [bar, ...bar.querySelectorAll<HTMLElement>('*')]) {
        if (skip(el)) continue
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
        if (!node.textContent?.trim() || skip(node.parentElement!)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rect = range.getBoundingClientRect()
        if (rect.width > 0 && (rect.left < -1 || rect.right > width + 1))
          out.push(`text "${node.textContent.trim().slice(0, 30)}" ${Math.round(rect.left)}-${Math.round(rect.right)}`)
      }
    }
    if (document.documentElement.scrollWidth > width) out.push(`the page scrolls sideways to ${document.documentElement.scrollWidth}px`)
    return out.slice(0, 5)
  })
}

test.describe('the header and the fixed bars at every width (WCAG 1.4.10, 1.4.12)', () => {
  for (const spacing of [false, true]) {
    test(`from 320 to 1,920 px, every 8 px, in DejaVu Sans${spacing ? ', with the text-spacing override' : ''}`, async ({ page }) => {
      // /port-call-compliance has the header, the phone bar and the fixed contact bar. One load; the window is resized.
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto('/port-call-compliance')
      await hydrated(page)
      await page.addStyleTag({ content: DEJAVU })
      if (spacing) await page.addStyleTag({ content: TEXT_SPACING })
      await expect(page.locator('.contact-bar')).toBeVisible()
      const failures: string[] = []
      for (let width = 320; width <= 1920; width += 8) {
        await page.setViewportSize({ width, height: 800 })
        const out = await barsPastTheWindow(page)
        if (out.length) failures.push(`${width}px: ${out.join(' | ')}`)
      }
      expect(failures).toEqual([])
    })
  }
})
