import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const API = '/__content/v2025-02-19/data'

/** Runs axe (WCAG 2.2 A/AA) on the page and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(summary).toEqual([])
}

/** Waits until React has hydrated the page (the router marks it on the window). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined)
  await page.waitForLoadState('networkidle')
}

/** Patches a document in the local content API (in memory, for this server's lifetime). */
export async function patchDocument(request: APIRequestContext, id: string, set: Record<string, unknown>) {
  const res = await request.post(`${API}/mutate/production?returnIds=true`, { data: { mutations: [{ patch: { id, set } }] } })
  expect(res.ok()).toBe(true)
}

export async function getDocument<T = Record<string, unknown>>(request: APIRequestContext, id: string): Promise<T> {
  const res = await request.get(`${API}/doc/production/${id}`)
  const body = (await res.json()) as { documents: T[] }
  return body.documents[0]
}
