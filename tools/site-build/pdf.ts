/**
 * The build's PDF step: prints each printable document page (/docs/*, already prerendered in
 * build/client) to its PDF with Chromium, so page and PDF have one source. The pages are
 * served by a tiny static server on an ephemeral loopback port (the build's files are all
 * they need, images included), loaded, hydrated (today's date), then printed with the pages'
 * own A4 print CSS. Text stays selectable; the title is the page's <title>; headings become
 * the PDF outline.
 *
 * Only `npm run build` runs this. Without Chromium it stops with one line saying how to get
 * it, so a build never ships links to PDFs that were not made. A Chromium that does not start, or
 * a document that does not print, within PDF_TIMEOUT_MS stops the build with one line in plain
 * words (what happened, what to do), never Playwright's own dump, which goes to the log.
 */
import { createHash } from 'node:crypto'
import { existsSync, realpathSync, statSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DOWNLOADS } from '../../src/lib/downloads.ts'
import { checkEnv } from '../../server/env.ts'

import { CHROME_PATH, CHROMIUM_ARGS, DEFAULT_CHROME_PATH } from './chromium.ts'

/** How long Chromium may take to start, and each document to print: a Chromium that hangs never holds a build for long. */
export const PDF_TIMEOUT_MS = 60_000

/** What an editor is told to do when the PDF step stops on the machine, not on the content. */
const RETRY_WORDS =
  "The site still shows the last build. Publish again to try again; if it keeps happening, a developer will find the details in the build's log."

/** A build problem reported as one line (no stack): see `afterBuild`. */
export class BuildStepError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BuildStepError'
    this.stack = message
  }
}

/** The Chromium to print with: CHROME_PATH, else Debian's (tools/site-build/chromium.ts). Fails with one actionable line. */
export function chromiumPath(): string {
  if (existsSync(CHROME_PATH) && statSync(CHROME_PATH).isFile()) return CHROME_PATH
  const where = CHROME_PATH === DEFAULT_CHROME_PATH ? `no Chromium at ${DEFAULT_CHROME_PATH}` : `CHROME_PATH (${CHROME_PATH}) is not a file`
  throw new BuildStepError(
    `the build prints the /docs PDFs with Chromium, but ${where}: install it (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary, then run npm run build again.`,
  )
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.data': 'text/x-script',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
}

/** The file under `base` a request's path names (index.html for a folder), null outside it, undefined if none. */
function fileAt(base: string, pathname: string): string | null | undefined {
  let file = resolve(base, '.' + normalize(pathname))
  if (file !== base && !file.startsWith(base + sep)) return null
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
  return existsSync(file) && statSync(file).isFile() ? file : undefined
}

/** Serves `root` read-only on 127.0.0.1 (ephemeral port): files, and index.html for folders. */
export async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const base = resolve(root)
  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.writeHead(405).end()
          return
        }
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
        const file = fileAt(base, pathname)
        if (file === null) {
          res.writeHead(403).end()
          return
        }
        if (file === undefined) {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
          return
        }
        const body = await readFile(file)
        res.writeHead(200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Content-Length': body.length,
        })
        res.end(req.method === 'HEAD' ? undefined : body)
      } catch {
        if (!res.headersSent) res.writeHead(500)
        res.end()
      }
    })()
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => done())
  })
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, server }
}

type Document = { page: string; href: string }

/** `work`, or a BuildStepError saying `late` once `ms` have passed (the work is left to be stopped by the caller). */
async function within<T>(ms: number, work: Promise<T>, late: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new BuildStepError(late)), ms)))
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** The error a tool threw, for the developer's log only. */
const logDetail = (error: unknown) => console.error(`(The PDF step's error: ${error instanceof Error ? error.message : String(error)})`)

const DEFAULT_PDF_CACHE = fileURLToPath(new URL('../../node_modules/.cache/pdfs', import.meta.url))

/**
 * The folder the build keeps the PDFs it printed in between builds (PDF_CACHE, by default
 * node_modules/.cache/pdfs: a rebuild on publish and the next `npm run build` share it), so that a
 * build prints only the documents whose page changed: a publish of a notice or a page's copy, which
 * no document shows, starts no Chromium at all.
 */
export function pdfCache() {
  return checkEnv().PDF_CACHE || DEFAULT_PDF_CACHE
}

/** A script written in a page (no `src`): the build's data for hydration, the alert banner's, the early script. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g

/**
 * What a file Chromium fetched to print a document says for the print: the hash of its bytes, or
 * `none` where there is no such file. A page counts by its markup, without the scripts written in
 * it: every page shows all its content before its scripts run (the build checks it), and those
 * scripts carry what every build writes anew (when it ran and fetched its content, in an encoding
 * that changes with them) and the print never shows; their code is the build's (`keyOf`), what they
 * load is fetched (and counted) too, and the day the print is made on is in the key.
 */
async function fingerprint(base: string, pathname: string) {
  const file = fileAt(base, pathname)
  if (!file) return 'none'
  const bytes = await readFile(file)
  const hash = createHash('sha256')
  if (extname(file) === '.html') hash.update(bytes.toString('utf8').replace(INLINE_SCRIPT, ''))
  else hash.update(bytes)
  return hash.digest('hex')
}

