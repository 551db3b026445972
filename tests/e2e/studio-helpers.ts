/**
 * What the Studio tests (tests/e2e/*.studio.spec.ts) share: the addresses of this run's content API
 * and sites, the store read and changed as a local program does, and an editor's moves in the
 * Studio (open a document, fill a field, publish, the document's menu, a first click on a text of
 * the page it frames).
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { stegaClean } from '@sanity/client/stega'

export const API = `http://127.0.0.1:${process.env.LOCAL_API_PORT}`
export const DEV_SITE = `http://127.0.0.1:${process.env.DEV_PORT}`
export const SITE = `http://127.0.0.1:${process.env.E2E_PORT}`
export const REBUILDING_SITE = `http://127.0.0.1:${process.env.REBUILD_PORT}`

/**
 * Waits until the framed page is live in the Presentation tool: the Studio has answered its queries
 * and `text` (a heading) is stega-encoded, marked for click-to-edit. On a busy machine the dev
 * server's first framed page takes a while to get there.
 */
export async function previewIsLive(text: Locator) {
  await expect
    .poll(
      async () => {
        const shown = (await text.textContent()) ?? ''
        return stegaClean(shown) !== shown
      },
      { message: 'the Studio has answered the framed page', timeout: 120_000 },
    )
    .toBe(true)
}

export async function query<T>(groq: string, perspective = 'raw'): Promise<T> {
  // POSTed, as @sanity/client sends a query too long for an address (a page query with its sections).
  const res = await fetch(`${API}/v2025-02-19/data/query/production?perspective=${perspective}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: groq }),
  })
  return ((await res.json()) as { result: T }).result
}

/** Changes published content as a local program would (no validation), e.g. to make a build fail. */
export async function mutate(mutations: unknown[]) {
  const res = await fetch(`${API}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
  expect(res.ok).toBe(true)
}

export async function openPort(page: Page, name: string) {
  await openDocument(page, 'Ports', name)
}

/**
 * Opens the document titled `name` from the Studio's list `list`, found as an editor finds one in a
 * long list: typed into the list's search (the Studio draws only the lines in view).
 */
export async function openDocument(page: Page, list: string, name: string) {
  await page.goto('/structure')
  await page
    .getByRole('link', { name: list })
    .or(page.getByText(list, { exact: true }))
    .first()
    .click()
  await page.getByPlaceholder('Search list').fill(name)
  await page.getByText(name, { exact: true }).first().click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText(name)
}

/** A field of the open document: the form input labelled `label`. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first()

/**
 * Fills a field of the open document until it holds exactly `value`: when the Studio re-renders the
 * form as the fill lands (a copy just made, its first patches coming back), the text already there
 * may stay and the fill add to it ("kandla-porthaldia"); it is then filled again, as an editor would.
 */
export async function fillField(page: Page, label: string, value: string) {
  await expect(async () => {
    await field(page, label).fill(value)
    await expect(field(page, label)).toHaveValue(value, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * The first click on a text of a page just shown in the Presentation tool opens its field within a
 * few seconds: a click made before the page's click-to-edit overlays are ready is held and acted on
 * once they are (src/content/held-clicks.ts). It is made once the Studio follows the page's
 * address (`preview=`, the path `page` given): until its overlays connect, the Studio covers the
 * frame (a click, an editor's too, lands on the cover), and as it first takes up a page's address
 * it may reopen the page's main document over a field opened just before.
 */
export async function firstClick(studio: Page, text: Locator, url: RegExp, page = '') {
  // Long enough for a page the dev server has not yet served, while a rebuild keeps both cores busy
  // (over a minute with four busy loops beside the tests).
  await expect(studio).toHaveURL(new RegExp(`[?&]preview=[^&]*${page.replace(/[/.]/g, '\\$&')}`), { timeout: 120_000 })
  await text.click()
  await expect(studio).toHaveURL(url)
}

/** Publishes the open document: clicks Publish (again, if a pending save swallowed the click) until no draft is left. */
export async function publish(page: Page, draftIds: string) {
  await expect(async () => {
    const button = page.getByTestId('action-publish')
    if (await button.isEnabled()) await button.click()
    expect(await query<number>(`count(*[${draftIds}])`)).toBe(0)
  }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] })
}

export async function documentMenu(page: Page, item: RegExp) {
  const entry = page.getByRole('menuitem', { name: item })
  // A menu opened before the document, its versions and permissions have loaded keeps its
  // items disabled: as an editor would, close it and open it again a moment later, until it is enabled.
  // In CI, with the browser tests beside it, Duplicate or Delete has stayed disabled for over a
  // minute in some runs (both tries of one run): then, as an editor would, the page is loaded
  // again (the same document) and the menu tried again. Guards, not measures; the test is given the time.
  test.setTimeout(test.info().timeout + 100_000)
  let last = ''
  const enabled = (timeout: number) =>
    expect(async () => {
      await page.getByTestId('pane-footer').getByTestId('action-menu-button').click()
      if (await entry.isEnabled()) return
      // Why, as the Studio tells an editor (the disabled item's tooltip), should the guard run out.
      await entry.hover({ timeout: 2_000 }).catch(() => undefined)
      const why = await page
        .getByRole('tooltip')
        .allInnerTexts()
        .catch(() => [])
      await page.keyboard.press('Escape')
      last = `"${item}" is not enabled yet${why.length ? ` (the Studio says: ${why.join(' / ')})` : ''}`
      throw new Error(last)
    }).toPass({ timeout, intervals: [1500] })
  try {
    await enabled(40_000)
  } catch {
    // Said in the run's output, so that a reload never hides the Studio's reason.
    console.log(`documentMenu: ${last}; loading the page again`)
    await page.reload()
    await enabled(60_000)
  }
  await entry.click()
}

/** A file's Studio tests one after another (they publish), and the store put back to the seed when they end. */
export function oneAtATimeThenReset() {
  test.describe.configure({ mode: 'serial' })
  test.afterAll(async () => {
    const res = await fetch(`${API}/__local/reset`, { method: 'POST' })
    expect(res.ok).toBe(true)
  })
}
