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
import { existsSync, statSync } from 'node:fs'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { DOWNLOADS } from '../../src/lib/downloads.ts'

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
        let file = resolve(base, '.' + normalize(pathname))
        if (file !== base && !file.startsWith(base + sep)) {
          res.writeHead(403).end()
          return
        }
        if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
        if (!existsSync(file) || !statSync(file).isFile()) {
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

/**
 * Prints every document of DOWNLOADS (or those given) from `clientDir` into `clientDir`; Chromium
 * has `startMs` to start and each document `timeoutMs` to print (both PDF_TIMEOUT_MS unless given).
 */
export async function printDocuments(
  clientDir: string,
  documents: Document[] = Object.values(DOWNLOADS),
  {
    executablePath = chromiumPath(),
    timeoutMs = PDF_TIMEOUT_MS,
    startMs = PDF_TIMEOUT_MS,
  }: { executablePath?: string; timeoutMs?: number; startMs?: number } = {},
) {
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
  const written: string[] = []
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
    written.push(...(await Promise.all(documents.map(bounded))))
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
