/**
 * `npm run bench:scale`: how the site grows with its content. For each size (by default the seed's
 * 6 ports, 3 case studies and 5 notices, ten and twenty times that, and 1,000 ports with 300 case
 * studies and 1,000 notices) it fills a content store of its own (under .local/bench-scale/, never
 * the editor's .local/content nor a test's store) with copies of the seed's ports, case studies and
 * notices, builds the site into a folder
 * of its own with `react-router build` (PDFs and compressed copies included) against a content
 * backend on a free port, then prints side by side: pages, build seconds, seconds per page, and
 * the seconds of each step of the build, the bytes (HTML + its .data) of the home, about, a port,
 * the case-study page, the notices' list and a notice, and the port directory (with its bytes per
 * port), the seconds one more page adds between sizes, the site search's index (its build time is a
 * step of the build's; its files, and the bytes loading the search and one query fetch, in Chromium:
 * tools/bench/search-query.ts), and at the largest size how long a publish takes to reach
 * `npm run preview`.
 *
 * Sizes on the command line as ports:caseStudies[:notices] (notices: the seed's five when left out),
 * e.g. `npm run bench:scale -- 6:3:5 60:30:50 1000:300:1000`.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { ContentStore } from '../stand-ins/content/store.ts'
import { grown } from './scaled-content.ts'
import { API_VERSION, LOCAL_DATASET } from '../../contract/constants.ts'
import { engineBundle, launch, measureSearch, serve } from './search-query.ts'
import { SEARCH_DIR } from '../site-build/search-index.ts'

const ROOT = join(import.meta.dirname, '../..')
const WORK = join(ROOT, '.local', 'bench-scale')

type Size = { ports: number; caseStudies: number; notices: number }
type Result = Size & {
  pages: number
  seconds: number
  steps: Record<string, number>
  bytes: Record<string, number>
  directoryPerPort: number
  /** The site search: its index's files, loading the search, and the most one query fetched (bytes on the wire). */
  search: { pages: number; chunks: number; largestChunk: number; loadBytes: number; queryBytes: number }
  /** At the largest size: from a publish to `npm run preview` serving the rebuilt page. */
  publishToLive?: number
}

const sizes: Size[] = (process.argv.slice(2).length ? process.argv.slice(2) : ['6:3:5', '60:30:50', '120:60:100', '1000:300:1000']).map(
  (arg) => {
    const [ports, caseStudies, notices = 5] = arg.split(':').map(Number)
    if (!(ports >= 1 && caseStudies >= 1 && notices >= 1))
      throw new Error(`A size is ports:caseStudies[:notices], e.g. 60:30:50 (got "${arg}")`)
    return { ports, caseStudies, notices }
  },
)

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** A store made from the seed (with its images), its ports, case studies and notices copied up to the size. */
async function fillStore(dir: string, size: Size) {
  await rm(dir, { recursive: true, force: true })
  await ContentStore.open(dir)
  const file = join(dir, 'store.json')
  const stored = JSON.parse(await readFile(file, 'utf8')) as { documents: Array<{ _id: string; _type: string }> }
  stored.documents = grown(stored.documents, size.ports, size.caseStudies, size.notices)
  await writeFile(file, JSON.stringify(stored))
}

/** Builds, and returns the seconds of each step the build's log names ("  prerendering: 24.3 s"). */
function build(env: NodeJS.ProcessEnv) {
  return new Promise<Record<string, number>>((resolve, reject) => {
    const child = spawn('npx', ['react-router', 'build'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let errors = ''
    let log = ''
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)))
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`The build failed (${code}):\n${errors}`))
      const steps: Record<string, number> = {}
      for (const [, step, seconds] of log.matchAll(/^ {2}([a-z][^:\n]*): ([\d.]+) s$/gm)) steps[step!] = Number(seconds)
      resolve(steps)
    })
  })
}

const sizeOf = async (file: string) => (existsSync(file) ? (await stat(file)).size : 0)
/** A page's bytes: its HTML and its .data file (what a visit or a client navigation loads of it). */
const pageBytes = async (client: string, name: string) =>
  (await sizeOf(join(client, `${name}.html`))) + (await sizeOf(join(client, `${name}.data`)))

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * What an editor waits for: `npm run preview` (rebuilding on publish, as the CDN does) serves the
 * build; a port's name is published through the content API; the seconds until the preview serves
 * /ports/mumbai with the new name.
 */
