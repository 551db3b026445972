/**
 * The site's Netlify Functions as Netlify runs them: bundled by Netlify's own bundler
 * (@netlify/zip-it-and-ship-it, as a deploy bundles netlify/functions/), their addresses and schedules
 * read from their files as Netlify reads them, and the form endpoint and its sweep called from the
 * bundle: its environment as Netlify gives it (the variables, Netlify Blobs' context pointing at
 * @netlify/blobs' own local server, behind tools/stand-ins/blobs-gate.ts), a real Request, the email-manager stand-in
 * at the network edge. Its bundle here has no build's copy of the pages: it reads them from the site once.
 */
import { join } from 'node:path'
import { listFunctions } from '@netlify/zip-it-and-ship-it'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeStamp, MIN_FILL_MS } from '../../contract/forms'
import { SEND_WINDOW_MS } from '../../contract/forms'
import { blobsKv } from '../../server/form-store-blobs'
import { startEmailManager } from '../../tools/stand-ins/email-manager/index'
import { startGatedBlobs } from '../../tools/stand-ins/blobs-gate'
import { startFormSite } from './form-site'
import { bundleFunctions, netlifyEnvironment, ROOT, type Handler } from './netlify-bundle'

const SECRET = 'the-stamp-secret-of-the-bundle-test'

let site: Awaited<ReturnType<typeof startFormSite>>
let manager: Awaited<ReturnType<typeof startEmailManager>>
let blobs: Awaited<ReturnType<typeof startGatedBlobs>>
let bundle: Awaited<ReturnType<typeof bundleFunctions<'form' | 'form-sweep'>>>
let form: Handler
let sweep: Handler
let restore: () => void

beforeAll(async () => {
  site = await startFormSite()
  ;[manager, blobs, bundle] = await Promise.all([
    startEmailManager(),
    startGatedBlobs(),
    bundleFunctions(['form', 'form-sweep'] as const, await site.bundled()),
  ])
  ;({ form, 'form-sweep': sweep } = bundle.handlers)
  // What Netlify gives the functions: the site's variables (scope Functions), its address, and Blobs' context.
  restore = netlifyEnvironment(
    { FORM_STAMP_SECRET: SECRET, VITE_EMAIL_MANAGER_URL: `${manager.url}/`, VITE_BUSINESS_ID: 'global-salvage-india', URL: site.origin },
    blobs,
  )
}, 120_000)
afterAll(async () => {
  restore()
  await Promise.all([site.close(), manager.close(), blobs.close()])
  bundle.close()
})

const post = async (values: Record<string, string>, stamp?: string, headers: Record<string, string> = {}) =>
  form(
    new Request(`${site.origin}/forms/send/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({
        gsi_stamp: stamp ?? (await makeStamp(SECRET, 'newsletter', Date.now() - MIN_FILL_MS - 500)),
        gsi_hp_ref: '',
        ...values,
      }),
    }),
    { ip: '203.0.113.7' },
  ) as Promise<Response>

describe('the functions as Netlify bundles and runs them', () => {
  it("reads each function's address or schedule from its file, as a deploy does", async () => {
    const listed = await listFunctions(join(ROOT, 'netlify/functions'), { parseISC: true })
    const byName = Object.fromEntries(listed.map((fn) => [fn.name, fn]))
    expect(Object.keys(byName).sort()).toEqual(['form', 'form-sweep', 'publish', 'scheduled-rebuild'])
    expect(byName.form!.routes?.map((route) => route.pattern)).toEqual(['/forms/send/:form', '/forms/:form/problem/:id'])
    expect([byName['form-sweep']!.schedule, byName['scheduled-rebuild']!.schedule]).toEqual(['*/5 * * * *', '* * * * *'])
    expect(listed.every((fn) => fn.runtimeAPIVersion === 2)).toBe(true)
  })

  it('the form endpoint, called from its bundle: sends once, shows back a post without a stamp, refuses another site, keeps its state in Blobs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const sent = await post({ email: 'mate@fleet.example', source: 'website_footer' })
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/forms/newsletter/sent'])
    expect(await post({ email: 'mate@fleet.example', source: 'website_footer' }).then((res) => res.headers.get('location'))).toBe(
      '/forms/newsletter/sent',
    )
    expect(manager.manager.calls.map((call) => call.body)).toEqual([
      {
        email: 'mate@fleet.example',
        business_id: 'global-salvage-india',
        journey_state: 'newsletter_signup',
        metadata: { source: 'website_footer', preferences: { compliance: true, emergency: true, newsletter: true } },
      },
    ])
    const shown = await post({ email: 'crew@fleet.example' }, '')
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('value="crew@fleet.example"')
    expect((await post({ email: 'crew@fleet.example' }, undefined, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    const refused = await post({ email: 'crew@' })
    const page = await form(new Request(new URL(refused.headers.get('location')!, site.origin)), {})
    expect([page!.status, await page!.text()]).toEqual([200, expect.stringContaining('Email address: Please enter a valid email address')])
    expect(manager.manager.calls).toHaveLength(1)
    const keys = await blobsKv(blobs.store).list('')
    expect(keys.filter((key) => key.startsWith('clients/'))).toHaveLength(1)
    expect(keys.filter((key) => key.startsWith('results/'))).toHaveLength(1)
  })

  it('the sweep, called from its bundle, deletes from Blobs what is past its hour and leaves the rest', async () => {
    const kv = blobsKv(blobs.store)
    const old = Date.now() - SEND_WINDOW_MS - 1000
    await kv.set(`results/${old}-abcdefghijklmnop`, { form: 'newsletter', at: old, kind: 'limit', until: old })
    await kv.set('clients/someone', { requests: { digest: { at: old, state: 'sent' } }, results: [] })
    const before = await kv.list('')
    await sweep(new Request('https://site.example/.netlify/functions/form-sweep', { method: 'POST' }), {})
    expect((await kv.list('')).sort()).toEqual(before.filter((key) => !key.includes(String(old)) && key !== 'clients/someone').sort())
  })
})
