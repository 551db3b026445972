/**
 * The draft preview's guard (src/content/studio-channel.ts): a message reaches the preview's
 * channels only from the frame's parent at a configured Studio origin; anything else from another
 * window is stopped before the libraries' listeners see it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const studio = { name: 'studio window' }
const opener = { name: 'a window that opened the Studio' }
let listener: ((event: unknown) => void) | undefined
const page = {
  parent: studio,
  addEventListener: vi.fn((type: string, handler: (event: unknown) => void, options: unknown) => {
    expect(type).toBe('message')
    expect(options).toEqual({ capture: true })
    listener = handler
  }),
}

beforeAll(() => {
  vi.stubEnv('STUDIO_ORIGINS', 'http://localhost:3333 https://*.sanity.studio')
  vi.stubGlobal('window', page)
})
afterAll(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('the Studio channel guard', () => {
  it('accepts the parent window at a configured origin only', async () => {
    const { fromStudio } = await import('../../src/content/studio-channel')
    const from = (source: unknown, origin: string) => fromStudio({ source, origin } as unknown as MessageEvent)
    expect(from(studio, 'http://localhost:3333')).toBe(true)
    expect(from(studio, 'https://acme.sanity.studio')).toBe(true)
    // Not the parent: a second window (one that opened the Studio, say) never takes the connection over.
    expect(from(opener, 'http://localhost:3333')).toBe(false)
    // The parent, at an origin that may not frame the site.
    for (const origin of ['https://evil.example', 'http://localhost:3334', 'https://sanity.studio', 'http://acme.sanity.studio', 'null'])
      expect(from(studio, origin), origin).toBe(false)
  })

  it("stops every other window's message before the preview listens, once installed", async () => {
    const { guardStudioChannel } = await import('../../src/content/studio-channel')
    guardStudioChannel()
    guardStudioChannel()
    expect(page.addEventListener).toHaveBeenCalledTimes(1)
    const deliver = (source: unknown, origin: string) => {
      const stop = vi.fn()
      listener!({ source, origin, data: { domain: 'sanity/comlink', type: 'comlink/handshake/syn' }, stopImmediatePropagation: stop })
      return stop.mock.calls.length === 0
    }
    expect(deliver(studio, 'http://localhost:3333')).toBe(true)
    expect(deliver(page, 'http://localhost:5173')).toBe(true)
    expect(deliver(opener, 'http://localhost:3333')).toBe(false)
    expect(deliver(studio, 'https://evil.example')).toBe(false)
  })
})