async function publishToLive(env: NodeJS.ProcessEnv) {
  const port = await freePort()
  const preview = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const page = `http://127.0.0.1:${port}/ports/mumbai`
  try {
    for (
      let tries = 0;
      !(await fetch(page).then(
        (res) => res.ok,
        () => false,
      ));
      tries++
    ) {
      if (tries > 120) throw new Error(`npm run preview did not answer at ${page}`)
      await sleep(500)
    }
    // The rebuild follows the publish stream once the preview is up; give it a moment to connect.
    await sleep(3000)
    const name = `Mumbai (published at ${Date.now()})`
    const api = `http://127.0.0.1:${env.LOCAL_API_PORT}/v${API_VERSION}/data/mutate/${LOCAL_DATASET}`
    const published = await fetch(api, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ patch: { id: 'port.mumbai', set: { name } } }] }),
    })
    if (!published.ok) throw new Error(`The publish failed: ${published.status} ${await published.text()}`)
    const started = performance.now()
    while (!(await (await fetch(page)).text()).includes(name)) {
      if (performance.now() - started > 600_000) throw new Error('The rebuilt page was not served within 10 minutes')
      await sleep(500)
    }
    return (performance.now() - started) / 1000
  } finally {
    process.kill(-preview.pid!, 'SIGTERM')
    await new Promise((done) => preview.once('exit', done))
  }
}

/** Queries whose bytes the scale benchmark reports: a port by another name (every copy of Mumbai has it) and words on many pages. */
const SEARCH_QUERIES = ['Nhava Sheva', 'wreck removal']

/** The search's index in a build: fragments (one a page), word chunks and the largest, and the bytes one query fetches. */
async function searchFigures(client: string) {
  const dir = join(client, SEARCH_DIR)
  const chunks = await readdir(join(dir, 'index'))
  const largestChunk = Math.max(...(await Promise.all(chunks.map(async (chunk) => (await stat(join(dir, 'index', chunk))).size))))
  const { base, server } = await serve(client, await (engine ??= engineBundle()))
  try {
    const figures = await measureSearch(await browser(), base, SEARCH_QUERIES, { slowdown: 1, runs: 1, typedStarts: 1 })
    return {
      pages: (await readdir(join(dir, 'fragment'))).length,
      chunks: chunks.length,
      largestChunk,
      loadBytes: figures.loadBytes,
      queryBytes: Math.max(...figures.queries.map((query) => query.bytes)),
    }
  } finally {
    server.close()
  }
}

let chromium: Awaited<ReturnType<typeof launch>> | undefined
/** The site's search engine as the benchmark's page loads it, built once. */
let engine: Promise<string> | undefined
const browser = async () => (chromium ??= await launch())

async function measure(size: Size, last: boolean): Promise<Result> {
  const dir = join(WORK, `${size.ports}-${size.caseStudies}-${size.notices}`)
  const store = join(dir, 'content')
  const buildDir = join(dir, 'build')
  await fillStore(store, size)
  await rm(buildDir, { recursive: true, force: true })
  const env = {
    ...process.env,
    SITE_LOCAL: '1',
    LOCAL_STORE_DIR: store,
    LOCAL_API_PORT: String(await freePort()),
    SITE_BUILD_DIR: buildDir,
    // Its own caches of share images and PDFs: every size draws all of its pictures and prints every
    // document (the rebuild on publish then reuses them).
    SHARE_IMAGE_CACHE: join(dir, 'share-images'),
    PDF_CACHE: join(dir, 'pdfs'),
  }
  const started = performance.now()
  const steps = await build(env)
  const seconds = (performance.now() - started) / 1000
  const client = join(buildDir, 'client')
  const pages = ((await readdir(client, { recursive: true })) as string[]).filter((entry) => entry.endsWith('.html')).length
  const bytes = {
    home: await pageBytes(client, 'index'),
    about: await pageBytes(client, 'about'),
    'ports/mumbai': await pageBytes(client, 'ports/mumbai'),
    'case-studies': await pageBytes(client, 'case-studies'),
    notices: await pageBytes(client, 'notices'),
    notice: await pageBytes(client, 'notices/dgs-msn-05-2025'),
    ports: await pageBytes(client, 'ports'),
  }
  const result: Result = { ...size, pages, seconds, steps, bytes, directoryPerPort: 0, search: await searchFigures(client) }
  if (last) {
    console.log(`Publishing a change to ${size.ports} ports' site under npm run preview…`)
    result.publishToLive = await publishToLive(env)
  }
  await rm(dir, { recursive: true, force: true })
  return result
}

