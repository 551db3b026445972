/**
 * The refresh after hydration only ever improves a page: a result that lost a document the page
 * shows (deleted, unpublished, a CMS answering null), or copy its page needs, never replaces the
 * built content. And a query answered with nothing is an error naming it, never a page from null.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { canReplace, getQueryClient, watchContent } from '../../src/content/live'
import { HOME_QUERY, SITE_SETTINGS_QUERY } from '../../src/content/queries'
import type { HOME_QUERY_RESULT, SITE_SETTINGS_QUERY_RESULT } from '../../src/content/sanity.types'
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
  const seededHome = await seedQuery<HOME_QUERY_RESULT>(HOME_QUERY)
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
})
