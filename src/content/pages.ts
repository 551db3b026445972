/**
 * A list shown a page at a time (the case studies): which items a page holds, how many pages
 * there are, and each page's address. The first page is the list's own address
 * (/case-studies); the others follow it (/case-studies/page/2).
 */
export type ListPage = { page: number; pages: number; ids: string[] }

/** Items a page: the size editors set, or (without a usable one) all on one page. */
const pageSize = (total: number, perPage: number | null | undefined) => (perPage && perPage >= 1 ? Math.floor(perPage) : Math.max(total, 1))

/** The page count for `total` items, `perPage` a page (one page at least). */
export function pageCount(total: number, perPage: number | null | undefined) {
  return Math.max(1, Math.ceil(total / pageSize(total, perPage)))
}

/** Page `page` of the ids, or null when there is no such page. */
export function listPage(ids: readonly string[], perPage: number | null | undefined, page: number): ListPage | null {
  const pages = pageCount(ids.length, perPage)
  if (!Number.isInteger(page) || page < 1 || page > pages) return null
  const size = pageSize(ids.length, perPage)
  return { page, pages, ids: ids.slice((page - 1) * size, page * size) }
}

/** The page number in an address's `:page` (none: the first page); NaN for anything but digits, or a "1" (the first page has no /page/1). */
export function pageParam(param: string | undefined) {
  if (param === undefined) return 1
  return /^[1-9]\d*$/.test(param) && param !== '1' ? Number(param) : Number.NaN
}

/**
 * The page numbers a pager links, so its size does not grow with the list: the first, the last,
 * and two either side of the current one; null marks a gap.
 */
export function pagerNumbers(page: number, pages: number): Array<number | null> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1] > 1 ? [null, n] : [n]))
}

/** The number of the page that holds the item at `index` (from 0) of `total`. */
export function pageOf(index: number, total: number, perPage: number | null | undefined) {
  return Math.floor(index / pageSize(total, perPage)) + 1
}

/** The address of page `page` of the list at `base`. */
export function pagePath(base: string, page: number) {
  return page === 1 ? base : `${base}/page/${page}`
}
