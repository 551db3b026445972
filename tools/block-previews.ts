/**
 * `npm run blocks:previews` (after `npm run build:local`): draws the picture of each kind of page
 * section the Studio's insert menu shows (studio/static/blocks/<type>.webp, schemas/page-blocks.ts),
 * from the seed's sections catalogue (/sections, seed/documents/pages.ts) as the built site renders
 * it, in Chromium at 1,280 px, so the pictures show the site's own sections. Run it again when a
 * section's look changes, and commit the pictures.
 */
import { spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { BLOCK_TYPES } from '../contract/blocks.ts'
import { pages } from '../seed/documents/pages.ts'
import { CHROME_PATH, CHROMIUM_ARGS } from './site-build/chromium.ts'

const OUT = join(import.meta.dirname, '../studio/static/blocks')
/** The widest a picture is shown in the insert menu's grid is about 160 px: twice that, for sharp screens. */
const WIDTH = 480
/** A section taller than this (a long timeline) is shown by its top. */
const MAX_HEIGHT = 900

async function freePort() {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

const catalogue = pages.find((page) => page._id === 'page.sections')!
const types = catalogue.blocks.map((block) => block._type as string)
const missing = BLOCK_TYPES.filter((type) => !types.includes(type))
if (missing.length) throw new Error(`The sections catalogue (seed/documents/pages.ts) lacks ${missing.join(', ')}: add them first.`)

const port = await freePort()
const site = `http://127.0.0.1:${port}`
const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
  env: { ...process.env, SITE_REBUILD: 'off' },
  stdio: 'ignore',
  detached: true,
})
try {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${site}/sections`).then(
      (res) => res.ok,
      () => false,
    )
    if (up) break
    if (tries > 120) throw new Error('npm run preview did not start: is there a build (npm run build:local)?')
    await new Promise((done) => setTimeout(done, 500))
  }
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS })
  // The page as painted, without its script: every section is in its HTML.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false })
  await page.goto(`${site}/sections`)
  const sections = page.locator('main > :not(script, .offline-notice)')
  if ((await sections.count()) !== types.length)
    throw new Error(`/sections shows ${await sections.count()} sections, the seed has ${types.length}.`)
  await mkdir(OUT, { recursive: true })
  // Every picture of the page loaded (they are lazy below the fold), then back to the top, where
  // the sections' boxes are their places on the whole page.
  for (let y = 0; y < 30; y++) await page.mouse.wheel(0, 900)
  await page
    .locator('main img')
    .evaluateAll((images) => Promise.all(images.map((img) => (img as HTMLImageElement).decode().catch(() => {}))))
  await page.mouse.wheel(0, -1_000_000)
  await page.waitForFunction(() => window.scrollY === 0).catch(() => {})
  const done = new Set<string>()
  for (const [index, type] of types.entries()) {
    if (done.has(type)) continue
    done.add(type)
    const section = sections.nth(index)
    const box = (await section.boundingBox())!
    // The whole page drawn at once: the sticky header and the fixed contact bar stay where they
    // are (the bar is drawn on its own).
    const shot = (await section.evaluate((element) => getComputedStyle(element).position === 'fixed'))
      ? await section.screenshot()
      : await page.screenshot({
          fullPage: true,
          clip: { x: 0, y: box.y, width: 1280, height: Math.min(box.height, MAX_HEIGHT) },
          style: '.contact-bar { display: none !important; }',
        })
    const file = join(OUT, `${type}.webp`)
    await writeFile(file, await sharp(shot).resize({ width: WIDTH }).webp({ quality: 70 }).toBuffer())
    console.log(`${type}: ${file}`)
  }
  await browser.close()
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
}
