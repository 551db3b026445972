/**
 * The form endpoint (server/form-endpoint.ts) on its production store, Netlify Blobs
 * (`blobsFormStore`), as @netlify/blobs' own local server runs it (behind the gate that gives it the
 * service's etags and one-step conditional writes, tools/stand-ins/blobs-gate.ts): twelve posts from one client, two
 * of them the same request at once (a double press), give ten sends, one recognised as the same,
 * one held by the limit, every one answered with a 303; an hour on, the sweep leaves nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SEND_LIMIT, SEND_WINDOW_MS } from '../../contract/forms'
import { handleForm, type FormEndpoint } from '../../server/form-endpoint'
import { blobsFormStore, blobsKv } from '../../server/form-store-blobs'
import { startEmailManager } from '../../tools/stand-ins/email-manager/index'
import { startGatedBlobs } from '../../tools/stand-ins/blobs-gate'
import { postForm, startFormSite } from './form-site'

const NOW = Date.parse('2026-11-25T10:00:00Z')

let site: Awaited<ReturnType<typeof startFormSite>>
let manager: Awaited<ReturnType<typeof startEmailManager>>
let blobs: Awaited<ReturnType<typeof startGatedBlobs>>
beforeAll(async () => {
  ;[manager, site, blobs] = await Promise.all([startEmailManager(), startFormSite(), startGatedBlobs()])
})
afterAll(async () => {
  await Promise.all([manager.close(), site.close(), blobs.close()])
})

describe('the form endpoint on Netlify Blobs', () => {
  it('twelve posts from one client, two the same at once: ten sent, one recognised, one held, all 303; an hour on, nothing kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let now = NOW
    const config: FormEndpoint = {
      secret: 'the-stamp-secret-of-this-test',
      emailManagerUrl: manager.url,
      businessId: 'global-salvage-india',
      siteOrigin: site.origin,
      store: await blobsFormStore(blobs.store),
      now: () => now,
    }
    const post = (message: string) => postForm(config, 'newsletter', { email: `mate+${message}@fleet.example`, source: 'website_footer' })
    const answers: Response[] = []
    for (let i = 1; i <= 9; i++) {
      now = NOW + i * 1000
      answers.push(await post(`request-${i}`))
    }
    now = NOW + 10_000
    answers.push(...(await Promise.all([post('pressed-twice'), post('pressed-twice')])))
    now = NOW + 11_000
    answers.push(await post('one-too-many'))

    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(303))
    const locations = answers.map((res) => res.headers.get('location')!)
    expect(locations.slice(0, 11)).toEqual(Array(11).fill('/forms/newsletter/sent'))
    expect(locations[11]).toMatch(/^\/forms\/newsletter\/problem\/\d+-[\w-]{16}$/)
    expect(manager.manager.calls).toHaveLength(SEND_LIMIT)
    expect(manager.manager.calls.filter((call) => JSON.stringify(call.body).includes('pressed-twice'))).toHaveLength(1)
    const held = await handleForm(new Request(new URL(locations[11]!, site.origin)), '203.0.113.7', config)
    expect(held.status).toBe(200)
    expect(await held.text()).toContain('You can send again at 16:30 (India time)')

    // An hour after each: the client's ledger (its sends and requests) and the result are gone from the store.
    const kv = blobsKv(blobs.store)
    expect((await kv.list('')).map((key) => key.split('/')[0]).sort()).toEqual(['clients', 'results'])
    await config.store.sweep(NOW + 11_000 + SEND_WINDOW_MS)
    expect(await kv.list('')).toEqual([])
    now = NOW + 11_000 + SEND_WINDOW_MS
    expect((await handleForm(new Request(new URL(locations[11]!, site.origin)), '203.0.113.7', config)).status).toBe(404)
  })
})
