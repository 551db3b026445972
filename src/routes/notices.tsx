import { memo, Suspense } from 'react'
import { data, redirectDocument } from 'react-router'
import { feedPath, noticePath, NOTICES_PATH, topicPath, type NoticeTopic } from '../../contract/notices.ts'
import { SiteNotFound } from '~/components/NotFound'
import { usePageTitle } from '~/components/Pager'
import type { NoticeArticleProps } from '~/components/notices/NoticeArticleBody'
import type { NoticeListProps } from '~/components/notices/NoticeListBody'
import { kindWord, noticeDays, topicWords } from '~/components/notices/notice-words'
import { Seo } from '~/components/Seo'
import { fill, label, section, titleOf, type ItemNameOf } from '~/content/copy'
import { listPath, neighbours, noticeAddress, noticeListPage, NOT_FOUND_PATH } from '~/content/notices'
import { contentQuery, routeQuery } from '~/content/options'
import type { NOTICES_QUERY_RESULT } from '~/content/sanity.types'
import { loadContent, useContent, type ContentSnapshot } from '~/content/snapshot'
import { useSiteSettings } from '~/content/site'
import { storedDay } from '~/lib/dates'
import { lazyPart } from '~/lib/lazy-part'
import { shareFact } from '~/lib/share-card'
import { noticeJsonLd } from '~/lib/notice-structured-data'
import { breadcrumbJsonLd } from '~/lib/structured-data'
import type { Route } from './+types/notices'

/*
 * A list's cards and a notice's article: parts of the page (src/lib/lazy-part.ts), prerendered and
 * working as HTML from the first paint, their code fetched once the visitor acts or follows a link
 * (before a navigation shows the page: clientLoader), never in the first load. The head tags, the
 * share image and the list's heading are the route's own. Memoised, so a re-render before their code
 * is needed never reaches their boundary.
 */
const ListPart = lazyPart<NoticeListProps>(() => import('~/components/notices/NoticeListBody'))
const ArticlePart = lazyPart<NoticeArticleProps>(() => import('~/components/notices/NoticeArticleBody'))
const NoticeListBody = memo(function NoticeListBody(props: NoticeListProps) {
  return (
    <Suspense fallback={null}>
      <ListPart {...props} />
    </Suspense>
  )
})
const NoticeArticleBody = memo(function NoticeArticleBody(props: NoticeArticleProps) {
  return (
    <Suspense fallback={null}>
      <ArticlePart {...props} />
    </Suspense>
  )
})

type NoticesParams = { slug: string; ids: string[]; previous: string; next: string }

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('NOTICES_QUERY', (params: NoticesParams) => params)

/**
 * Every address under /notices (src/content/notices.ts says which show what): a list's page, a
 * notice, or the host's Not Found page below /notices; any other is not found.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadPage(params['*'])
  if (page) return page
  throw data(null, { status: 404 })
}

/** The site's Not Found page's copy (the CMS page query's, for an address that is no page). */
async function notFoundCopy(path: string) {
  return (await loadContent(routeQuery('PAGE_QUERY', () => ({ slug: path.slice(1) }))())).data.notFound
}

type NotFoundPage = { notFound: Awaited<ReturnType<typeof notFoundCopy>> }
type NoticesPageData = { params: NoticesParams; list?: List; content: ContentSnapshot<NOTICES_QUERY_RESULT> }

/**
 * The loader's work, for the browser too (React Router leaves `loader` itself out of the browser's
 * code); undefined for an address that is no page under /notices.
 */
async function loadPage(splat: string | undefined): Promise<NotFoundPage | NoticesPageData | undefined> {
  const address = noticeAddress(splat)
  if (!address) return undefined
  if (address.kind === 'not-found') return { notFound: await notFoundCopy(NOT_FOUND_PATH) }
  const { data: index } = await loadContent(contentQuery('NOTICE_INDEX_QUERY'))
  if (address.kind === 'notice') {
    if (!index.notices.some((notice) => notice.slug === address.slug)) return undefined
    const params = { slug: address.slug, ids: [], ...neighbours(index, address.slug) }
    return { params, content: await loadContent(query(params)) }
  }
  const page = noticeListPage(index, address.topic, address.page)
  if (!page) return undefined
  const params = { slug: '', ids: page.ids, previous: '', next: '' }
  return { params, list: { topic: address.topic, page: page.page, pages: page.pages }, content: await loadContent(query(params)) }
}

