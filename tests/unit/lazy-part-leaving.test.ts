// @vitest-environment jsdom
/**
 * Issue 63, A: Firefox and WebKit cancel the imports in flight when the visitor follows a link, and a
 * part or form whose code "failed" then reloaded the page, replacing the visitor's navigation. The
 * page watches for the visitor leaving while code is on its way (`importing`), and neither reloads
 * then (src/lib/lazy-part.ts, src/forms/lazy-form.ts). Firefox and WebKit themselves: tests/engines/.
 */
import { describe, expect, it } from 'vitest'
import { importing, isLeaving } from '~/lib/lazy-part'

describe('a page whose code is on its way', () => {
  it('knows the visitor is leaving it only while code is on its way (no listener otherwise: the back-forward cache keeps the page)', async () => {
    window.dispatchEvent(new Event('beforeunload'))
    expect(isLeaving()).toBe(false)
    let arrive!: () => void
    const loading = importing(() => new Promise<void>((resolve) => (arrive = resolve)))
    window.dispatchEvent(new Event('beforeunload'))
    expect(isLeaving()).toBe(true)
    arrive()
    await loading
  })
})
