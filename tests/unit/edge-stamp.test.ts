/**
 * The CDN's edge function stamps the forms of every page it serves as `npm run preview` does
 * (tools/build/serve-build.ts), the Not Found page's footer newsletter included: a page left
 * unstamped would have a person's signup refused as a bot's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAMP_NAME, stampTime } from '../../contract/forms'

const SECRET = 'edge-test-secret'
const html = `<html><body><form><input type="hidden" name="${STAMP_NAME}" value=""/></form></body></html>`
const page = (status: number, type = 'text/html; charset=utf-8') => ({
  next: async () => new Response(status === 304 ? null : html, { status, headers: { 'content-type': type } }),
})
const stampOf = async (response: Response) => new RegExp(`name="${STAMP_NAME}" value="([^"]*)"`).exec(await response.text())?.[1]

describe('the edge stamp', () => {
  let edge: (request: Request, context: { next(): Promise<Response> }) => Promise<Response>
  beforeAll(async () => {
    ;(globalThis as { Netlify?: unknown }).Netlify = { env: { get: (name: string) => (name === 'FORM_STAMP_SECRET' ? SECRET : undefined) } }
    edge = (await import('../../tools/netlify-edge/stamp')).default
  })
  afterAll(() => delete (globalThis as { Netlify?: unknown }).Netlify)

  it('signs the forms of a page and of the Not Found page, with its status; leaves a 304 and other files alone', async () => {
    const request = new Request('https://site.example/x')
    for (const status of [200, 404]) {
      const response = await edge(request, page(status))
      expect(response.status).toBe(status)
      expect(await stampTime(SECRET, await stampOf(response))).toBeGreaterThan(0)
    }
    expect((await edge(request, page(304))).status).toBe(304)
    expect(await stampOf(await edge(request, page(200, 'application/json')))).toBe('')
  })
})
