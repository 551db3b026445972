/**
 * The built site (build/client, after `npm run build`) as the CDN serves it, for the checks of built
 * pages that need no browser (head tags, structured data, links, status codes, headers): served in
 * this process by the code `npm run preview` serves it with (tools/preview/serve-build.ts), on a free
 * loopback port, and each answer parsed by jsdom, no script run. What needs a browser (axe, layout,
 * focus, hydration, clicks) stays in tests/e2e/.
 */
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { CLIENT_DIR } from '../../tools/bench/bundle-size'
import { serveBuild } from '../../tools/preview/serve-build'
import { documents } from '../../seed/content'

/** Whether there is a build to read (`npm run build` first; `npm test` makes one). */
export const built = existsSync(join(CLIENT_DIR, '_headers'))

/** A seed document by its id: the content the tested build was made from (`npm test` seeds a fresh store). */
export function seedDoc<T = Record<string, any>>(id: string): T {
  const doc = documents.find((entry) => entry._id === id)
  if (!doc) throw new Error(`No seed document ${id}`)
  return doc as T
}

export type ServedPage = { status: number; headers: Headers; html: string; document: Document; url: string }

/** The build served on a loopback port: `get` answers as fetch does, `page` parses a page's answer. */
export async function serveBuilt() {
  const serve = serveBuild(CLIENT_DIR)
  const server = createServer((req, res) => void serve(req, res).then((handled) => handled || res.writeHead(405).end()))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (path: string, init: RequestInit = {}) => fetch(new URL(path, base), init)
  const pages = new Map<string, Promise<ServedPage>>()
  /** A page's answer, parsed (once per path). */
  const page = (path: string) => {
    let found = pages.get(path)
    if (!found) {
      found = get(path).then(async (res) => {
        const html = await res.text()
        let document: Document | undefined
        // Parsed when first read: a check of the markup alone needs no document.
        return {
          status: res.status,
          headers: res.headers,
          html,
          url: base + path,
          get document() {
            return (document ??= new JSDOM(html).window.document)
          },
        }
      })
      pages.set(path, found)
    }
    return found
  }
  const close = () => new Promise<void>((done) => server.close(() => done()))
  return { base, get, page, close }
}

/** What a browser gives as an element's accessible name, for the links and buttons checked here: its label, else its words. */
export function nameOf(element: Element) {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** The JSON-LD blocks of a page, parsed (throws if one is not valid JSON). */
export function jsonLd(document: Document) {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, any>,
  )
}