/**
 * In the browser: a feed (a link to /notices/feed.xml followed inside the site) is loaded as the
 * file it is; a page the build did not make (a notice published since) is fetched from the CMS, as
 * the ports are; any other address shows the site's Not Found page. (Loaded from the host, such an
 * address is its /notices/404 page, built by this route, which hydrates as it was built.)
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url)
  if (/\.xml$/.test(pathname)) return redirectDocument(pathname)
  let page: Awaited<ReturnType<typeof serverLoader>>
  try {
    page = await serverLoader()
  } catch {
    page = (await loadPage(params['*'])) ?? { notFound: await notFoundCopy(pathname) }
  }
  // The page's part, here before the page shows (its heading then takes focus, src/components/layout/SiteChrome.tsx).
  if (!('notFound' in page)) await (page.list ? ListPart : ArticlePart).preload().catch(() => {})
  return page
}

export default function Notices({ loaderData }: Route.ComponentProps) {
  if ('notFound' in loaderData) return <SiteNotFound notFound={loaderData.notFound} />
  return <NoticesPage {...loaderData} />
}

type Content = NOTICES_QUERY_RESULT
type List = { topic: NoticeTopic | undefined; page: number; pages: number }

function NoticesPage(loaded: NoticesPageData) {
  const content = useContent(query(loaded.params), loaded.content)
  return loaded.list ? <NoticeList list={loaded.list} content={content} /> : <NoticeArticle content={content} />
}

/** /notices, a topic's list, and their further pages. */
function NoticeList({ list, content }: { list: List; content: Content }) {
  const { copy, notices } = content
  const settings = useSiteSettings()
  const feeds = section(copy, 'feeds')
  const topic = list.topic && topicWords(content, list.topic)
  const heading = topic?.name || copy?.hero?.title || ''
  const base = topicPath(list.topic)
  const path = listPath(list.topic, list.page)
  const pageTitle = usePageTitle()
  const numbered = pageTitle(heading, list.page, list.pages)
  const title = list.topic ? `${numbered}: ${copy?.seo?.title ?? ''}` : pageTitle(copy?.seo?.title, list.page, list.pages)
  const feed = list.topic ? fill(titleOf(feeds, 'topic'), { topic: topic?.name }) : titleOf(feeds, 'all')
  const newest = notices[0]
  return (
    <>
      <Seo
        title={title}
        // A topic's list is shared under its heading alone (its browser title adds the list's SEO title): the site's name comes with it (og:site_name).
        shareTitle={list.topic ? numbered : undefined}
        description={(topic?.text || copy?.seo?.description) ?? undefined}
        path={path}
        card={{
          eyebrow: copy?.hero?.eyebrow,
          title: numbered,
          facts: shareFact(newest?.title, storedDay(newest?.publishedAt)?.text),
          image: copy?.seo?.image,
        }}
        jsonLd={breadcrumbJsonLd(settings, [
          { name: copy?.hero?.title, path: NOTICES_PATH },
          ...(topic ? [{ name: topic.name, path: base }] : []),
          ...(list.page === 1 ? [] : [{ name: numbered, path }]),
        ])}
      />
      <link rel="alternate" type="application/atom+xml" title={feed} href={feedPath(list.topic)} />
      <section className="hero hero-compact" aria-labelledby="page-title">
        <div className="container hero-inner">
          {copy?.hero?.eyebrow && <p className="eyebrow">{copy.hero.eyebrow}</p>}
          <h1 id="page-title">{numbered}</h1>
          {(topic?.text || copy?.hero?.lead) && <p className="lead">{topic?.text || copy?.hero?.lead}</p>}
        </div>
      </section>
      <NoticeListBody list={list} content={content} feed={feed} />
    </>
  )
}

/** A notice's own page: its date in words and for machines, its topic, the ports it names, the older and newer notices. */
function NoticeArticle({ content }: { content: Content }) {
  const { copy } = content
  const notice = content.notice!
  const settings = useSiteSettings()
  const t = (name: ItemNameOf<'notices', 'notice-labels'>) => label(copy, 'notice-labels', name)
  const path = noticePath(notice.slug ?? '')
  const topic = topicWords(content, notice.topic)
  const { published, updated } = noticeDays(notice)
  const kind = kindWord({ notice: t('notice'), insight: t('insight'), alert: t('alert') }, notice)
  const ports = notice.ports ?? []
  return (
    <>
      <Seo
        title={notice.seo?.title ?? notice.title}
        description={notice.seo?.description ?? notice.summary}
        path={path}
        // The share image: what it is and its topic, its title, and its date under its label.
        card={{
          eyebrow: [kind, topic.name].filter(Boolean).join(' · '),
          title: notice.title ?? '',
          facts: [...shareFact(t('published'), published?.text), ...shareFact(t('updated'), updated?.text)],
          image: notice.seo?.image,
        }}
        article={{ published: published?.iso, modified: (updated ?? published)?.iso, section: topic.name }}
        jsonLd={({ image }) => [
          noticeJsonLd(settings, {
            path,
            kind: notice.kind === 'insight' ? 'insight' : 'notice',
            headline: notice.title ?? '',
            summary: notice.summary,
            published: published?.iso,
            updated: updated?.iso,
            topic: topic.name,
            author: notice.author,
            ports: ports.map((port) => `/ports/${port.slug}`),
            image,
          }),
          breadcrumbJsonLd(settings, [
            { name: copy?.hero?.title, path: NOTICES_PATH },
            { name: topic.name, path: topicPath(notice.topic ?? undefined) },
            { name: notice.title, path },
          ]),
        ]}
      />
      <link rel="alternate" type="application/atom+xml" title={titleOf(section(copy, 'feeds'), 'all')} href={feedPath(undefined)} />
      <NoticeArticleBody content={content} kind={kind} topic={topic.name} />
    </>
  )
}
