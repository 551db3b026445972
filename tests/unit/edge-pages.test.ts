/**
 * The CDN's edge function for pages (netlify/edge-functions/pages.ts), as code: it stamps the forms of
 * every page it serves as `npm run preview` does (tools/preview/serve-build.ts), the Not Found page's
 * footer newsletter included, and moves an address with a trailing slash to the page's own. (Run in
 * Deno, as Netlify runs it, on the built pages: edge-deno.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readStamp, STAMP_NAME } from '../../contract/forms'
import { edgeRuns, withoutTrailingSlash } from '../../server/clean-address'

const SECRET = 'edge-test-secret'
const html = `<html><body><form action="/forms/send/newsletter" method="post"><input type="hidden" name="${STAMP_NAME}" value=""/></form></body></html>`
const page = (status: number, type = 'text/html; charset=utf-8') => ({
  next: async () => new Response(status === 304 ? null : html, { status, headers: { 'content-type': type } }),
})
const stampOf = async (response: Response) => new RegExp(`name="${STAMP_NAME}" value="([^"]*)"`).exec(await response.text())?.[1]

describe('the edge function for pages', () => {
  let edge: (request: Request, context: { next(): Promise<Response> }) => Promise<Response>
  beforeAll(async () => {
    ;(globalThis as { Netlify?: unknown }).Netlify = { env: { get: (name: string) => (name === 'FORM_STAMP_SECRET' ? SECRET : undefined) } }
    edge = (await import('../../netlify/edge-functions/pages')).default
  })
  afterAll(() => delete (globalThis as { Netlify?: unknown }).Netlify)

  it('signs the forms of a page and of the Not Found page, with its status; leaves a 304 and other files alone', async () => {
    const request = new Request('https://site.example/x')
    for (const status of [200, 404]) {
      const response = await edge(request, page(status))
      expect(response.status).toBe(status)
      expect(await readStamp(SECRET, await stampOf(response))).toEqual({ at: expect.any(Number), form: 'newsletter', kind: 'page' })
    }
    expect((await edge(request, page(304))).status).toBe(304)
    expect(await stampOf(await edge(request, page(200, 'application/json')))).toBe('')
  })

  it('moves /about/ to /about and /index to /, the query kept, before asking for the page; a post, the root and odd paths stay', async () => {
    const never = { next: () => Promise.reject(new Error('not asked')) }
    const moved = await edge(new Request('https://site.example/ports/mumbai/?utm_source=mail'), never)
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/ports/mumbai?utm_source=mail'])
    expect((await edge(new Request('https://site.example/about/', { method: 'POST' }), page(200))).status).toBe(200)
    for (const path of ['/', '/about', '/about//', '/%2fevil.example/', '/x/../y/', '/assets/x/', '/about.html'])
      expect(withoutTrailingSlash(path), path).toBeUndefined()
    expect(withoutTrailingSlash('/%E0%A4%85/')).toBe('/%E0%A4%85')
    // The home page's file's address (Netlify serves index.html there, without the headers of /).
    for (const path of ['/index', '/index/', '/%69ndex']) {
      const home = await edge(new Request(`https://site.example${path}?utm_source=mail`), never)
      expect([home.status, home.headers.get('location')], path).toEqual([301, '/?utm_source=mail'])
    }
    for (const path of ['/ports/index', '/indexes', '/'])
      expect((await edge(new Request(`https://site.example${path}`), page(200))).status, path).toBe(200)
    expect([edgeRuns('/about'), edgeRuns('/forms/send/newsletter'), edgeRuns('/assets/a.js'), edgeRuns('/docs/pack.pdf')]).toEqual([
      true,
      false,
      false,
      false,
    ])
  })
})
