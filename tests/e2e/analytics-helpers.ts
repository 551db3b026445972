/**
 * What analytics.spec.ts builds and watches Google with: a stand-in of gtag.js that turns Google's
 * command queue into the hits gtag.js would send, captured at Google's intercepted origins, and the
 * second build's port and command.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import type { BrowserContext } from '@playwright/test'

/** A GA4 measurement ID of the tests' own. */
export const GA4_ID = 'G-TEST46ABCD'

/**
 * gtag.js as the test's stand-in: it reads Google's command queue (each entry a call's
 * `arguments`, as Google's snippet pushes them) and, for each event, sends the hit gtag.js would
 * (`/g/collect`: the event's name `en`, the page `dl` as the event or `gtag('set')` names it, its parameters `ep.*`), unless GA4 was
 * switched off for the page (`ga-disable-<id>`, Google's own switch).
 */
const GTAG_STAND_IN = `(() => {
  const layer = (window.dataLayer = window.dataLayer || [])
  let id
  let set = {}
  const send = (name, params) => {
    if (!id || window['ga-disable-' + id]) return
    const query = new URLSearchParams({ v: '2', tid: id, en: name, dl: params.page_location || set.page_location || location.href })
    for (const [key, value] of Object.entries(params)) if (!key.startsWith('page_')) query.set('ep.' + key, String(value))
    fetch('https://region1.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors', keepalive: true })
  }
  const run = (entry) => {
    const [command, name, params] = Array.from(entry)
    if (command === 'config') id = name
    if (command === 'set') set = { ...set, ...name }
    if (command === 'event') send(name, params || {})
  }
  layer.forEach(run)
  layer.push = function (...entries) {
    entries.forEach(run)
    return Array.prototype.push.apply(this, entries)
  }
})()`

export type Hit = { name: string; path: string; label: string | null }

/** Google's origins intercepted for a context: gtag.js served by the stand-in, every hit captured, every request to Google listed. */
export async function captureGoogle(context: BrowserContext) {
  const requests: string[] = []
  const hits: Hit[] = []
  context.on('request', (req) => {
    if (/google/.test(new URL(req.url()).hostname)) requests.push(req.url())
  })
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STAND_IN }),
  )
  await context.route(/^https:\/\/[^/]*google-analytics\.com\//, (route) => {
    const url = new URL(route.request().url())
    hits.push({
      name: url.searchParams.get('en') ?? '',
      path: new URL(url.searchParams.get('dl') ?? '/').pathname,
      label: url.searchParams.get('ep.event_label'),
    })
    return route.fulfill({ status: 204 })
  })
  return { requests, hits }
}

export async function freePort() {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

/** Resolves when the command exits 0; rejects with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' })
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}