/** A PDF kept: what it was printed with (`key`), the files its page fetched and their fingerprints, and its file in the cache. */
type Kept = { key: string; files: Record<string, string>; pdf: string }

/** The build's own code (tools/site-build/): what writes the pages' scripts and prints them. */
const BUILD_CODE = fileURLToPath(new URL('.', import.meta.url))

let buildCode: Promise<string> | undefined
/** The hash of the build's own code, read once a process (every document's key holds it). */
function buildCodeHash() {
  buildCode ??= (async () => {
    const hash = createHash('sha256')
    for (const name of (await readdir(BUILD_CODE)).sort())
      if (name.endsWith('.ts')) hash.update(name).update(await readFile(join(BUILD_CODE, name)))
    return hash.digest('hex')
  })()
  return buildCode
}

/**
 * What decides a document's PDF besides the files its page fetches: the build's code, the Chromium
 * that prints it (its file, size and date: an upgrade prints anew), the document, and the day in
 * India (the compliance pack prints the date it is printed on).
 */
async function keyOf(doc: Document, executablePath: string) {
  const real = realpathSync(executablePath)
  const { size, mtimeMs } = statSync(real)
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now())
  return createHash('sha256')
    .update(JSON.stringify([await buildCodeHash(), real, size, mtimeMs, day, doc.page, doc.href]))
    .digest('hex')
}

/** The name of a document's entry in the cache (its PDF's name without the extension). */
const entryOf = (doc: Document) => doc.href.replace(/^\/+|\.pdf$/gi, '').replace(/[^a-z0-9-]+/gi, '_')

/** Copies the document's kept PDF into `clientDir` if it was printed with `key` from the same files; whether it did. */
async function reuse(cache: string, base: string, doc: Document, key: string) {
  try {
    const kept = JSON.parse(await readFile(join(cache, `${entryOf(doc)}.json`), 'utf8')) as Kept
    if (kept.key !== key || !Object.keys(kept.files).length) return false
    for (const [path, print] of Object.entries(kept.files)) if ((await fingerprint(base, path)) !== print) return false
    await copyFile(join(cache, kept.pdf), join(base, doc.href))
    return true
  } catch {
    return false
  }
}

/** Keeps a document's PDF, printed with `key` from the files at `paths`; a cache that cannot be written is skipped, never the build. */
async function keep(cache: string, base: string, doc: Document, key: string, paths: Set<string>, pdf: Buffer) {
  try {
    const files: Record<string, string> = {}
    for (const path of [...paths].sort()) files[path] = await fingerprint(base, path)
    const entry = entryOf(doc)
    const name = `${entry}.${createHash('sha256').update(pdf).digest('hex').slice(0, 16)}.pdf`
    await mkdir(cache, { recursive: true })
    // Written aside, then renamed into place: a build reading the cache meanwhile finds the old entry or the new one, whole.
    const aside = join(cache, `.${entry}.${process.pid}.${Date.now()}`)
    await writeFile(aside, pdf)
    await rename(aside, join(cache, name))
    await writeFile(aside, JSON.stringify({ key, files, pdf: name } satisfies Kept))
    await rename(aside, join(cache, `${entry}.json`))
    for (const old of await readdir(cache))
      if (old.startsWith(`${entry}.`) && old.endsWith('.pdf') && old !== name) await rm(join(cache, old), { force: true })
  } catch (error) {
    console.error(`(The PDF of ${doc.page} was printed but could not be kept for the next build: ${(error as Error).message})`)
  }
}

/**
 * Prints every document of DOWNLOADS (or those given) from `clientDir` into `clientDir`, but those whose
 * page is unchanged since they were printed, which are taken from `cache` (pdfCache(); false: none);
 * Chromium has `startMs` to start and each document `timeoutMs` to print (both PDF_TIMEOUT_MS unless given).
 */
