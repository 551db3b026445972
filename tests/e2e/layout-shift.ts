/**
 * Layout shifts a page has had, said by what moved (its element, its id or class, and when): a shift
 * seen once in a run can be found from its failure's message.
 */
import { expect, type Page } from '@playwright/test'

/**
 * Expects the page's cumulative layout shift so far to be 0 (shifts after a visitor's input do not
 * count, as in CLS): the buffered entries, taken at once. A shift is said by what moved (its element,
 * its id or class, and when), so that one seen once can be found.
 */
export async function expectNoLayoutShift(page: Page) {
  const shifts = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: 'layout-shift', buffered: true })
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources?: Array<{ node?: Node | null }> }
    const entries = (observer.takeRecords() as unknown as Shift[]).filter((entry) => !entry.hadRecentInput)
    observer.disconnect()
    const named = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`
        : String(node?.nodeName ?? 'gone')
    return entries.map(
      (entry) =>
        `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map((source) => named(source.node)).join(', ')}`,
    )
  })
  expect(shifts, 'layout shifts').toEqual([])
}
