/**
 * What a build reads from the CMS before it writes anything: its configuration, the content every
 * page needs, and the paths to prerender (the CMS's ports, pages and notices, their slugs checked),
 * each problem stopping it with one line in an editor's words and the documents to fix, with the
 * field where it is known (the Site status's "To fix" opens it). From the moment those checks passed
 * the build writes, and a build that stops after takes what it wrote with it (tools/site-build/partial-build.ts).
 * The build's steps after prerendering: tools/site-build/site-build.ts.
 */
import { createClient, type QueryParams, type SanityClient } from '@sanity/client'
import { clientConfig } from '../../src/content/config.ts'
import { buildClockFor, serverClock, withClock } from '../../contract/clock.ts'
import { fixLine } from '../../contract/build-status.ts'
import { indiaClock } from '../../contract/india-time.ts'
import { CASE_STUDY_PAGES_QUERY, REQUIRED_CONTENT_QUERY, ROUTE_PATHS_QUERY } from '../../src/content/queries/site.ts'
import { NOTICE_INDEX_QUERY, NOTICE_RULES_QUERY } from '../../src/content/queries/notices.ts'
import { pageCount, pagePath } from '../../src/content/pages.ts'
import { listPaths, type NoticeIndex } from '../../src/content/notices.ts'
import type { REQUIRED_CONTENT_QUERY_RESULT, ROUTE_PATHS_QUERY_RESULT } from '../../src/content/sanity.types.ts'
import { NOTICE_TOPICS, noticePath } from '../../contract/notices.ts'
import { PAGE_COPY, PAGE_COPY_KEYS, missingNeeds, pageCopyId } from '../../contract/page-copy.ts'
import { hasText } from '../../contract/has-text.ts'
import { analyticsProblem } from '../../contract/analytics.ts'
import { isSafeSlug, noticeSlugProblem, segmentSlugProblem, slugProblem } from '../../schemas/slug.ts'
import { missingCopyPath, needAt, type PageNeed } from '../../src/content/page-needs.ts'
import { copyNeedPlace, needWords, settingsFieldWords } from '../../src/content/studio-names.ts'
import { reservedPathProblem } from '../../schemas/reserved-paths.ts'
import { stopBuildUnanswered } from '../../src/content/build-checks.ts'
import { wellFormed } from '../../src/content/clean-text.ts'
import { checkEnv } from '../../server/env.ts'
import { checkNotices } from './content-checks.ts'
import { buildWrites } from './partial-build.ts'

/** A Sanity client that gives each query reading `$now` the clock content is read for (contract/clock.ts), as the pages' content layer does. */
export function withClockedFetch(client: SanityClient): SanityClient {
  const fetch = client.fetch.bind(client) as (query: string, params?: QueryParams, options?: object) => Promise<unknown>
  return Object.assign(client, {
    fetch: (query: string, params?: QueryParams, options?: object) => fetch(query, withClock(query, params), options),
  }) as SanityClient
}

/** The build's client of the CMS (and the dev server's, for the reads it shares with the build), with the build's clock. */
export function buildClient(): SanityClient {
  return withClockedFetch(
    createClient(
      clientConfig({
        projectId: process.env.SANITY_PROJECT_ID,
        dataset: process.env.SANITY_DATASET,
        localApiUrl: process.env.LOCAL_CONTENT_API_URL,
      }),
    ),
  )
}

/** Something the build lacks: in an editor's words, the document's id, and the field to open where there is one. */
export type ContentProblem = { id: string; words: string; path?: string }

/**
 * What every build needs that the CMS lacks, one phrase each, in an editor's words: the document
 * (as the Studio titles it) and the field or section to fix; with the document's id and the field's path.
 */
export function requiredContentProblems(content: REQUIRED_CONTENT_QUERY_RESULT): ContentProblem[] {
  const copies = new Map(content.pageCopy.map((copy) => [copy.key, copy.sections]))
  const problems: ContentProblem[] = []
  const settings = content.siteSettings
  if (!settings) problems.push({ id: 'siteSettings', words: 'the Site settings document (publish it)' })
  else {
    // Every page shows them (header, footer, links, the forms' failure message), and the sitemap needs the site URL.
    const unset = Object.entries(settings).filter(([, value]) => !hasText(value))
    if (unset.length)
      problems.push({
        id: 'siteSettings',
        path: unset[0]![0],
        words: `the Site settings' ${unset.map(([field]) => settingsFieldWords(field)).join(', ')} (empty: fill ${unset.length === 1 ? 'it' : 'them'} in)`,
      })
  }
  // The analytics the site would load (contract/analytics.ts, the Studio's rule): a wrong ID or address would send nowhere, or anywhere.
  const analytics = analyticsProblem(content.analytics)
  if (analytics)
    problems.push({
      id: 'siteSettings',
      path: 'analytics',
      words: `a valid ${settingsFieldWords('analytics')} in the Site settings (${analytics})`,
    })
  for (const key of PAGE_COPY_KEYS) {
    const title = PAGE_COPY[key].title
    if (!copies.has(key)) {
      // The page copy is there, but its Key was changed: the site finds copy by its Key.
      const renamed = content.pageCopy.find((copy) => copy._id === pageCopyId(key))
      problems.push({
        id: pageCopyId(key),
        ...(renamed ? { path: 'key' } : {}),
        words: renamed
          ? `the page copy "${title}": its Key is "${renamed.key ?? ''}", but the site reads it by the Key "${key}" (set the Key back to "${key}")`
          : `the page copy "${title}" (Key "${key}")`,
      })
    } else {
      // Each need named as the Studio shows the way to it; "To fix" opens the first (the section that lost a word, or the Sections).
      for (const need of missingNeeds(key, copies.get(key))) {
        const { at, lacking } = copyNeedPlace(key, copies.get(key), need)
        const words = `the page copy "${title}" › ${at}${lacking ? `: ${lacking}` : ' (empty: fill it in)'}`
        problems.push({ id: pageCopyId(key), path: missingCopyPath(copies.get(key), need), words })
      }
    }
  }
  return problems
}

