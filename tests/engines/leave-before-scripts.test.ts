/**
 * Issue 63 A, in the engines Playwright cannot drive here (tests/engines/drivers.ts): a link
 * followed before the page's scripts arrive takes the visitor to the link's page. Firefox and WebKit
 * cancel the page's pending imports as the navigation starts; the loader took that for "the scripts
 * failed" and reloaded the page, which replaced the navigation (the visitor stayed where they were).
 *
 * The built site is served with its scripts held back (held-site.ts); at once after load (the
 * loader has asked for its modules), the header's Search and a notices topic link are clicked. The
 * browser must ask for the link's page, arrive there, and never ask for the page it left again.
 * Both engines run side by side, each browser started once, its links one after the other.
 */
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { firefox, missing, until, webkit, type Driver } from './drivers.ts'
import { serveHeld } from './held-site.ts'

const CLIENT_DIR = join(import.meta.dirname, '../../build/client')
const built = existsSync(join(CLIENT_DIR, '_headers'))

const LINKS = [
  { from: '/', link: '.site-header a[href="/search"]', to: '/search', what: "the header's Search" },
  { from: '/notices', link: 'main a[href="/notices/topic/compliance"]', to: '/notices/topic/compliance', what: 'a notices topic link' },
]

/** Why this engine is not tested here; on CI a missing engine fails the run instead (.ci/run installs them). */
function skipReason(engine: 'firefox' | 'webkit') {
  if (!built) return 'no build (npm run build:local first; npm test makes one)'
  const reason = missing(engine)
  if (reason && process.env.CI) throw new Error(`CI must test ${engine}: ${reason}`)
  return reason
}

describe('a link followed before the scripts arrive', { concurrency: true }, () => {
  for (const [engine, launch] of [
    ['firefox', firefox],
    ['webkit', webkit],
  ] as const) {
    describe(engine, { skip: skipReason(engine), concurrency: 1 }, () => {
      let browser: Driver
      before(async () => {
        browser = await launch()
      })
      after(async () => {
        await browser?.close()
      })

      for (const { from, link, to, what } of LINKS) {
        it(`${what} on ${from} leads to ${to}, the page not reloaded`, async () => {
          // A site of its own (an origin of its own): the service worker a page before installed
          // would serve the scripts from its cache, past the hold.
          const site = await serveHeld(CLIENT_DIR)
          try {
            await browser.open(site.base + from)
            // The loader has started: its modules are asked for, and held.
            await until('the page to ask for its scripts', () =>
              site.log.some((path) => /^\/assets\/.+\.js$/.test(path)) ? true : undefined,
            )
            const before = site.log.length
            await browser.click(link)
            const pages = () => site.log.slice(before).filter((path) => !path.startsWith('/assets/'))
            const arrived = await until(`${to} or a reload of ${from}`, async () => {
              if (pages().includes(from)) return false
              const path = await browser.evaluate<string>('document.readyState != "loading" && location.pathname').catch(() => undefined)
              return path === to ? true : undefined
            })
            assert.ok(arrived, `${engine} reloaded ${from} instead of following ${what}: asked for ${pages().join(', ')}`)
            assert.ok(pages().includes(to), `${engine} showed ${to} without asking for it: ${pages().join(', ')}`)
            assert.ok(!pages().includes(from), `${engine} asked for ${from} again: ${pages().join(', ')}`)
          } finally {
            // The page left before its server ends: its held scripts, cut off, would make the
            // loader reload it (as scripts that failed), and that reload can replace the next
            // test's navigation (WebKit stayed on about:blank under load).
            await browser.open('about:blank').catch(() => {})
            site.release()
            await site.close()
          }
        })
      }
    })
  }
})
