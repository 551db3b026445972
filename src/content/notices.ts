/**
 * The addresses under /notices and what each shows, as pure functions shared by the notices' route
 * (src/routes/notices.tsx), the build (its paths, feeds and sitemap dates: tools/site-build/) and the tests:
 * - /notices, /notices/page/2 …: every notice, newest first, a page at a time (Site settings ›
 *   Notices per page);
 * - /notices/topic/<topic>, /notices/topic/<topic>/page/2 …: one topic's, the same way (each its own
 *   prerendered page, so a topic's list is complete without JavaScript);
 * - /notices/<slug>: a notice, with the older and newer ones beside it;
 * - /notices/404: the Not Found page the host serves for any other address below /notices.
 */
import { NOTICES_PATH, RESERVED_NOTICE_SLUGS, topicOfSlug, topicPath, type NoticeTopic } from '../../contract/notices.ts'
import { listPage, pageCount, pageParam, pagePath } from './pages.ts'

/** One notice of the index (NOTICE_INDEX_QUERY), newest first. */
export type IndexedNotice = {
  _id: string
  slug: string | null
  topic: string | null
  publishedAt: string | null
  updatedAt?: string | null
}
export type NoticeIndex = { notices: IndexedNotice[]; perPage: number | null }

/** What an address below /notices shows. */
export type NoticeAddress =
  { kind: 'list'; topic: NoticeTopic | undefined; page: number } | { kind: 'notice'; slug: string } | { kind: 'not-found' }

export const NOT_FOUND_PATH = `${NOTICES_PATH}/404`

/** The address of page `page` of a list (of a topic, or of every notice). */
export const listPath = (topic: NoticeTopic | undefined, page: number) => pagePath(topicPath(topic), page)

/**
 * What `splat` (the address after /notices/, as the route's `*` holds it) shows; undefined for an
 * address that is none of them. One address a page: /notices/page/1 and /notices/topic/x/ are not.
 */
export function noticeAddress(splat: string | undefined): NoticeAddress | undefined {
  const parts = (splat ?? '').replace(/\.data$/, '').split('/')
  if (parts.length === 1 && parts[0] === '') return { kind: 'list', topic: undefined, page: 1 }
  if (parts.length === 1 && parts[0] === '404') return { kind: 'not-found' }
  // A notice's slug: whether one has it, the index of the notices says (its slugs keep the slug rule: the build stops otherwise).
  if (parts.length === 1)
    return (RESERVED_NOTICE_SLUGS as readonly string[]).includes(parts[0]) ? undefined : { kind: 'notice', slug: parts[0] }
  let topic: NoticeTopic | undefined
  let rest = parts
  if (parts[0] === 'topic') {
    topic = topicOfSlug(parts[1])
    if (!topic) return undefined
    rest = parts.slice(2)
  }
  if (rest.length === 0) return { kind: 'list', topic, page: 1 }
  if (rest.length !== 2 || rest[0] !== 'page') return undefined
  const page = pageParam(rest[1])
  return Number.isNaN(page) ? undefined : { kind: 'list', topic, page }
}

/** The notices of a list (a topic's, or all of them), newest first. */
export const listed = (index: NoticeIndex, topic: NoticeTopic | undefined) =>
  index.notices.filter((notice) => topic === undefined || notice.topic === topic)

/** A list's page: its notices' ids, its number and the list's page count; null past the last page. */
export function noticeListPage(index: NoticeIndex, topic: NoticeTopic | undefined, page: number) {
  return listPage(
    listed(index, topic).map((notice) => notice._id),
    index.perPage,
    page,
  )
}

/** Every page of every list, /notices first: the addresses the build prerenders (and the sitemap lists). */
export function listPaths(index: NoticeIndex, topics: readonly NoticeTopic[]) {
  return [undefined, ...topics].flatMap((topic) =>
    Array.from({ length: pageCount(listed(index, topic).length, index.perPage) }, (_, at) => listPath(topic, at + 1)),
  )
}

/** The notices beside one (by its slug), in the list's order: the older one (after it) and the newer one (before it), "" for none. */
export function neighbours(index: NoticeIndex, slug: string) {
  const at = index.notices.findIndex((notice) => notice.slug === slug)
  if (at < 0) return { previous: '', next: '' }
  return { previous: index.notices[at + 1]?._id ?? '', next: index.notices[at - 1]?._id ?? '' }
}