await mkdir(WORK, { recursive: true })
const results: Result[] = []
for (const [index, size] of sizes.entries()) {
  console.log(`Building with ${size.ports} ports, ${size.caseStudies} case studies and ${size.notices} notices…`)
  results.push(await measure(size, index === sizes.length - 1))
}
// The directory's growth a port, from the smallest size to each larger one.
for (const result of results) {
  const first = results[0]
  result.directoryPerPort = result.ports === first.ports ? 0 : (result.bytes.ports - first.bytes.ports) / (result.ports - first.ports)
}
await rm(WORK, { recursive: true, force: true })
await chromium?.close()

/**
 * The steps whose work grows with the pages (prerendering them, writing the alert banner into them,
 * compressing their files), apart
 * from those every build pays once whatever its size (bundling, the PDFs), whose time varies by a
 * second or two from run to run.
 */
const perPageSteps = (r: Result) =>
  (r.steps.prerendering ?? 0) + (r.steps['the alert banner and the feeds'] ?? 0) + (r.steps['hosting rules and compressed copies'] ?? 0)

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`
const rows: Array<[string, (r: Result) => string]> = [
  ['ports, case studies, notices', (r) => `${r.ports}, ${r.caseStudies}, ${r.notices}`],
  ['pages (HTML files)', (r) => String(r.pages)],
  ['build, PDFs and compressed copies included', (r) => `${r.seconds.toFixed(1)} s`],
  ['seconds per page', (r) => `${(r.seconds / r.pages).toFixed(3)} s`],
  ...[...new Set(results.flatMap((r) => Object.keys(r.steps)))].map((step): [string, (r: Result) => string] => [
    `- ${step}`,
    (r) => (step in r.steps ? `${r.steps[step]!.toFixed(1)} s` : ''),
  ]),
  ['/ (HTML + .data)', (r) => kB(r.bytes.home)],
  ['/about', (r) => kB(r.bytes.about)],
  ['/ports/mumbai', (r) => kB(r.bytes['ports/mumbai'])],
  ['/case-studies (first page)', (r) => kB(r.bytes['case-studies'])],
  ['/notices (first page)', (r) => kB(r.bytes.notices)],
  ['/notices/dgs-msn-05-2025', (r) => kB(r.bytes.notice)],
  ['/ports (the directory)', (r) => kB(r.bytes.ports)],
  ['search index: pages, word chunks (largest)', (r) => `${r.search.pages}, ${r.search.chunks} (${kB(r.search.largestChunk)})`],
  ['search: loading it (bytes on the wire)', (r) => kB(r.search.loadBytes)],
  [`search: one query, the most fetched (${SEARCH_QUERIES.map((q) => JSON.stringify(q)).join(', ')})`, (r) => kB(r.search.queryBytes)],
  ['a publish until npm run preview serves it', (r) => (r.publishToLive ? `${r.publishToLive.toFixed(1)} s` : '')],
  ['/ports, bytes per added port', (r) => (r.directoryPerPort ? `${Math.round(r.directoryPerPort)} bytes` : '')],
]
console.log(`\n| | ${results.map((r) => `${r.ports} ports`).join(' | ')} |\n|---|${results.map(() => '---|').join('')}`)
for (const [label, cell] of rows) console.log(`| ${label} | ${results.map(cell).join(' | ')} |`)
// The marginal cost of a page: the seconds one more page adds, between consecutive sizes, to the whole
// build and to the steps that grow with the pages. Linear growth: the same at every size.
const marginal: number[] = []
for (let index = 1; index < results.length; index++) {
  const [a, b] = [results[index - 1], results[index]]
  const added = b.pages - a.pages
  marginal.push((perPageSteps(b) - perPageSteps(a)) / added)
  console.log(
    `From ${a.ports} to ${b.ports} ports, one more page adds ${((b.seconds - a.seconds) / added).toFixed(3)} s to the build, ` +
      `${marginal.at(-1)!.toFixed(3)} s of it prerendering and compressing.`,
  )
}
if (marginal.length > 1) {
  const [a, b, c] = results.slice(-3)
  console.log(
    `A page added between ${b!.ports} and ${c!.ports} ports costs ${(marginal.at(-1)! / marginal.at(-2)!).toFixed(2)}x one added between ${a!.ports} and ${b!.ports} ports (linear growth: about 1x).`,
  )
}
