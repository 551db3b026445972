/**
 * Whether what has focus can be seen (WCAG 2.2 SC 2.4.11, Focus Not Obscured (Minimum)): every stop
 * Tab (or Shift+Tab) reaches on a page, round to where it began, hit-tested where it is once the focus
 * move has scrolled (reduced motion: no smooth scrolling). Points across each of its boxes are asked
 * what is on top there (`document.elementFromPoint`): a stop none of whose points lands on it or
 * inside it is entirely hidden, by the consent prompt, a fixed or sticky bar, or anything else
 * painted over it. Unlike `focusHiddenUnderBars` (helpers.ts) it checks the bars' own links too.
 */
import type { Page } from '@playwright/test'

export type TabStop = {
  /** The element, in words: its tag and its name. */
  name: string
  /** The fixed bar it is in (`contact-bar`, `mobile-bar`, `consent-prompt`), if any. */
  bar?: string
  /** Whether none of it can be seen. */
  hidden: boolean
}

/** Every Tab stop of the page as it is, once round (forward, or backward with Shift+Tab), and whether each was hidden. */
export async function tabStops(page: Page, { backward = false, limit = 400 } = {}): Promise<TabStop[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const mark = `data-tab-stop-${backward ? 'back' : 'forth'}`
  await page.evaluate((mark) => document.querySelectorAll(`[${mark}]`).forEach((el) => el.removeAttribute(mark)), mark)
  const stops: TabStop[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab')
    const stop = await page.evaluate((mark) => {
      const el = document.activeElement
      // Between the last stop and the first, focus rests on the document.
      if (!el || el === document.body || el === document.documentElement) return null
      // Back at the first stop: round. Another stop seen already: a move inside it (a date's fields).
      if (el.hasAttribute(mark)) return el.getAttribute(mark) === '0' ? 'round' : 'again'
      el.setAttribute(mark, String(document.querySelectorAll(`[${mark}]`).length))
      const boxes = [...el.getClientRects()].filter((box) => box.width > 0 && box.height > 0)
      const seen = boxes.some((box) =>
        [0.1, 0.3, 0.5, 0.7, 0.9].some((across) =>
          [0.2, 0.5, 0.8].some((down) => {
            const [x, y] = [box.left + box.width * across, box.top + box.height * down]
            if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false
            const top = document.elementFromPoint(x, y)
            return top !== null && (top === el || el.contains(top))
          }),
        ),
      )
      const words = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').replace(/\s+/g, ' ').trim()
      return {
        name: `${el.tagName.toLowerCase()} "${words.slice(0, 40)}"`,
        bar: el.closest('.contact-bar, .mobile-bar, .consent-prompt')?.classList[0],
        hidden: !seen,
      }
    }, mark)
    if (stop === 'round') return stops
    if (stop && stop !== 'again') stops.push(stop)
  }
  throw new Error(`Tab did not come round within ${limit} stops`)
}
