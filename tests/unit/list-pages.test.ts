/** A list shown a page at a time (src/content/pages.ts): the pages' contents, count and addresses. */
import { describe, expect, it } from 'vitest'
import { listPage, pageCount, pageParam, pagePath, pagerNumbers } from '~/content/pages'

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g']

describe('list pages', () => {
  it('split the items by the page size, the last page holding the rest', () => {
    expect(pageCount(7, 3)).toBe(3)
    expect(listPage(ids, 3, 1)).toEqual({ page: 1, pages: 3, ids: ['a', 'b', 'c'] })
    expect(listPage(ids, 3, 3)).toEqual({ page: 3, pages: 3, ids: ['g'] })
    expect(listPage(ids, 3, 4)).toBeNull()
    expect(listPage(ids, 3, 0)).toBeNull()
  })

  it('show everything on one page without a usable size, and one empty page for no items', () => {
    expect(listPage(ids, null, 1)).toEqual({ page: 1, pages: 1, ids })
    expect(listPage(ids, 0, 1)?.pages).toBe(1)
    expect(listPage([], 3, 1)).toEqual({ page: 1, pages: 1, ids: [] })
  })

  it('link a bounded set of pages: the first, the last and two either side of the current one', () => {
    expect(pagerNumbers(1, 1)).toEqual([1])
    expect(pagerNumbers(2, 4)).toEqual([1, 2, 3, 4])
    expect(pagerNumbers(1, 100)).toEqual([1, 2, 3, null, 100])
    expect(pagerNumbers(50, 100)).toEqual([1, null, 48, 49, 50, 51, 52, null, 100])
    expect(pagerNumbers(100, 100)).toEqual([1, null, 98, 99, 100])
  })

  it('read a page number from the address: none is the first page, /page/1 and anything but digits are not found', () => {
    expect(pageParam(undefined)).toBe(1)
    expect(pageParam('2')).toBe(2)
    for (const bad of ['1', '0', '02', '2a', '-1', '']) expect(pageParam(bad)).toBeNaN()
    expect([pagePath('/case-studies', 1), pagePath('/case-studies', 2)]).toEqual(['/case-studies', '/case-studies/page/2'])
  })
})
