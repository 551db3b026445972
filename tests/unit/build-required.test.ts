/**
 * What a build needs before it writes a page: every document, section, named item and form field of
 * the CMS the site reads (the build stops, naming in plain words what is missing, or what the CMS
 * did not answer), and, for a production build, its configuration.
 */
import { describe, expect, it, vi } from 'vitest'
import { answered, missingBuildConfig, missingRequiredContent } from '../../tools/site-build/site-build'
import { failure } from '../../tools/preview/rebuild'
import { REQUIRED_CONTENT_QUERY } from '../../src/content/queries/site'
import type { REQUIRED_CONTENT_QUERY_RESULT } from '../../src/content/sanity.types'
import { PAGE_COPY } from '../../contract/page-copy.ts'
import { CMS_READ_TRIES } from '../../contract/constants.ts'

describe('the build stops when the CMS lacks a document or section the site needs', () => {
  // What the build's own query returns for the seed (groq-js, as the local content API runs it).
  const seeded = import('./seed-query').then(({ seedQuery }) => seedQuery<REQUIRED_CONTENT_QUERY_RESULT>(REQUIRED_CONTENT_QUERY))

  it('finds nothing missing in the seed', async () => {
    expect(missingRequiredContent(await seeded)).toEqual([])
  })

  it('names the missing site settings, page copy, sections, named items and form fields', async () => {
    const content = structuredClone(await seeded)
    const copy = (key: string) => content.pageCopy.find((entry) => entry.key === key)!
    copy('home').sections = copy('home').sections!.filter(({ key }) => key !== 'sla')
    const form = copy('portCallCompliance').sections!.find(({ key }) => key === 'form')!
    form.fields = form
      .fields!.filter(({ name }) => name !== 'imo')
      .map((field) => (field.name === 'email' ? { ...field, invalidMessage: null } : field))
    form.items = form.items!.filter(({ name }) => name !== 'submit')
    const missing = missingRequiredContent({
      siteSettings: null,
      analytics: null,
      pageCopy: content.pageCopy.filter((entry) => entry.key !== 'about'),
    })
    expect(missing).toEqual([
      'the Site settings document (publish it)',
      `the page copy "${PAGE_COPY.home.title}" › Sections: the section "Sla"`,
      // Each step as the Studio shows it: the section's line, the list's title, the field's label, the word's title.
      `the page copy "${PAGE_COPY.portCallCompliance.title}" › Sections › "Vessel & port details": the entry the page reads as "imo", removed: restore it from the document's history`,
      `the page copy "${PAGE_COPY.portCallCompliance.title}" › Sections › "Vessel & port details" › Form fields › "Email" › Message when not valid (empty: fill it in)`,
      `the page copy "${PAGE_COPY.portCallCompliance.title}" › Sections › "Vessel & port details": the entry the page reads as "submit", removed: restore it from the document's history`,
      `the page copy "About us" (Key "about")`,
    ])
  })

  it('names the page copy whose Key was changed, and the Key the site reads it by', async () => {
    const content = structuredClone(await seeded)
    content.pageCopy.find((entry) => entry.key === 'home')!.key = 'homepage'
    expect(missingRequiredContent(content)).toEqual([
      `the page copy "${PAGE_COPY.home.title}": its Key is "homepage", but the site reads it by the Key "home" (set the Key back to "home")`,
    ])
  })

  it("names the site settings' fields every page and the sitemap need, when unset or blank", async () => {
    const content = structuredClone(await seeded)
    content.siteSettings = { ...content.siteSettings!, siteUrl: null, supportEmail: '  ', emergencyPhone: '' }
    expect(missingRequiredContent(content)).toEqual([
      // By their tabs and titles in the Studio ("24/7 emergency phone", not "Emergency phone").
      'the Site settings\' Contact › "24/7 emergency phone", Contact › "Support email", SEO › "Site URL" (empty: fill them in)',
    ])
  })

  it('stops a page whose query the CMS did not answer with one line in plain words, after asking again; the error itself only in the log', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exit')
    }) as never)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { stopBuildUnanswered } = await import('../../src/content/build-checks')
      expect(() => stopBuildUnanswered(new Error('other side closed'), ['content', 'HOME_QUERY'])).toThrow('exit')
      const [reason, detail] = error.mock.calls.map(([line]) => String(line))
      expect(reason).toBe(
        `The build stopped: the connection to the CMS failed (asked ${CMS_READ_TRIES} times). The site still shows the last build; publish again, or wait for the next publish, to try again. If it keeps happening, a developer will find the details in the build's log.`,
      )
      // The Site status takes the lines that say "The build stopped"; the developer's detail is another line.
      expect(failure(error.mock.calls.map(([line]) => String(line))).reason).not.toMatch(/other side closed|HOME_QUERY/)
      expect(detail).not.toContain('The build stopped')
      expect(detail).toContain('other side closed')
      expect(detail).toContain('HOME_QUERY')
    } finally {
      exit.mockRestore()
      error.mockRestore()
    }
  })

  it('stops with one line naming what the CMS did not answer, when it answers null to a query that always has an answer', () => {
    const building = process.env.SITE_BUILDING
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exit')
    }) as never)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      process.env.SITE_BUILDING = '1'
      expect(answered({ ports: [] }, 'the addresses')).toEqual({ ports: [] })
      expect(() => answered(null, "the ports' and pages' addresses")).toThrow('exit')
      expect(error.mock.calls).toEqual([
        [
          expect.stringMatching(
            /^The build stopped: the CMS answered nothing for the ports' and pages' addresses: are SANITY_PROJECT_ID and SANITY_DATASET/,
          ),
        ],
      ])
      expect(exit).toHaveBeenCalledWith(1)
    } finally {
      exit.mockRestore()
      error.mockRestore()
      if (building === undefined) delete process.env.SITE_BUILDING
      else process.env.SITE_BUILDING = building
    }
  })
})

describe('a production build needs its configuration', () => {
  it('names what is unset, unless the build is of the local stand-ins', () => {
    expect(missingBuildConfig({})).toEqual(['SANITY_PROJECT_ID', 'SANITY_DATASET', 'VITE_EMAIL_MANAGER_URL'])
    expect(missingBuildConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' })).toEqual(['VITE_EMAIL_MANAGER_URL'])
    expect(
      missingBuildConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', VITE_EMAIL_MANAGER_URL: 'https://mail.example.com' }),
    ).toEqual([])
    expect(missingBuildConfig({ SITE_LOCAL: '1' })).toEqual([])
  })
})
