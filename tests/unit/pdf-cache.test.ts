/**
 * The PDF step prints only the documents whose page changed (tools/site-build/pdf.ts): a document
 * whose page fetches the same files, its markup the same, is taken from the cache, whatever the
 * scripts written in the page say of when the build ran; a change to its markup or to a file it
 * loads prints it again. In Debian's Chromium, on a page of its own. A print writes its entry in
 * the cache anew (`kept`: when its file was written); a PDF taken from the cache leaves it as it was.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { printDocuments } from '../../tools/site-build/pdf'
import { CHROME_PATH } from '../../tools/site-build/chromium'

const dir = mkdtempSync(join(tmpdir(), 'gsi-pdf-cache-'))
const client = join(dir, 'client')
const cache = join(dir, 'cache')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const doc = { page: '/docs/sheet', href: '/docs/sheet.pdf' }
const pdf = join(client, doc.href)
/** The page as a build writes it: its markup, its stylesheet, and a script that says when it ran (and hydrates it). */
const page = (heading: string, builtAt: string) =>
  `<!doctype html><html><head><title>Sheet</title><link rel="stylesheet" href="/sheet.css"></head><body><h1>${heading}</h1>` +
  `<script data-built="${builtAt}">window.__reactRouterRouteModules = { at: ${Date.parse(builtAt)} }</script></body></html>`
const write = (heading: string, builtAt: string, css = 'h1 { color: navy }') => {
  mkdirSync(join(client, 'docs', 'sheet'), { recursive: true })
  writeFileSync(join(client, 'docs', 'sheet', 'index.html'), page(heading, builtAt))
  writeFileSync(join(client, 'sheet.css'), css)
}
/** When the document's entry in the cache was last written. */
const kept = () => statSync(join(cache, 'docs_sheet.json')).mtimeMs
/** The document built: its PDF, and whether it was printed (its entry written anew) or taken from the cache. */
const print = async () => {
  rmSync(pdf, { force: true })
  const before = existsSync(join(cache, 'docs_sheet.json')) ? kept() : undefined
  expect(await printDocuments(client, [doc], { executablePath: CHROME_PATH, cache })).toEqual([doc.href])
  return { bytes: readFileSync(pdf), printed: kept() !== before }
}

describe('the PDF step with the PDFs of earlier builds', () => {
  it('reuses a PDF whose page is unchanged but for its scripts, and prints it again when its markup or a file it loads changes', async () => {
    write('Escalation directory', '2026-11-27T10:00:00.000Z')
    const first = await print()
    expect(first).toMatchObject({ printed: true })
    expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-')

    // The next build of the same content: only the moment in its script differs.
    write('Escalation directory', '2026-11-27T10:05:31.417Z')
    const same = await print()
    expect(same.printed).toBe(false)
    expect(same.bytes.equals(first.bytes)).toBe(true)

    // Its stylesheet changed: printed anew, then kept in its turn.
    write('Escalation directory', '2026-11-27T10:06:00.000Z', 'h1 { color: maroon }')
    expect(await print()).toMatchObject({ printed: true })
    write('Escalation directory', '2026-11-27T10:07:00.000Z', 'h1 { color: maroon }')
    expect(await print()).toMatchObject({ printed: false })

    // Its words changed: printed anew.
    write('Escalation contacts', '2026-11-27T10:08:00.000Z', 'h1 { color: maroon }')
    expect(await print()).toMatchObject({ printed: true })

    // Without the cache: printed, and nothing kept.
    rmSync(cache, { recursive: true, force: true })
    rmSync(pdf, { force: true })
    await printDocuments(client, [doc], { executablePath: CHROME_PATH, cache: false })
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-')
    expect(existsSync(cache)).toBe(false)
  }, 120_000)
})
