/**
 * When a page has hydrated (no other import, nothing run on import: the benchmarks wait for it too,
 * as a visitor's first action waits for it: tools/bench/search-query.ts).
 */
import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page (the router marks it on the window) and its parts are live:
 * they fetch their code once the visitor acts on the page (src/lib/lazy-part.ts), here a press of Shift,
 * which does nothing else. Live means React has taken over every element of the page (it marks each
 * element it hydrates): the header's and footer's links, so a click on one is a navigation inside the
 * site, and every part whose code had to arrive. Not counted: what React does not render (the
 * scripts, the alert banner, which is the build's own HTML: src/lib/alert-banner.ts). A condition, not
 * the network's idle half second, which each of some 130 calls paid. A test that makes a part's code
 * fail, or go offline before it came, names that part (`failing`, a selector): it is left as painted. (tests/e2e/bytes.spec.ts
 * measures pages no one acts on.)
 */
export async function hydrated(page: Page, { failing = '' }: { failing?: string } = {}) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined)
  await page.keyboard.press('Shift')
  await page.waitForFunction(
    (failing) =>
      [...document.body.querySelectorAll('*')]
        .filter(
          (element) =>
            !element.matches('script, template, noscript') &&
            !element.closest(`aside.site-alerts, [data-form-result]${failing && `, ${failing}`}`),
        )
        .every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    failing,
  )
}
