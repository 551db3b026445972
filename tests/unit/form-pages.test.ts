/**
 * The form function's pages come from the build (issue 62): the build writes each form's problem
 * page with the headers `_headers` gives its address (tools/site-build/form-pages.ts), netlify.toml
 * bundles that file with the form function (`included_files`), and the function answers from it
 * with no read of the site; a function without it reads the site once and keeps the page.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parse } from 'smol-toml'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FORM_NAMES, formProblemPath, formSentPath } from '../../contract/forms'
import { builtPages, FORM_PAGES_FILE, PAGE_TIMEOUT_MS, sitePages, type BuiltPages } from '../../server/form-pages'
import { writeFormPages } from '../../tools/site-build/form-pages'
import { startFormSite } from './form-site'
import { ROOT } from './netlify-bundle'

let site: Awaited<ReturnType<typeof startFormSite>>
let reads = 0
beforeAll(async () => {
  site = await startFormSite()
  site.answerAfter(() => (reads++, 0))
})
afterAll(() => site.close())

describe("the form function's pages, from the build", () => {
  it('are written beside the site with the headers of their own address, and bundled with the form function', async () => {
    const build = mkdtempSync(join(tmpdir(), 'gsi-form-pages-'))
    try {
      const client = join(build, 'client')
      const headers = ['/*', '  X-Content-Type-Options: nosniff', '']
      for (const form of FORM_NAMES) {
        const html = await (await fetch(site.origin + formProblemPath(form))).text()
        mkdirSync(dirname(join(client, formProblemPath(form))), { recursive: true })
        writeFileSync(join(client, `${formProblemPath(form)}.html`), html)
        headers.push(formSentPath(form), "  Content-Security-Policy: default-src 'none'", '')
        headers.push(
          formProblemPath(form),
          `  Content-Security-Policy: default-src 'self'; script-src 'sha256-${form}'`,
          '  Referrer-Policy: no-referrer',
          '',
        )
      }
      writeFileSync(join(client, '_headers'), headers.join('\n'))
      await writeFormPages(client)
      const file = JSON.parse(readFileSync(join(build, FORM_PAGES_FILE), 'utf8')) as BuiltPages
      for (const form of FORM_NAMES)
        expect(file.pages[form]!.headers).toEqual({
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': `default-src 'self'; script-src 'sha256-${form}'`,
          'Referrer-Policy': 'no-referrer',
        })
      // A page without the form's words stops the build rather than ship a function that cannot answer.
      writeFileSync(join(client, `${formProblemPath('newsletter')}.html`), '<html><body>Not the page</body></html>')
      await expect(writeFormPages(client)).rejects.toThrow('newsletter')
    } finally {
      rmSync(build, { recursive: true, force: true })
    }
    const toml = parse(readFileSync(join(ROOT, 'netlify.toml'), 'utf8')) as { functions: { form: { included_files: string[] } } }
    expect(toml.functions.form.included_files).toEqual([`build/${FORM_PAGES_FILE}`])
  })

  it('answer every post from the copy, reading nothing; without one, the site is read once and kept', async () => {
    const html = await (await fetch(site.origin + formProblemPath('newsletter'))).text()
    reads = 0
    const fallback = sitePages(site.origin, { keep: true })
    const pages = builtPages({ pages: { newsletter: { html, headers: { 'Content-Security-Policy': "default-src 'self'" } } } }, fallback)
    const many = await Promise.all(Array.from({ length: 50 }, () => pages('newsletter')))
    expect(many.every((page) => page?.words.heading === site.words.newsletter.heading)).toBe(true)
    expect(reads).toBe(0)
    // A form the copy lacks: read from the site by the first post, kept for the rest.
    const read = await Promise.all(Array.from({ length: 50 }, () => pages('fleetQuote')))
    expect(read.every((page) => page?.words.heading === site.words.fleetQuote.heading)).toBe(true)
    await pages('fleetQuote')
    expect(reads).toBe(1)
    // A read that failed (the site slower than PAGE_TIMEOUT_MS) is not kept: the next post reads again.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const kept = sitePages(site.origin, { keep: true })
    site.answerAfter(() => PAGE_TIMEOUT_MS + 500)
    expect(await kept('preArrival')).toBeUndefined()
    site.answerAfter(() => 0)
    expect(await kept('preArrival')).toMatchObject({ words: { heading: site.words.preArrival.heading } })
  })
})
