/**
 * The form endpoint's call to the email-manager (server/form-send.ts) ends by its time whatever the
 * fetch under it does: one that never settles, even once aborted (as a fetch whose abort signal was
 * collected before its timer fired), is "not answered in time" (the service may have it), never a
 * call that waits on past the function's 10 s.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendRequest } from '../../server/form-send'

const target = { emailManagerUrl: 'https://email-manager.example', businessId: 'global-salvage-india', sendTimeoutMs: 50 }
const signup = () => sendRequest(target, 'newsletter', { email: 'master@fleet.example' }, 'ops@example.com', Date.now(), 'website_footer')

afterEach(() => vi.unstubAllGlobals())

describe('the call to the email-manager', () => {
  it('is a timeout when the fetch never settles, its abort ignored', async () => {
    let signal: AbortSignal | undefined
    vi.stubGlobal('fetch', (_input: unknown, init: RequestInit) => {
      signal = init.signal ?? undefined
      return new Promise<Response>(() => undefined)
    })
    expect(await signup()).toEqual({ ok: false, kind: 'timeout' })
    // The fetch was told too, so that a fetch that does listen lets its connection go.
    expect(signal?.aborted).toBe(true)
  })

  it('is taken, refused with its detail, or unreachable, as the fetch answers', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 201 }))
    expect(await signup()).toEqual({ ok: true })
    vi.stubGlobal('fetch', async () => Response.json({ detail: 'Invalid email' }, { status: 422 }))
    expect(await signup()).toEqual({ ok: false, kind: 'refused', status: 422, detail: 'Invalid email' })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('fetch failed')))
    expect(await signup()).toEqual({ ok: false, kind: 'unreachable' })
  })
})