export const missingRequiredContent = (content: REQUIRED_CONTENT_QUERY_RESULT) =>
  requiredContentProblems(content).map((problem) => problem.words)

/**
 * What a production build lacks of its configuration: the Sanity project and dataset it reads, and
 * the email-manager the forms call. A build against the local stand-ins says so (SITE_LOCAL=1, set
 * by `npm run build:local` and `npm test`), rather than silently shipping the seed.
 */
export function missingBuildConfig(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.SITE_LOCAL === '1') return []
  return ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'VITE_EMAIL_MANAGER_URL'].filter((name) => !env[name])
}

/**
 * Called when a build starts (not the dev server): marks the process as building, so missing
 * content stops it, and stops it at once, with one line, if it lacks its configuration.
 */
export function assertBuildConfig() {
  process.env.SITE_BUILDING = '1'
  // The build's clock, fixed now for all it reads (contract/clock.ts): the moment it is made ahead of, or its start.
  const started = Date.now()
  process.env.SITE_BUILD_CLOCK = buildClockFor(process.env.SITE_BUILD_CLOCK, started)
  const clock = Date.parse(process.env.SITE_BUILD_CLOCK)
  if (clock > started)
    console.log(`Building ahead for ${indiaClock(clock, started, { withDay: true })} India time (${process.env.SITE_BUILD_CLOCK}).`)
  const unset = missingBuildConfig()
  if (!unset.length) return
  console.error(
    `The build stopped: a production build needs ${unset.join(', ')} (docs/deploy.md, "Connect a real Sanity project" and "Connect the real email-manager"). For a build of the local stand-ins and the seed, run npm run build:local.`,
  )
  process.exit(1)
}

/**
 * A query's answer, or the build stops with one line naming what the CMS did not answer (an API
 * answering `{"result": null}` to a query that always has one: the wrong project, dataset or
 * perspective), rather than with a TypeError's stack further on. The dev server throws it instead.
 */
export function answered<T>(result: T, what: string): NonNullable<T> {
  if (result !== null && typeof result === 'object') return result as NonNullable<T>
  const reason = `the CMS answered nothing for ${what}: are SANITY_PROJECT_ID and SANITY_DATASET the project and dataset holding the site's content?`
  if (process.env.SITE_BUILDING !== '1') throw new Error(reason)
  console.error(`The build stopped: ${reason}`)
  process.exit(1)
}

/**
 * A read of the CMS a build needs, its text cleaned as a page query's is: when it fails even after asking again, the build stops with one
 * line in plain words (src/content/build-checks.ts), the error itself in the log; the dev server throws.
 */
export async function read<T>(fetching: Promise<T>, query: string): Promise<T> {
  try {
    // Text a page can carry, as every page query's (src/content/clean-text.ts).
    return wellFormed(await fetching)
  } catch (error) {
    if (process.env.SITE_BUILDING !== '1') throw error
    return stopBuildUnanswered(error, `the build's read ${query}`)
  }
}

/**
 * Checks that the CMS has what every page needs (contract/page-copy.ts): a build stops at once,
 * with one line naming what is missing, before it writes anything; the dev server (which asks
 * for the prerender paths too) warns and keeps serving, so the content can be fixed.
 */
export async function checkRequiredContent() {
  const content = answered(await read(buildClient().fetch(REQUIRED_CONTENT_QUERY), 'REQUIRED_CONTENT_QUERY'), "the site's required content")
  const problems = requiredContentProblems(content)
  if (!problems.length) return
  const reason = `the published content lacks ${problems.map((problem) => problem.words).join('; ')}. Fill it in, in the Studio, and publish again.`
  if (process.env.SITE_BUILDING !== '1') console.warn(`A build would stop: ${reason}`)
  else {
    console.error(`The build stopped: ${reason}`)
    console.error(fixLine(problems))
    console.error('(npm run content:reset restores the seed locally.)')
    process.exit(1)
  }
}

