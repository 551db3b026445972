/**
 * The refresh after hydration only ever improves a page: a result that lost a document the page
 * shows (deleted, unpublished, a CMS answering null) never replaces the built content.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { canReplace, getQueryClient, watchContent } from '../../src/content/live'

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

describe('watchContent', () => {
  afterEach(() => getQueryClient().clear())

  it('reports fresh content and ignores a refresh that deleted the page copy, warning once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const answers = [{ ...home, copy: { heading: 'Edited' } }, { ...home, copy: null }, { ...home, copy: null }]
    const queryKey = ['content', 'home-refresh-test']
    const seen: unknown[] = []
    const stop = watchContent({ queryKey, queryFn: async () => answers.shift(), staleTime: 0 }, { data: home, fetchedAt: 0 }, (data) => seen.push(data))
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
