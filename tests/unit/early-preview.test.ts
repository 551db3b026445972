/**
 * The Presentation tool's early click holder (src/content/early-preview-script.ts) is put first in
 * a page's <body> by the server, wherever the page streams its opening tag, in pages a Studio can
 * frame only. (What it does in a frame: tests/e2e/presentation.studio.spec.ts, "from the first click".)
 */
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { firstInBody, framable } from '../../src/entry.server'
import { EARLY_PREVIEW_SCRIPT } from '../../src/content/early-preview-script'

async function through(chunks: Buffer[]) {
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(firstInBody('hold()'))) out.push(chunk as Buffer)
  return Buffer.concat(out).toString('utf8')
}

describe('the early click holder', () => {
  it('goes first in <body>, its opening tag split across chunks or not, the rest of the page byte for byte', async () => {
    const page = '<!DOCTYPE html><html lang="en-IN"><head><title>Zoë</title></head><body class="x"><h1>Mumbai — Zoë</h1></body></html>'
    const expected = page.replace('<body class="x">', '<body class="x"><script>hold()</script>')
    const bytes = Buffer.from(page)
    expect(await through([bytes])).toBe(expected)
    // Split inside "<body", inside its attributes, and inside a character of two bytes.
    for (const at of [page.indexOf('<bo') + 3, page.indexOf('class') + 2, bytes.indexOf(Buffer.from('ë')) + 1]) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)]), `split at ${at}`).toBe(expected)
    }
  })

  it('is in pages a Studio can frame only: under npm start, or a build with SITE_FRAME_ANCESTORS', () => {
    expect(framable({}, true)).toBe(true)
    expect(framable({}, false)).toBe(false)
    expect(framable({ SITE_FRAME_ANCESTORS: ' ' }, false)).toBe(false)
    expect(framable({ SITE_FRAME_ANCESTORS: 'https://studio.example.com' }, false)).toBe(true)
  })

  it('imports nothing and stops at once outside a frame', () => {
    expect(EARLY_PREVIEW_SCRIPT).not.toMatch(/\bimport\b/)
    expect(EARLY_PREVIEW_SCRIPT.startsWith('(()=>{if(self===top)return;')).toBe(true)
  })
})