export async function printDocuments(
  clientDir: string,
  documents: Document[] = Object.values(DOWNLOADS),
  {
    executablePath = chromiumPath(),
    timeoutMs = PDF_TIMEOUT_MS,
    startMs = PDF_TIMEOUT_MS,
    cache = pdfCache(),
  }: { executablePath?: string; timeoutMs?: number; startMs?: number; cache?: string | false } = {},
) {
  const base = resolve(clientDir)
  const keys = new Map<Document, string>()
  const written: string[] = []
  const toPrint: Document[] = []
  for (const doc of documents) {
    const key = cache ? await keyOf(doc, executablePath).catch(() => undefined) : undefined
    if (key) keys.set(doc, key)
    if (cache && key && (await reuse(cache, base, doc, key))) {
      console.log(`PDF: ${doc.page} -> ${join(clientDir, doc.href)} (kept from an earlier build: its page is unchanged)`)
      written.push(doc.href)
    } else toPrint.push(doc)
  }
  if (!toPrint.length) return written
  const { chromium } = await import('playwright-core')
  const seconds = Math.round(timeoutMs / 1000)
  const { url, server } = await serveStatic(clientDir)
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: startMs }).catch(async (error: unknown) => {
    logDetail(error)
    await new Promise((done) => server.close(done))
    throw new BuildStepError(
      `the PDFs of the printable documents could not be printed: the build's Chromium did not start within ${Math.round(startMs / 1000)} seconds. ${RETRY_WORDS}`,
    )
  })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-IN', timezoneId: 'Asia/Kolkata' })
    context.setDefaultTimeout(timeoutMs)
    // The print uses the build's files only: nothing leaves loopback.
    await context.route(
      (target) => !target.href.startsWith(url + '/'),
      (route) => route.abort(),
    )
    // The documents print side by side, each in a page of its own (they share nothing but the build).
    const print = async (doc: Document) => {
      const started = Date.now()
      const page = await context.newPage()
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(error.message))
      // Every file of the build the page fetches, to know next time whether it would print the same.
      const fetched = new Set<string>()
      page.on('request', (request) => {
        const at = new URL(request.url())
        if (at.origin === url) fetched.add(decodeURIComponent(at.pathname))
      })
      const response = await page.goto(url + doc.page, { waitUntil: 'load' })
      if (!response?.ok())
        throw new BuildStepError(
          `the PDF of ${doc.page} could not be printed: the page answered ${response?.status() ?? 'nothing'} (is it prerendered?)`,
        )
      // Hydrated: React Router has its route modules and the document's effects (today's date) ran.
      await page.waitForFunction(
        () => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined,
      )
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      if (problems.length > 0) {
        logDetail(problems[0])
        throw new BuildStepError(`the PDF of ${doc.page} could not be printed: the page failed in the browser. ${RETRY_WORDS}`)
      }
      await page.emulateMedia({ media: 'print' })
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true, outline: true })
      await writeFile(join(clientDir, doc.href), pdf)
      console.log(`PDF: ${doc.page} -> ${join(clientDir, doc.href)} (${Math.round(pdf.length / 1024)} kB, ${Date.now() - started} ms)`)
      await page.close()
      const key = keys.get(doc)
      if (cache && key) await keep(cache, base, doc, key, fetched, pdf)
      return doc.href
    }
    // Each document within its time, whatever Chromium does: a page that never answers stops the build in plain words.
    const bounded = (doc: Document) => {
      const late = `the PDF of ${doc.page} could not be printed: the build's Chromium did not answer within ${seconds} seconds. ${RETRY_WORDS}`
      return within(timeoutMs, print(doc), late).catch((error: unknown) => {
        if (error instanceof BuildStepError) throw error
        logDetail(error)
        // Playwright's own wait for the page ran out first.
        if ((error as Error).name === 'TimeoutError') throw new BuildStepError(late)
        throw new BuildStepError(
          `the PDF of ${doc.page} could not be printed: the build's Chromium failed while printing it. ${RETRY_WORDS}`,
        )
      })
    }
    written.push(...(await Promise.all(toPrint.map(bounded))))
    await context.close()
  } finally {
    // A Chromium that stopped answering may not close either: it is killed with the build.
    await within(5000, browser.close(), 'Chromium did not close').catch(() => undefined)
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
  return written
}

/** Hrefs of site PDFs (/….pdf) linked from the prerendered pages. */
async function linkedPdfs(clientDir: string) {
  const entries = (await readdir(clientDir, { recursive: true })).filter((entry) => entry.endsWith('.html'))
  const hrefs = new Set<string>()
  for (const entry of entries) {
    const html = await readFile(join(clientDir, entry), 'utf8')
    for (const m of html.matchAll(/href="(\/[^"?#]*\.pdf)(?:[?#][^"]*)?"/g)) hrefs.add(m[1])
  }
  return hrefs
}

/** Fails the build when a download of the site (DOWNLOADS, or any linked /….pdf) is missing or empty. */
export async function assertDownloadsExist(clientDir: string) {
  const hrefs = new Set<string>([...Object.values(DOWNLOADS).map((d) => d.href), ...(await linkedPdfs(clientDir))])
  const missing: string[] = []
  for (const href of hrefs) {
    const file = join(clientDir, href)
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile() || info.size === 0) missing.push(href)
  }
  if (missing.length > 0) throw new BuildStepError(`the site links to PDFs the build did not make: ${missing.join(', ')}`)
  return [...hrefs].sort()
}

/**
 * The build's PDF step (called by afterBuild): prints the documents, then checks every download
 * link. A known problem (no Chromium, a missing PDF) stops the build with its one line.
 */
export async function buildPdfs(clientDir: string) {
  try {
    await printDocuments(clientDir)
    return await assertDownloadsExist(clientDir)
  } catch (error) {
    if (!(error instanceof BuildStepError)) logDetail(error)
    console.error(
      `The build stopped: ${error instanceof BuildStepError ? error.message : `the PDFs of the printable documents could not be printed. ${RETRY_WORDS}`}`,
    )
    process.exit(1)
  }
}
