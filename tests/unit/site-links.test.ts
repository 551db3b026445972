/**
 * Links, downloads and answers of the built site as served (run after `npm run build`): no internal
 * link of any built page leads to an error; every download is a PDF; the fleet retainer's prepared
 * email and PDFs; the subscriber pages prerendered in their neutral state. (Moved from the browser
 * tests, where they needed nothing of a browser: tests/e2e/pages.spec.ts, docs.spec.ts and
 * subscriber.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtRoutes } from '../../tools/bench/bundle-size'
import { DOWNLOADS } from '../../src/lib/downloads'
import { built, nameOf, seedDoc, serveBuilt } from './built-site'

/** The hrefs of a page's links, as written (entities decoded). */
function hrefs(html: string) {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((match) =>
    match[1]!
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  )
}

describe.runIf(built)('links and answers of the built site', () => {
  let site: Awaited<ReturnType<typeof serveBuilt>>
  beforeAll(async () => {
    site = await serveBuilt()
  })
  afterAll(() => site.close())

  it('no internal link on any built page (and the Not Found pages) leads to an error, redirects followed', async () => {
    const found = new Map<string, string>() // link -> first page it was found on
    const pages = [...builtRoutes(), '/no/such/page', '/ports/atlantis']
    for (const path of pages) {
      const { html } = await site.page(path)
      for (const href of hrefs(html)) {
        const url = new URL(href, site.base + path)
        if (url.origin !== site.base) continue
        // Links to the page itself (the skip link, in-page anchors) are not followed: on the deliberate
        // Not Found pages they would lead back to the deliberate 404.
        if (url.pathname === path) continue
        const key = url.pathname + url.search
        if (!found.has(key)) found.set(key, path)
      }
    }
    expect(pages.length).toBeGreaterThan(40)
    expect(found.size).toBeGreaterThan(40)
    const broken: string[] = []
    for (const [link, from] of found) {
      const res = await site.get(link, { method: 'HEAD' })
      if (res.status >= 400) broken.push(`${link} (${res.status}, linked from ${from})`)
    }
    expect(broken).toEqual([])
  })

  it('every download of the site is a PDF that exists', async () => {
    for (const { href } of Object.values(DOWNLOADS)) {
      const res = await site.get(href)
      expect(res.status, href).toBe(200)
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
    }
  })

  it('Book 20-Minute Review Call is a prepared email; the datasheet and SLA buttons are PDFs (the SLA in a new tab)', async () => {
    const { document } = await site.page('/fleet-retainer')
    const link = (name: RegExp) => {
      const found = [...document.querySelectorAll('a')].filter((a) => name.test(nameOf(a)))
      expect(found.length, String(name)).toBeGreaterThan(0)
      return found[0]!
    }
    const url = new URL(link(/Book 20-Minute Review Call/).getAttribute('href') ?? '')
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe(seedDoc<{ supportEmail: string }>('siteSettings').supportEmail)
    expect(url.searchParams.get('subject')).toMatch(/review call/i)
    expect(url.searchParams.get('body')).toMatch(/20-minute review call/)
    const sla = link(/Download Full SLA Schedule/)
    expect(sla.getAttribute('target')).toBe('_blank')
    for (const pdf of [sla, link(/Download Procurement Datasheet/)].map((a) => a.getAttribute('href')!)) {
      expect(pdf).toMatch(/\.pdf$/)
      const res = await site.get(pdf)
      expect(res.status, pdf).toBe(200)
      expect(res.headers.get('content-type')).toContain('pdf')
    }
  })

  it('the subscriber pages are prerendered neutral, with no-referrer and noindex', async () => {
    for (const path of ['/confirm', '/email-confirmation', '/email-preferences', '/unsubscribe']) {
      const { status, html } = await site.page(path)
      expect(status, path).toBe(200)
      expect(html, path).toContain('<meta name="referrer" content="no-referrer"/>')
      expect(html, path).toContain('<meta name="robots" content="noindex"/>')
      // The body shows the neutral state; the invalid-link view is there hidden, for the page's own
      // script to show before the first paint when the address carries no link (tests/e2e/hydration.spec.ts).
      expect(html, path).toMatch(/Confirming your email…|Processing…|Loading your preferences…/)
      const hidden = /<div class="email-state" data-link-view="invalid" hidden="">[\s\S]*?<\/div><script>/
      expect(html, path).toMatch(hidden)
      expect(html.replace(hidden, ''), path).not.toMatch(/<h2[^>]*>Invalid/)
    }
  })
})