/**
 * The addresses of the CMS's ports, pages and notices, and every document whose slug breaks the one
 * slug rule (schemas/slug.ts) or takes an address of the site's own, in an editor's words (the
 * document by its title, the field by its Studio label, with the Studio's own message) and by id for
 * the Site status's link: such a slug never becomes a path (the API does not enforce the Studio's
 * rule, and `../../about` would be written outside the build).
 */
export function routePaths({
  ports,
  pages,
  notices = [],
}: Omit<ROUTE_PATHS_QUERY_RESULT, 'notices'> & Partial<Pick<ROUTE_PATHS_QUERY_RESULT, 'notices'>>) {
  const paths: string[] = []
  const needs: PageNeed[] = []
  const named = (kind: string, doc: { _id: string; title: unknown }) => ({
    id: doc._id,
    document: `${kind} "${hasText(doc.title) ? String(doc.title).trim() : 'Untitled'}"`,
  })
  for (const port of ports) {
    if (isSafeSlug(port.slug, { segments: false })) paths.push(`/ports/${port.slug}`)
    else
      needs.push({
        ...named('Port', port),
        ...needAt('portSlug'),
        problem: slugWords(port.slug, segmentSlugProblem),
      })
  }
  for (const page of pages) {
    // A Page at an address the site's own routes answer would never show (the Studio refuses it; the API does not).
    const reserved = reservedPathProblem({ current: page.slug })
    if (reserved === true && isSafeSlug(page.slug)) paths.push(`/${page.slug}`)
    else
      needs.push({
        ...named('Page', page),
        ...needAt('pageSlug'),
        problem: slugWords(page.slug, reserved === true ? slugProblem : () => reserved),
      })
  }
  for (const notice of notices) {
    // One segment, and not an address of the list itself (/notices/page, /notices/topic).
    if (noticeSlugProblem({ current: notice.slug }) === true && isSafeSlug(notice.slug, { segments: false }))
      paths.push(noticePath(notice.slug))
    else
      needs.push({
        ...named('Notice', notice),
        ...needAt('noticeSlug'),
        problem: slugWords(notice.slug, noticeSlugProblem),
      })
  }
  return { paths, problems: needs.map(needWords), ids: needs.map((need) => need.id) }
}

/** 'is "Vadinar Port": use lowercase letters, …', the Studio's own message for the slug. */
const slugWords = (slug: string | null, studioRule: (value: unknown) => string | true) => {
  const message = String(studioRule({ current: slug })).replace(/\.$/, '')
  return `is ${JSON.stringify(slug)}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`
}

export async function cmsPaths() {
  await checkRequiredContent()
  const client = buildClient()
  const [routes, caseStudies, notices, rules] = await Promise.all([
    read(client.fetch(ROUTE_PATHS_QUERY), 'ROUTE_PATHS_QUERY').then((result) => answered(result, "the ports' and pages' addresses")),
    read(client.fetch(CASE_STUDY_PAGES_QUERY), 'CASE_STUDY_PAGES_QUERY').then((result) => answered(result, 'the case studies')),
    read(client.fetch(NOTICE_INDEX_QUERY), 'NOTICE_INDEX_QUERY').then((result) => answered(result, 'the notices')),
    read(client.fetch(NOTICE_RULES_QUERY), 'NOTICE_RULES_QUERY').then((result) => answered(result, "the notices' texts")),
  ])
  // The Studio's rules for content written past it (tools/site-build/content-checks.ts).
  checkNotices(rules, Date.parse(serverClock()))
  const { paths, problems, ids } = routePaths(routes)
  if (problems.length) {
    const reason = `${problems.join('; ')}. Fix it in the Studio and publish again.`
    if (process.env.SITE_BUILDING !== '1') console.warn(`A build would stop, and these are not served: ${reason}`)
    else {
      console.error(`The build stopped: ${reason}`)
      console.error(fixLine(ids.map((id) => ({ id, path: 'slug' }))))
      process.exit(1)
    }
  }
  // The case studies' pages: /case-studies, then /case-studies/page/2 and on.
  const caseStudyPages = Array.from({ length: pageCount(caseStudies.ids.length, caseStudies.perPage) }, (_, index) =>
    pagePath('/case-studies', index + 1),
  )
  // The notices' lists, a page at a time: /notices, /notices/page/2 …, each topic's (its notices' own pages are among `paths`).
  const noticeLists = listPaths(
    notices as NoticeIndex,
    NOTICE_TOPICS.map((topic) => topic.flag),
  )
  // The checks passed: the build writes from here on (React Router empties <build>/client first).
  if (process.env.SITE_BUILDING === '1') buildWrites(checkEnv().SITE_BUILD_DIR || 'build')
  return [...paths, ...caseStudyPages, ...noticeLists]
}
