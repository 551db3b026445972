/**
 * The refresh after hydration only ever improves a page: a result that lost a document the page
 * shows (deleted, unpublished, a CMS answering null), or copy its page needs, never replaces the
 * built content. And a query answered with nothing is an error naming it, never a page from null.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { canReplace, getQueryClient, watchContent } from '../../src/content/live'
import { pageNeeds } from '../../src/content/page-needs'
import { needWords } from '../../src/content/studio-names'
import { ABOUT_QUERY, HOME_QUERY, PAGE_QUERY, PORT_QUERY, SITE_SETTINGS_QUERY } from '../../src/content/queries'
import type {
  ABOUT_QUERY_RESULT,
  HOME_QUERY_RESULT,
  PAGE_QUERY_RESULT,
  PORT_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
} from '../../src/content/sanity.types'
import { missingContent } from '../../tools/site-build/site-build'
import { loadContent } from '../../src/content/snapshot'
import { seedQuery } from './seed-query'

const home = { copy: { heading: 'Emergency salvage' }, sla: [{ _id: 'a' }], ports: [{ _id: 'p' }] }

describe('canReplace', () => {
  it('accepts edited content, emptied lists and cleared optional fields', () => {
    expect(canReplace({ ...home, copy: { heading: 'New heading' } }, home)).toBe(true)
    expect(canReplace({ ...home, sla: [] }, home)).toBe(true)
    expect(canReplace({ brandName: 'GSI', whatsappNumber: null }, { brandName: 'GSI', whatsappNumber: '+91' })).toBe(true)
  })

  it('refuses null, a non-object, and a result whose document went missing', () => {
    expect(canReplace(null, home)).toBe(false)
    expect(canReplace(undefined, home)).toBe(false)
    expect(canReplace([], home)).toBe(false)
    expect(canReplace({ ...home, copy: null }, home)).toBe(false)
    expect(canReplace({ sla: [], ports: [] }, home)).toBe(false)
  })
})

describe("canReplace, with the seed through the site's queries", async () => {
  const seededHome = await seedQuery<HOME_QUERY_RESULT>(HOME_QUERY, { count: 3 })
  const settings = await seedQuery<NonNullable<SITE_SETTINGS_QUERY_RESULT>>(SITE_SETTINGS_QUERY)

  it('accepts the same content, and copy edited within what the page needs', () => {
    expect(canReplace(structuredClone(seededHome), seededHome)).toBe(true)
    const edited = structuredClone(seededHome)
    edited.copy!.sections![0].heading = 'Edited heading'
    expect(canReplace(edited, seededHome)).toBe(true)
  })

  it('refuses a page copy that lost a section its page shows', () => {
    const lost = structuredClone(seededHome)
    lost.copy!.sections = lost.copy!.sections!.filter((entry) => entry.key !== 'sla')
    expect(canReplace(lost, seededHome)).toBe(false)
  })

  it('refuses site settings whose layout copy lost an item the frame reads by name, or the whole layout copy', () => {
    const lost = structuredClone(settings)
    const words = lost.layout!.sections!.find((entry) => entry.key === 'interface')!
    words.items = words.items!.filter((item) => item.name !== 'menu')
    expect(canReplace(lost, settings)).toBe(false)
    expect(canReplace({ ...settings, layout: null }, settings)).toBe(false)
    expect(canReplace({ ...settings, brandName: 'Renamed' }, settings)).toBe(true)
  })
})

describe('what a page needs: one rule for the build and the refresh', async () => {
  const about = await seedQuery<ABOUT_QUERY_RESULT>(ABOUT_QUERY)
  const port = await seedQuery<PORT_QUERY_RESULT>(PORT_QUERY, { slug: 'mumbai', count: 3 })
  const page = await seedQuery<PAGE_QUERY_RESULT>(PAGE_QUERY, { slug: 'insurers-hub' })
  const BLANK = [undefined, null, '', ' ', '\u00a0\n', '\u200b\u200c']

  it('the seed has everything its pages need', () => {
    expect(port.port?.name).toBeTruthy()
    expect(page.page?.title).toBeTruthy()
    for (const data of [about, port, page]) expect(pageNeeds(data)).toEqual([])
  })

  it('an emptied or blank hero title is refused by the refresh, as the build refuses its page ("no h1")', () => {
    for (const title of BLANK) {
      const emptied = structuredClone(about)
      emptied.copy!.hero!.title = title as string
      expect(pageNeeds(emptied).map(needWords), JSON.stringify(title)).toEqual([
        `Page copy "About us" › Hero › Title ${title ? 'holds only spaces' : 'is empty'}`,
      ])
      expect(pageNeeds(emptied)[0]!.id).toBe('pageCopy.about')
      expect(canReplace(emptied, about), JSON.stringify(title)).toBe(false)
      expect(missingContent(`<main><h1>${title ?? ''}</h1><p>Text</p></main>`), JSON.stringify(title)).toEqual(['no h1'])
    }
    const edited = structuredClone(about)
    edited.copy!.hero!.title = 'A new title'
    expect(canReplace(edited, about)).toBe(true)
  })

  it('a port without name and full name, or whose h1 would be blank, is refused; either one is enough', () => {
    const withName = (name: unknown, fullName: unknown) => ({ ...port, port: { ...port.port!, name, fullName } })
    for (const blank of BLANK) expect(canReplace(withName(blank, blank), port), JSON.stringify(blank)).toBe(false)
    // The h1 reads `fullName || name`: a full name of a space leaves it blank.
    expect(canReplace(withName('Mumbai', ' '), port)).toBe(false)
    // The editor is told the one field that leaves it blank, by its label, and which port.
    expect(pageNeeds(withName('Mumbai', ' ')).map(needWords)).toEqual(['Port "Mumbai" › Full name holds only spaces'])
    expect(pageNeeds(withName('', null)).map(needWords)).toEqual([`Port "${port.port!._id}" › Name is empty`])
    expect(pageNeeds(withName('', null))[0]!.id).toBe(port.port!._id)
    expect(canReplace(withName('Mumbai', null), port)).toBe(true)
    expect(canReplace(withName(null, 'Mumbai Port'), port)).toBe(true)
  })

  it('a CMS page whose title was emptied is refused', () => {
    for (const title of BLANK) expect(canReplace({ ...page, page: { ...page.page!, title } }, page), JSON.stringify(title)).toBe(false)
  })
})

describe('loadContent', () => {
  it('throws an error naming the query when the CMS answers nothing', async () => {
    await expect(loadContent({ queryKey: ['content', 'home'], queryFn: async () => null })).rejects.toThrow('["content","home"]')
    await expect(loadContent({ queryKey: ['content', 'home'], queryFn: async () => ({ copy: null }) })).resolves.toMatchObject({
      data: { copy: null },
    })
  })
})

describe('watchContent', () => {
  afterEach(() => getQueryClient().clear())

  it('reports fresh content and ignores a refresh that deleted the page copy, warning once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const answers = [
      { ...home, copy: { heading: 'Edited' } },
      { ...home, copy: null },
      { ...home, copy: null },
    ]
    const queryKey = ['content', 'home-refresh-test']
    const seen: unknown[] = []
    const stop = watchContent({ queryKey, queryFn: async () => answers.shift(), staleTime: 0 }, { data: home, fetchedAt: 0 }, (data) =>
      seen.push(data),
    )
    await vi.waitFor(() => expect(seen).toEqual([{ ...home, copy: { heading: 'Edited' } }]))
    await getQueryClient().refetchQueries({ queryKey })
    await getQueryClient().refetchQueries({ queryKey })
    expect(seen).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toContain('keeps its built content')
    stop()
    warn.mockRestore()
  })

  it('keeps the built page when a refresh empties its h1 (a hero title set to a space)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const about = await seedQuery<ABOUT_QUERY_RESULT>(ABOUT_QUERY)
    const blank = structuredClone(about)
    blank.copy!.hero!.title = ' '
    const edited = structuredClone(about)
    edited.copy!.hero!.title = 'Edited title'
    const answers = [blank, edited]
    const queryKey = ['content', 'about-refresh-test']
    const seen: unknown[] = []
    const stop = watchContent({ queryKey, queryFn: async () => answers.shift(), staleTime: 0 }, { data: about, fetchedAt: 0 }, (data) =>
      seen.push(data),
    )
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(seen).toEqual([])
    await getQueryClient().refetchQueries({ queryKey })
    expect(seen).toEqual([edited])
    stop()
    warn.mockRestore()
  })
})
