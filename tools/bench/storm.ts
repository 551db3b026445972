/**
 * `npm run bench:storm`: the form function in a storm (issue 62), timed. The function bundled by
 * Netlify's bundler with the build's copy of its pages (build/form-pages.json: `npm run build` writes
 * it; made here from build/client when an older build lacks it), Netlify Blobs on @netlify/blobs' own
 * local server behind a gate that misbehaves on demand (tools/stand-ins/blobs-gate.ts), the
 * email-manager stand-in. For each store behaviour (well, down, 503, 429, hanging, slow) it sends
 * POSTS valid newsletter posts at once, each from its own client, and prints the answers' times
 * (median, 95th percentile, slowest), their statuses, the sends the email-manager got, how many went
 * unguarded (their guards not read within the store's budget) and the store requests per post; then a burst of BURST posts at once, and a double press with an email-manager
 * that never answers. Sizes on the command line: `npm run bench:storm -- 20 200` (POSTS BURST).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { makeStamp } from '../../contract/forms.ts'
import { FORM_PAGES_FILE } from '../../server/form-pages.ts'
import { bundleFunctions, netlifyEnvironment, ROOT } from '../../tests/unit/netlify-bundle.ts'
import { startGatedBlobs, type Behaviour } from '../stand-ins/blobs-gate.ts'
import { startEmailManager } from '../stand-ins/email-manager/index.ts'
import { writeFormPages } from '../site-build/form-pages.ts'

const [POSTS = 20, BURST = 200] = process.argv.slice(2).map(Number)
const SECRET = 'the-stamp-secret-of-bench-storm'
const pagesFile = join(ROOT, 'build', FORM_PAGES_FILE)
if (!existsSync(pagesFile)) {
  if (!existsSync(join(ROOT, 'build/client/_headers'))) {
    console.error('bench:storm needs a build of the site: run `npm run build` first.')
    process.exit(1)
  }
  await writeFormPages(join(ROOT, 'build/client'))
}

// The function's own logs would drown the table: the posts sent unguarded (their guards not read in time) are counted.
let unguarded = 0
console.error = (...args: unknown[]) => void (args.join(' ').includes('(sent unguarded)') && unguarded++)
console.warn = () => undefined
const [manager, blobs, bundle] = await Promise.all([
  startEmailManager(),
  startGatedBlobs(),
  bundleFunctions(['form'] as const, { [`build/${FORM_PAGES_FILE}`]: readFileSync(pagesFile, 'utf8') }),
])
const restore = netlifyEnvironment(
  { FORM_STAMP_SECRET: SECRET, VITE_EMAIL_MANAGER_URL: manager.url, VITE_BUSINESS_ID: 'global-salvage-india', URL: 'http://127.0.0.1:9' },
  blobs,
)

let client = 0
async function post(email: string, ip = `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`) {
  const body = new URLSearchParams({
    gsi_stamp: await makeStamp(SECRET, 'newsletter', Date.now() - 60_000),
    gsi_hp_ref: '',
    email,
    source: 'website_footer',
  })
  const request = new Request('https://site.example/forms/send/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body,
  })
  const started = performance.now()
  const res = (await bundle.handlers.form(request, { ip }))!
  return { status: res.status, location: res.headers.get('location') ?? '', ms: performance.now() - started }
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!
const rows: string[][] = [['case', 'posts', 'median ms', 'p95 ms', 'slowest ms', 'answers', 'sends', 'unguarded', 'store requests a post']]
async function round(name: string, count: number, behaviour: Behaviour) {
  blobs.behave(behaviour)
  manager.manager.reset()
  unguarded = 0
  const before = blobs.requests.length
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => post(`${name.replace(/\W+/g, '-')}-${i}@fleet.example`)))
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  const statuses = new Map<string, number>()
  for (const { status, location } of answers) {
    const said = `${status}${location.endsWith('/sent') ? ' sent' : location ? ' result' : ''}`
    statuses.set(said, (statuses.get(said) ?? 0) + 1)
  }
  rows.push([
    name,
    String(count),
    at(times, 0.5).toFixed(0),
    at(times, 0.95).toFixed(0),
    times.at(-1)!.toFixed(0),
    [...statuses].map(([said, n]) => `${n}× ${said}`).join(', '),
    String(manager.manager.calls.length),
    String(unguarded),
    ((blobs.requests.length - before) / count).toFixed(1),
  ])
}

try {
  // A first round unprinted: the bundle's code, the connections and the store's folders warmed up.
  await round('warm-up', POSTS, 'well')
  rows.pop()
  for (const behaviour of ['well', 'down', '503', '429', 'hang', 'slow'] as const) await round(`store ${behaviour}`, POSTS, behaviour)
  await round('burst, store well', BURST, 'well')
  // A double press, the email-manager never answering.
  blobs.behave('well')
  const hung: ServerResponse[] = []
  const hanging = createServer((_req, res) => void hung.push(res))
  await new Promise<void>((done) => hanging.listen(0, '127.0.0.1', done))
  process.env.VITE_EMAIL_MANAGER_URL = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
  const both = await Promise.all([post('twice@fleet.example', '10.255.0.1'), post('twice@fleet.example', '10.255.0.1')])
  rows.push([
    'double press, email-manager hanging',
    '2',
    '',
    '',
    Math.max(...both.map((answer) => answer.ms)).toFixed(0),
    both.map((answer) => answer.status).join(', '),
    String(hung.length),
    '',
    '',
  ])
  for (const res of hung) res.destroy()
  hanging.closeAllConnections()
  hanging.close()
} finally {
  restore()
  await Promise.all([manager.close(), blobs.close()])
  bundle.close()
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '))
