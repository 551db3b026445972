/**
 * Every word the form endpoint's pages say is carried by the form's problem page (src/routes/forms.tsx
 * `formWords`, contract/forms.ts FORM_PAGE_WORDS), from the CMS: none missing, so none is read aloud as
 * "undefined" (the WhatsApp link's hidden "opens in a new tab" once was). Checked on the seed's
 * content, and on the pages as built (after `npm run build`). The words only the endpoint says are
 * carried by the form pages alone, never by every page's layout copy (its bytes each visit pays).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { ENDPOINT_ONLY_WORDS, FORM_NAMES, FORM_PAGE_WORDS, FORMS, formProblemPath, type FormWords } from '../../contract/forms'
import { ENDPOINT_WORDS } from '../../src/content/queries/fragments'
import { CLIENT_DIR, pageHtml } from '../../tools/bench/bundle-size'
import { resultHtml, wordsOf, type FormResult } from '../../server/form-result'
import { seedWords } from './form-site'
import { pagesHolding } from './built-files'

/** Each result a page can show, for the form, rendered with its words: no word missing, the hidden ones said. */
function expectEveryWordSaid(words: FormWords) {
  expect(Object.keys(words.words).sort()).toEqual([...FORM_PAGE_WORDS].sort())
  for (const name of FORM_PAGE_WORDS) expect(words.words[name].trim(), `${words.form}: ${name}`).not.toBe('')
  expect(words.submit.trim(), `${words.form}: its button`).not.toBe('')
  for (const field of FORMS[words.form].fields) {
    const carried = words.fields.find((entry) => entry.name === field.name)!
    expect(carried.label.trim(), field.name).not.toBe('')
    if (field.kind === 'select') expect(carried.options?.length, `${field.name}: its choices`).toBeGreaterThan(0)
  }
  const lines = words.fields.map((field) => ({ name: field.name, value: 'x' }))
  const at = Date.parse('2026-11-25T10:00:00Z')
  const results: FormResult[] = [
    { form: words.form, at, kind: 'failed', lines },
    { form: words.form, at, kind: 'limit', until: at, lines },
    { form: words.form, at, kind: 'unconfirmed', lines },
    { form: words.form, at, kind: 'refused', errors: [{ name: 'email', problem: 'control' }] },
  ]
  for (const result of results) {
    const html = resultHtml(words, result)
    expect(html, `${words.form} ${result.kind}`).not.toMatch(/undefined|\{\w+\}/)
    const document = new JSDOM(html).window.document
    for (const hidden of document.querySelectorAll('.sr-only')) expect(hidden.textContent).toBe(` ${words.words.newTab}`)
  }
}

describe("the words a form's problem page carries", () => {
  it('are every word the endpoint says, from the seed', async () => {
    const words = await seedWords()
    for (const form of FORM_NAMES) expectEveryWordSaid(words[form])
  })

  it.skipIf(!existsSync(join(CLIENT_DIR, 'index.html')))('are every word the endpoint says, on the pages as built', () => {
    for (const form of FORM_NAMES) {
      const words = wordsOf(pageHtml(formProblemPath(form)))
      expect(words, formProblemPath(form)).toBeDefined()
      expectEveryWordSaid(words!)
    }
  })
})

describe('the words only the endpoint says (contract/forms.ts ENDPOINT_ONLY_WORDS)', () => {
  it('are the ones GROQ gives the form pages (ENDPOINT_WORDS)', () => {
    expect(JSON.parse(ENDPOINT_WORDS)).toEqual([...ENDPOINT_ONLY_WORDS])
  })

  it.skipIf(!existsSync(join(CLIENT_DIR, 'index.html')))("are in the form pages' HTML and data alone, no other page's", async () => {
    const words = (await seedWords()).preArrival.words
    // Each as the seed says it, up to its first placeholder (those long enough to be no other page's words).
    const own = ENDPOINT_ONLY_WORDS.map((name) => words[name].split('{')[0]!.trim()).filter((text) => text.length > 20)
    expect(own.length).toBeGreaterThanOrEqual(4)
    const holding = pagesHolding(own)
    expect(holding.length).toBeGreaterThan(0)
    expect(holding.filter((file) => !file.startsWith('forms/'))).toEqual([])
  })
})
