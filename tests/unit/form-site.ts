/**
 * What the form endpoint's tests share: each form's problem page as the site serves it, its words
 * those the route writes (src/routes/forms.tsx `formWords`) from the seed's content, and a post of a
 * form as a browser sends it; Netlify Blobs' own local server, for the store as production runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore } from '@netlify/blobs'
import { BlobsServer } from '@netlify/blobs/server'
import { section, titleOf } from '~/content/copy'
import { FORM_PAGES_QUERY, SITE_SETTINGS_QUERY } from '~/content/queries'
import type { FORM_PAGES_QUERY_RESULT, SITE_SETTINGS_QUERY_RESULT } from '~/content/sanity.types'
import { formSections, formWords } from '~/routes/forms'
import { FORM_NAMES, FORMS, formProblemPath, makeStamp, MIN_FILL_MS, type FormName, type FormWords } from '../../contract/forms'
import { handleForm, type FormEndpoint } from '../../server/form-endpoint'
import { FORM_PAGES_FILE, type BuiltPages } from '../../server/form-pages'
import { seedQuery } from './seed-query'

/** Each form's words as its problem page carries them, from the seed. */
export async function seedWords(): Promise<Record<FormName, FormWords>> {
  const [pages, settings] = await Promise.all([
    seedQuery<FORM_PAGES_QUERY_RESULT>(FORM_PAGES_QUERY),
    seedQuery<NonNullable<SITE_SETTINGS_QUERY_RESULT>>(SITE_SETTINGS_QUERY),
  ])
  const sections = formSections(pages, settings.layout)
  const word = (name: string) => titleOf(section(settings.layout, 'interface'), name as 'newTab')
  return Object.fromEntries(FORM_NAMES.map((form) => [form, formWords(form, sections[form].form, settings, word, pages)])) as Record<
    FormName,
    FormWords
  >
}

/**
 * The site's problem pages (their title, each form's words, its empty place, a footer form to stamp),
 * and a Not Found page. `answerAfter` sets how long each answer takes (none unless set): a CDN and a
 * network whose answers take more or less time.
 */
export async function startFormSite() {
  const words = await seedWords()
  let delay = () => 0
  const site = createServer(async (req, res) => {
    const wait = delay()
    if (wait) await new Promise((done) => setTimeout(done, wait))
    const form = FORM_NAMES.find((name) => req.url === formProblemPath(name))
    if (!form) {
      res.writeHead(404, { 'Content-Type': 'text/html' })
      return res.end('<h1>Not found</h1>')
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'self'" })
    res.end(
      `<html><head><title>${words[form].heading.replace(/&/g, '&amp;')} | Global Salvage India</title></head>` +
        `<body><main><h1 id="page-title">${words[form].heading}</h1><div data-form-result=""></div>` +
        `<script type="application/json" id="form-words">${JSON.stringify(words[form]).replace(/</g, '\\u003c')}</script></main>` +
        '<footer><form action="/forms/send/newsletter" method="post"><input type="hidden" name="gsi_stamp" value=""/></form></footer></body></html>',
    )
  })
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  return {
    origin,
    /** These pages as the build's copy for the form function (server/form-pages.ts FORM_PAGES_FILE), at its path in a bundle. */
    async bundled(): Promise<Record<string, string>> {
      const built: BuiltPages = { pages: {} }
      for (const name of FORM_NAMES) {
        const res = await fetch(origin + formProblemPath(name))
        built.pages[name] = { html: await res.text(), headers: Object.fromEntries(res.headers) }
      }
      return { [`build/${FORM_PAGES_FILE}`]: JSON.stringify(built) }
    },
    words,
    answerAfter: (ms: () => number) => void (delay = ms),
    close: () => new Promise<void>((done) => site.close(() => done())),
  }
}

export type PostOptions = { age?: number; stamp?: string; client?: string; headers?: Record<string, string>; body?: string }

/** A post of a form as a browser sends it: urlencoded UTF-8, its stamp from a page served `age` ms before the endpoint's now. */
export async function postForm(config: FormEndpoint, form: FormName, values: Record<string, string>, options: PostOptions = {}) {
  const { age = MIN_FILL_MS + 1000, client = '203.0.113.7', headers = {} } = options
  const now = config.now?.() ?? Date.now()
  const stamp = options.stamp ?? (await makeStamp(config.secret!, form, now - age))
  const body = options.body ?? new URLSearchParams({ gsi_stamp: stamp, gsi_hp_ref: '', ...values }).toString()
  const request = new Request(`${config.siteOrigin}/forms/send/${FORMS[form].slug}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })
  return handleForm(request, client, config)
}

/** The cookie a 303 to a result's page sets, as its browser sends it back (`name=value`); '' when it set none. */
export const cookieOf = (answer: Response) => answer.headers.get('set-cookie')?.split(';')[0] ?? ''

/** A GET of a result's page from a client: as the browser the 303 went to asks for it (its cookie), or as any other (`location` alone). */
export function getResult(config: FormEndpoint, answer: Response | string, client = '203.0.113.7') {
  const location = typeof answer === 'string' ? answer : answer.headers.get('location')!
  const cookie = typeof answer === 'string' ? '' : cookieOf(answer)
  return handleForm(new Request(new URL(location, config.siteOrigin), { headers: cookie ? { Cookie: cookie } : {} }), client, config)
}

/** Netlify Blobs' own local server (the one Netlify's local tools start), and a strongly consistent store on it. */
export async function startBlobs() {
  const directory = mkdtempSync(join(tmpdir(), 'gsi-blobs-'))
  const token = 'local-blobs-token'
  const server = new BlobsServer({ directory, token })
  const { port } = await server.start()
  const url = `http://127.0.0.1:${port}`
  const siteID = 'gsi-test-site'
  const store = getStore({
    name: 'forms',
    siteID,
    token,
    apiURL: url,
    edgeURL: url,
    uncachedEdgeURL: url,
    consistency: 'strong',
  })
  return {
    store,
    /** What a function's Blobs context names: the server's address, the site and the token. */
    url,
    siteID,
    token,
    close: async () => {
      await server.stop()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
