/**
 * The share tags of every built page (issue 54 item 5), read from build/client after `npm run build`:
 * what a link preview shows comes from the HTML alone, so every page, those kept out of search
 * included (the Not Found pages, the email-link pages, the sections catalogue, the forms' pages),
 * names its own address (`og:url`, never what followed `?`) and says what it is (`og:description`);
 * the forms' pages in the CMS's words.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_DIR } from '../../tools/bench/bundle-size'
import { formProblemPath, formSentPath, FORM_NAMES, type FormName } from '../../contract/forms'

const built = existsSync(join(CLIENT_DIR, 'index.html'))

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/** The page's address, from its file: index.html → /, ports/mumbai.html → /ports/mumbai. */
const pathOf = (file: string) => {
  const name = relative(CLIENT_DIR, file)
    .split('\\')
    .join('/')
    .replace(/\.html$/, '')
  return name === 'index' ? '/' : `/${name.replace(/\/index$/, '')}`
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
const meta = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1]!))

describe.skipIf(!built)('share tags on every built page', async () => {
  const docs = (await import('../../seed/content.ts')).documents as Array<Record<string, any>>
  const settings = docs.find((doc) => doc._id === 'siteSettings')!
  const pages = built ? htmlFiles(CLIENT_DIR).map((file) => ({ path: pathOf(file), html: readFileSync(file, 'utf8') })) : []

  it('every page names its own address (og:url) once, and says what it is (og:description)', () => {
    expect(pages.length).toBeGreaterThan(40)
    const wrong = pages.flatMap(({ path, html }) => {
      const url = meta(html, 'og:url')
      const description = meta(html, 'og:description')
      return [
        ...(url.length === 1 && url[0] === new URL(path, settings.siteUrl).href ? [] : [`${path}: og:url ${JSON.stringify(url)}`]),
        ...(description.length === 1 && description[0]!.trim() ? [] : [`${path}: og:description ${JSON.stringify(description)}`]),
      ]
    })
    expect(wrong).toEqual([])
  })

  it("the forms' pages in the CMS's words: the success words once sent, else the form's own", () => {
    const copy = (key: string, section: string) =>
      docs.find((doc) => doc._id === `pageCopy.${key}`)!.sections.find((entry: { key: string }) => entry.key === section)
    const words = (section: { body: Array<{ children: Array<{ text: string }> }> }) =>
      section.body.map((block) => block.children.map((child) => child.text).join('')).join(' ')
    const expected: Record<FormName, { sent: string; problem: string }> = {
      preArrival: { sent: words(copy('portCallCompliance', 'success')), problem: words(copy('portCallCompliance', 'form')) },
      fleetQuote: { sent: words(copy('fleetRetainer', 'quote-success')), problem: words(copy('fleetRetainer', 'quote')) },
      newsletter: { sent: words(copy('layout', 'newsletter')), problem: words(copy('layout', 'newsletter')) },
    }
    for (const form of FORM_NAMES) {
      for (const [path, description] of [
        [formSentPath(form), expected[form].sent],
        [formProblemPath(form), expected[form].problem],
      ]) {
        const page = pages.find((entry) => entry.path === path)
        expect(page, path).toBeDefined()
        expect(description, path).toBeTruthy()
        expect(meta(page!.html, 'og:description'), path).toEqual([description])
      }
    }
  })
})
