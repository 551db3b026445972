/**
 * The dev site under `npm start`, beside the real Studio: an unknown address answers with the 404
 * page and status 404, as the CDN does; a port published after it first rendered opens from a link;
 * a live alert is on every page as a build writes it; the site search finds what is published after
 * it first searched, and the Studio shows where a term leads. The tests' store is reset to the seed
 * afterwards.
 */
import { expect, test } from '@playwright/test'
import { hydrated } from './helpers'
import { DEV_SITE, mutate, oneAtATimeThenReset, openDocument, query } from './studio-helpers'

oneAtATimeThenReset()

test('under npm start, an unknown address answers with the 404 page and status 404, as the CDN does', async ({ page }) => {
  for (const [path, heading] of [
    ['/no/such/page', 'Page not found'],
    ['/ports/atlantis', 'Port Not Found'],
  ]) {
    const res = await fetch(`${DEV_SITE}${path}`, { headers: { Accept: 'text/html' } })
    expect(res.status, path).toBe(404)
    expect(await res.text(), path).toContain(`<title>${heading} | Global Salvage India</title>`)
    const response = await page.goto(`${DEV_SITE}${path}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  expect((await fetch(`${DEV_SITE}/about`, { headers: { Accept: 'text/html' } })).status).toBe(200)
})

test('under npm start, a port published after the dev server first rendered opens from a link as the others do', async ({ page }) => {
  // The dev server's build loaded (React Router reads the pages to prerender once, then).
  expect((await fetch(`${DEV_SITE}/ports/mumbai.data`)).status).toBe(200)
  const mumbai = await query<Record<string, unknown>>('*[_id == "port.mumbai"][0]')
  await mutate([
    {
      create: {
        ...mumbai,
        _id: 'port.haldia-dev',
        name: 'Haldia',
        fullName: 'Haldia Dock Complex',
        otherNames: [],
        slug: { _type: 'slug', current: 'haldia-dev' },
      },
    },
  ])
  // Its data, as a link asks for it (React Router refused it: "not included in the prerender config").
  expect((await fetch(`${DEV_SITE}/ports/haldia-dev.data`)).status).toBe(200)
  await page.goto(`${DEV_SITE}/ports`)
  await hydrated(page)
  await page.getByRole('main').getByRole('link', { name: 'Haldia', exact: true }).click()
  await expect(page).toHaveURL(/\/ports\/haldia-dev$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Haldia Dock Complex')
  // (Mumbai's copy leaves, so the search below finds Mumbai alone.)
  await mutate([{ delete: { id: 'port.haldia-dev' } }])
})

test('under npm start, a live alert is on every page as a build writes it, first on the port it names, and the page hydrates around it, its console quiet', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${DEV_SITE}/ports/paradip`)
  await hydrated(page)
  const banner = page.locator('aside.site-alerts')
  await expect(banner).toBeVisible()
  // Between the header and the page, the port's own alert first, the one yet to come hidden.
  expect(
    await banner.evaluate(
      (aside) =>
        !!(document.querySelector('.site-header')!.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        !!(aside.compareDocumentPosition(document.querySelector('main')!) & Node.DOCUMENT_POSITION_FOLLOWING),
    ),
  ).toBe(true)
  await expect(banner.locator('[data-alert]').first()).toHaveAttribute('data-alert', 'notice.paradip-monsoon-advisory')
  await expect(banner.locator('[data-alert="notice.kandla-oil-jetty-maintenance"]')).toBeHidden()
  // Hydration kept it, and it stays through a navigation inside the site (its link, to the notice).
  await banner.getByRole('link', { name: 'Paradip: monsoon swell advisory for the outer anchorage' }).click()
  await expect(page).toHaveURL(/\/notices\/paradip-monsoon-advisory$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paradip: monsoon swell advisory for the outer anchorage')
  await expect(banner).toBeVisible()
  // Loaded afresh too: a notice (its structured data names the share image only the build knows) and
  // an email link's page without its address (an early script marks the document before React hydrates).
  for (const path of ['/notices/paradip-monsoon-advisory', '/confirm']) {
    await page.goto(`${DEV_SITE}${path}`)
    await hydrated(page)
  }
  // React's development build says what the production one keeps quiet: no hydration mismatch, no misuse.
  expect(errors).toEqual([])
})

test('under npm start, the site search finds what the dev server renders, and what is published after it first searched; the Studio shows where a term leads', async ({
  page,
}) => {
  // The dev server indexes every page on the first search, and again after the publish; then the Studio opens a term.
  test.slow()
  const firstResult = async (query: string) => {
    await page.goto(`${DEV_SITE}/about`)
    await hydrated(page)
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Search' })
    await dialog.getByRole('combobox', { name: 'Search' }).fill(query)
    return dialog.getByRole('option').first()
  }
  // The first search waits for the dev server to render and index every page (over 10 s on a busy machine).
  await expect(await firstResult('Nhava Sheva')).toHaveAttribute('href', '/ports/mumbai', { timeout: 60_000 })
  // Published (as a local program would): the next search indexes the pages again. (A name no page
  // holds before: "Bombay" alone is the seed's other name of Mumbai, the CMS's Other names.)
  await mutate([{ patch: { id: 'port.mumbai', set: { otherNames: ['Nhava Sheva', 'Mazagon Dock'] } } }])
  // (Indexing every page again takes as long as the first time: past 30 s with four busy loops beside the tests.)
  await expect(async () => {
    await expect(await firstResult('Mazagon Dock')).toHaveAttribute('href', '/ports/mumbai', { timeout: 10_000 })
  }).toPass({ timeout: 90_000 })
  // On a term of Other names (search), the Studio shows where a search for each of its names leads,
  // as the site it previews answers it (npm start's index).
  await openDocument(page, 'Other names (search)', 'Tuticorin')
  const name = page.getByTestId('search-term-name').filter({ hasText: '“Thoothukudi”' })
  await expect(name.getByRole('link').first()).toHaveText('Pre-arrival letter generator', { timeout: 30_000 })
  await expect(name.getByRole('link').first()).toHaveAttribute('href', /^http:\/\/localhost:\d+\/port-call-compliance$/)
})
