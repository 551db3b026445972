/**
 * `npm run bench:scale`: how the site grows with its content. For each size (by default the seed's
 * 6 ports and 3 case studies, ten times that, and 1,000 ports with 300 case studies) it fills a
 * content store of its own (under .local/bench-scale/, never the editor's .local/content nor a
 * test's store) with copies of the seed's ports and case studies, builds the site into a folder
 * of its own with `react-router build` (PDFs and compressed copies included) against a content
 * backend on a free port, then prints side by side: pages, build seconds, seconds per page, and
 * the bytes (HTML + its .data) of the home, about, a port, the case-study page and the port
 * directory (with its bytes per port).
 *
 * Sizes on the command line as ports:caseStudies, e.g. `npm run bench:scale -- 6:3 60:30 1000:300`.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { ContentStore } from '../stand-ins/content/store.ts'
import { grown } from './scaled-content.ts'

const ROOT = join(import.meta.dirname, '../..')
const WORK = join(ROOT, '.local', 'bench-scale')

type Size = { ports: number; caseStudies: number }
type Result = Size & {
  pages: number
  seconds: number
  steps: Record<string, number>
  bytes: Record<string, number>
  directoryPerPort: number
}

const sizes: Size[] = (process.argv.slice(2).length ? process.argv.slice(2) : ['6:3', '60:30', '1000:300']).map((arg) => {
  const [ports, caseStudies] = arg.split(':').map(Number)
  if (!(ports >= 1 && caseStudies >= 1)) throw new Error(`A size is ports:caseStudies, e.g. 60:30 (got "${arg}")`)
  return { ports, caseStudies }
})

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

/** A store made from the seed (with its images), its ports and case studies copied up to the size. */
async function fillStore(dir: string, size: Size) {
  await rm(dir, { recursive: true, force: true })
  await ContentStore.open(dir)
  const file = join(dir, 'store.json')
  const stored = JSON.parse(await readFile(file, 'utf8')) as { documents: Array<{ _id: string; _type: string }> }
  stored.documents = grown(stored.documents, size.ports, size.caseStudies)
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

async function measure(size: Size): Promise<Result> {
  const dir = join(WORK, `${size.ports}-${size.caseStudies}`)
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
    ports: await pageBytes(client, 'ports'),
  }
  const result = { ...size, pages, seconds, steps, bytes, directoryPerPort: 0 }
  await rm(dir, { recursive: true, force: true })
  return result
}

await mkdir(WORK, { recursive: true })
const results: Result[] = []
for (const size of sizes) {
  console.log(`Building with ${size.ports} ports and ${size.caseStudies} case studies…`)
  results.push(await measure(size))
}
// The directory's growth a port, from the smallest size to each larger one.
for (const result of results) {
  const first = results[0]
  result.directoryPerPort = result.ports === first.ports ? 0 : (result.bytes.ports - first.bytes.ports) / (result.ports - first.ports)
}
await rm(WORK, { recursive: true, force: true })

/**
 * What each page costs the build, apart from what every build pays once (bundling, the PDFs):
 * prerendering it and compressing its files. Flat from the smallest size to the largest means the
 * build grows linearly with its pages.
 */
const pageCost = (r: Result) => ((r.steps.prerendering ?? 0) + (r.steps['hosting rules and compressed copies'] ?? 0)) / r.pages

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`
const rows: Array<[string, (r: Result) => string]> = [
  ['ports, case studies', (r) => `${r.ports}, ${r.caseStudies}`],
  ['pages (HTML files)', (r) => String(r.pages)],
  ['build, PDFs and compressed copies included', (r) => `${r.seconds.toFixed(1)} s`],
  ['seconds per page', (r) => `${(r.seconds / r.pages).toFixed(3)} s`],
  ...[...new Set(results.flatMap((r) => Object.keys(r.steps)))].map((step): [string, (r: Result) => string] => [
    `- ${step}`,
    (r) => (step in r.steps ? `${r.steps[step]!.toFixed(1)} s` : ''),
  ]),
  ["a page's own cost (prerendering + compressing), per page", (r) => `${(pageCost(r) * 1000).toFixed(1)} ms`],
  ['/ (HTML + .data)', (r) => kB(r.bytes.home)],
  ['/about', (r) => kB(r.bytes.about)],
  ['/ports/mumbai', (r) => kB(r.bytes['ports/mumbai'])],
  ['/case-studies (first page)', (r) => kB(r.bytes['case-studies'])],
  ['/ports (the directory)', (r) => kB(r.bytes.ports)],
  ['/ports, bytes per added port', (r) => (r.directoryPerPort ? `${Math.round(r.directoryPerPort)} bytes` : '')],
]
console.log(`\n| | ${results.map((r) => `${r.ports} ports`).join(' | ')} |\n|---|${results.map(() => '---|').join('')}`)
for (const [label, cell] of rows) console.log(`| ${label} | ${results.map(cell).join(' | ')} |`)
// The marginal cost of a page: the build seconds one more page adds, between consecutive sizes (between
// small sizes, mostly the second or two by which the steps every build pays once vary).
for (let index = 1; index < results.length; index++) {
  const [a, b] = [results[index - 1], results[index]]
  console.log(`From ${a.ports} to ${b.ports} ports: ${((b.seconds - a.seconds) / (b.pages - a.pages)).toFixed(3)} s per added page`)
}
const [smallest, largest] = [results[0], results.at(-1)!]
if (results.length > 1)
  console.log(
    `A page's own cost at ${largest.ports} ports is ${(pageCost(largest) / pageCost(smallest)).toFixed(2)}x its cost at ${smallest.ports} ports (linear growth: about 1x).`,
  )
