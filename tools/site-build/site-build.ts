/**
 * Build steps around React Router's prerender: the paths kept inside the build, and after the build
 * the 404 pages, sitemap.xml, robots.txt, the PDFs and the hosting files. What the build reads
 * before (its configuration, the required content, the CMS's paths): tools/site-build/cms-paths.ts.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { REDIRECTS_QUERY, ROUTE_PATHS_QUERY, SITE_SETTINGS_QUERY } from '../../src/content/queries/site.ts'
import { NOTICE_INDEX_QUERY } from '../../src/content/queries/notices.ts'
import { section } from '../../src/content/copy.ts'
import type { NoticeIndex } from '../../src/content/notices.ts'
import { noticePath } from '../../contract/notices.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'
import { storedDay } from '../../src/lib/dates.ts'
import { NOINDEX_PATHS, SEARCH_NAMED_PAGES } from '../../contract/routes.ts'
import { hasText } from '../../contract/has-text.ts'
import { analyticsSetup } from '../../contract/analytics.ts'
import { isRedirectPath, PATH_MAX } from '../../schemas/slug.ts'
import { deferHydrationInBuild } from './deferred-hydration.ts'
import { hostingOptions, prepareHosting, withAnalytics } from './hosting.ts'
import { buildServiceWorker } from './service-worker.ts'
import { writeAlerts } from './alerts.ts'
import { writeFeeds } from './feeds.ts'
import { buildPdfs } from './pdf.ts'
import { writeShareImages } from './share-images.ts'
import { buildSearchIndex, writeSearchWords } from './search-index.ts'
import { SEARCH_INDEX_QUERY, SEARCH_WORDS_QUERY } from '../../src/content/queries/search.ts'
import { stampOf } from '../../src/content/build-stamps.ts'
import { writeBuildEnv } from './build-env.ts'
import { writeFormPages } from './form-pages.ts'
import { ADDRESSES_FILE, carriedMoves, previousAddresses, type Addresses } from './addresses.ts'
import { redirectsKept, warn } from './content-checks.ts'
import { answered, buildClient, read, routePaths } from './cms-paths.ts'
import { buildFinished } from './partial-build.ts'

// What the build reads first (its configuration, the required content, the paths): its own part, as these modules import it from here.
export {
  answered,
  assertBuildConfig,
  buildClient,
  cmsPaths,
  missingBuildConfig,
  missingRequiredContent,
  read,
  requiredContentProblems,
  routePaths,
} from './cms-paths.ts'

/** Pages that are prerendered but kept out of search engines (subscriber email links): contract/routes.ts. */
export { NOINDEX_PATHS }

/**
 * Whether prerendering `path` writes only inside `clientDir` (its `index.html` and `.data` file):
 * a plain absolute path, no dot segment, backslash, encoded character or doubled slash.
 */
export function isInsideBuild(clientDir: string, path: string) {
  if (!/^\/[a-z0-9/_-]*$/i.test(path) || /\/\/|\/\.|\/$/.test(path.length > 1 ? path : '')) return false
  const root = resolve(clientDir)
  return [join(root, path, 'index.html'), join(root, `${path}.data`)].every((file) => {
    const rel = relative(root, file)
    return rel !== '' && !rel.startsWith('..' + sep) && rel !== '..' && !rel.startsWith(sep)
  })
}

/** Stops the build, with one line, when a path to prerender would write outside the build folder. */
export function assertInsideBuild(clientDir: string, paths: string[]) {
  const outside = paths.filter((path) => !isInsideBuild(clientDir, path))
  if (!outside.length) return paths
  console.error(`The build stopped: ${outside.map((path) => JSON.stringify(path)).join(', ')} would be written outside ${clientDir}.`)
  process.exit(1)
}

export function isIndexable(path: string) {
  return !NOT_FOUND_PATHS.includes(path) && !NOINDEX_PATHS.includes(path) && !path.includes('*') && !path.includes(':')
}

/**
 * The sitemap: every indexable page, a dated one (a notice: its last update, else its publication
 * date) with its date as `lastmod`.
 */
export function sitemapXml(siteUrl: string, paths: string[], dates: ReadonlyMap<string, string> = new Map()) {
  const urls = paths.filter(isIndexable).map((path) => {
    const date = dates.get(path)
    const lastmod = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `<lastmod>${date}</lastmod>` : ''
    return `  <url><loc>${new URL(path, siteUrl).href.replace(/&/g, '&amp;')}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string) {
  const disallow = NOINDEX_PATHS.map((path) => `Disallow: ${path}\n`).join('')
  return `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`
}

/** Moves /404/index.html to /404.html (and /ports/404/… likewise), where static hosts look. */
async function placeNotFoundPages(clientDir: string) {
  for (const path of NOT_FOUND_PATHS) {
    const from = join(clientDir, path, 'index.html')
    const to = join(clientDir, `${path}.html`)
    await mkdir(dirname(to), { recursive: true })
    await rename(from, to)
    await rm(join(clientDir, path), { recursive: true, force: true })
    await rm(join(clientDir, `${path}.data`), { force: true })
  }
}

/** The paths that were prerendered: every folder of the client build holding an index.html. */
async function prerenderedPaths(clientDir: string) {
  const entries = await readdir(clientDir, { recursive: true })
  return entries
    .filter((entry) => entry === 'index.html' || entry.endsWith('/index.html'))
    .map((entry) => '/' + entry.slice(0, -'index.html'.length).replace(/\/$/, ''))
    .sort()
}

const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(nbsp|#160|#xa0);/gi, ' ')
    .replace(/&[#\w]+;/g, '&')

/**
 * What a prerendered page lacks to count as rendered with its content: an h1 with text, a main with
 * text, "text" as the browser's refresh counts it too (src/content/page-needs.ts `hasText`).
 */
export function missingContent(html: string): string[] {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1]
  return [
    ...(h1 !== undefined && hasText(textOf(h1)) ? [] : ['no h1']),
    ...(main !== undefined && hasText(textOf(main)) ? [] : ['an empty main']),
  ]
}

/** Whether a prerendered page asks search engines to leave it out (a CMS page an editor keeps out of search, the Not Found pages). */
export const keptOutOfSearch = (html: string) => /<meta name="robots" content="noindex"\s*\/?>/.test(html)

/**
 * Stops the build, with one line, when a page rendered without its content (say, its copy is missing
 * from the CMS). Returns the pages kept out of search, which the sitemap leaves out.
 */
async function failOnMissingContent(clientDir: string, paths: string[]) {
  const problems: string[] = []
  const kept = new Set<string>()
  for (const path of paths) {
    const html = await readFile(join(clientDir, path, 'index.html'), 'utf8')
    const missing = missingContent(html)
    if (missing.length) problems.push(`${path || '/'} has ${missing.join(' and ')}`)
    if (keptOutOfSearch(html)) kept.add(path)
  }
  if (!problems.length) return kept
  console.error(`The build stopped: ${problems.join('; ')}. Is its content published in the CMS?`)
  console.error('(npm run content:reset restores the seed locally.)')
  process.exit(1)
}

/** A step of the build after prerendering, timed: the build's log says where its seconds go. */
export async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await run()
  } finally {
    console.log(`  ${step}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
}

export async function afterBuild(clientDir: string) {
  await placeNotFoundPages(clientDir)
  const prerendered = await prerenderedPaths(clientDir)
  const keptOut = await timed('checking every page has its content', () => failOnMissingContent(clientDir, prerendered))
  const settings = await read(buildClient().fetch(SITE_SETTINGS_QUERY), 'SITE_SETTINGS_QUERY')
  // Checked before prerendering (missingRequiredContent); unset only if it was removed during the build.
  const siteUrl = settings?.siteUrl
  if (!siteUrl) {
    console.error("The build stopped: the site settings' siteUrl was removed from the CMS during the build: publish it again.")
    process.exit(1)
  }
  // The notices' pages carry their date (their last update, else their publication).
  const noticeIndex = answered(await read(buildClient().fetch(NOTICE_INDEX_QUERY), 'NOTICE_INDEX_QUERY'), 'the notices') as NoticeIndex
  // Days in India: a publication to the minute is dated by the day it falls on there.
  const noticeDates = new Map(
    noticeIndex.notices.flatMap((notice) => {
      const date = [storedDay(notice.publishedAt)?.iso, storedDay(notice.updatedAt)?.iso].filter(Boolean).sort().at(-1)
      return notice.slug && date ? [[noticePath(notice.slug), date] as const] : []
    }),
  )
  await writeFile(
    join(clientDir, 'sitemap.xml'),
    sitemapXml(
      siteUrl,
      prerendered.filter((path) => !keptOut.has(path)),
      noticeDates,
    ),
  )
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(siteUrl))
  // The SPA fallback is never served (every route is prerendered; unknown paths get 404.html).
  await rm(join(clientDir, '__spa-fallback.html'), { force: true })
  // Each page paints before its JavaScript loads, then hydrates (tools/site-build/deferred-hydration.ts).
  await timed('deferring hydration', () => deferHydrationInBuild(clientDir))
  // The alert banner in every page, and the notices' Atom feeds (tools/site-build/alerts.ts, feeds.ts).
  const fetchContent = <R>(query: string, params: Record<string, unknown>) =>
    read(buildClient().fetch<R>(query, params), "of the alert banner's or a feed's content (ALERTS_QUERY, FEED_QUERY)")
  const alerts = await timed('the alert banner and the feeds', async () => {
    const written = await writeAlerts(clientDir, fetchContent)
    await writeFeeds(clientDir, { siteUrl, brandName: settings?.brandName ?? '' }, fetchContent)
    return written
  })
  // The PDFs are printed from the prerendered /docs pages (tools/site-build/pdf.ts); no link may point at a missing one.
  // Meanwhile, the share images the pages link are drawn, or taken from the last builds' (tools/site-build/share-images.ts),
  // and the site search's index is built from the pages (tools/site-build/search-index.ts).
  await Promise.all([
    timed('printing the PDFs', () => buildPdfs(clientDir)),
    timed('the share images', () =>
      writeShareImages(clientDir).catch((error: Error) => {
        console.error(`The build stopped: ${error.message}`)
        process.exit(1)
      }),
    ),
    timed('the search index', () =>
      read(buildClient().fetch(SEARCH_INDEX_QUERY, { namedCopies: SEARCH_NAMED_PAGES.map((page) => page.copy) }), 'SEARCH_INDEX_QUERY')
        .then((content) =>
          buildSearchIndex(clientDir, prerendered, answered(content, "the pages' names and the other names of the site search")),
        )
        .then(
          async ({ indexed }) => {
            console.log(`  search index: ${indexed.length} pages`)
            // Beside it, the box's words for the header's search on every page (checked with the required content).
            // With the stamp of what they read, taken first, as a page's content carries it (src/content/stamp.ts).
            const run = (query: string, params: Record<string, unknown>) => buildClient().fetch(query, params)
            const stamp = await read(stampOf(SEARCH_WORDS_QUERY, {}, run), 'the content stamp of SEARCH_WORDS_QUERY')
            const words = await read(buildClient().fetch(SEARCH_WORDS_QUERY), 'SEARCH_WORDS_QUERY')
            await writeSearchWords(clientDir, answered(words, "the site search's words"), Date.now(), stamp)
          },
          (error: Error) => {
            console.error(`The build stopped: ${error.message}`)
            process.exit(1)
          },
        ),
    ),
  ])
  // The service worker, keeping the contact page, and the port pages and PDFs when asked, for offline (tools/site-build/service-worker.ts).
  // The port pages in the CMS's order, as prerendered (their slugs checked by cmsPaths).
  const routes = answered(await read(buildClient().fetch(ROUTE_PATHS_QUERY), 'ROUTE_PATHS_QUERY'), "the ports' and pages' addresses")
  const { paths } = routePaths(routes)
  const offline = section(settings?.layout, 'offline')
  await timed('the service worker', () =>
    buildServiceWorker(
      clientDir,
      paths.filter((path) => path.startsWith('/ports/')),
      {
        alerts: { built: alerts.built, banner: alerts.banner },
        contacts: {
          emergencyPhone: settings?.emergencyPhone,
          whatsappNumber: settings?.whatsappNumber,
          supportEmail: settings?.supportEmail,
        },
        offline: { heading: offline.heading ?? '', note: offline.note ?? '' },
      },
    ),
  )
  // Old addresses of renamed ports and pages lead to their new one (301), unless a page answers there again.
  const built = new Set(prerendered.map((path) => path || '/'))
  // The API does not enforce the Studio's rule on `from`: an address that is not a plain site path
  // (a newline, `*`, another host) would add a rule of its own to _redirects, so it is left out, named.
  const redirects = answered(await read(buildClient().fetch(REDIRECTS_QUERY), 'REDIRECTS_QUERY'), 'the redirects')
  for (const { from } of redirects)
    if (typeof from === 'string' && !isRedirectPath(from))
      warn(
        `A redirect is left out: its old address ${JSON.stringify(String(from).slice(0, PATH_MAX + 20))} is not a plain site path of at most ${PATH_MAX} characters. Fix it in the Studio (Redirects).`,
      )
  // The first from each old address, none from an address a page answers: those left out are said (content-checks.ts).
  const { kept: moved, warnings } = redirectsKept(
    redirects.filter(
      (redirect): redirect is { from: string; to: string } => isRedirectPath(redirect.from) && typeof redirect.to === 'string',
    ),
    built,
  )
  warnings.forEach(warn)
  // Addresses changed outside the Studio (no redirect document): the last build's addresses lead on (tools/site-build/addresses.ts).
  const current = Object.fromEntries(
    [
      ...routes.ports.map((port) => [port._id, `/ports/${port.slug}`]),
      ...routes.pages.map((page) => [page._id, `/${page.slug}`]),
      ...routes.notices.map((notice) => [notice._id, `/notices/${notice.slug}`]),
    ].filter(([, path]) => built.has(path!)),
  ) as Record<string, string>
  const carried = carriedMoves(await previousAddresses(siteUrl), current, built, new Set(moved.map((redirect) => redirect.from)))
  for (const move of carried)
    console.warn(
      `${move.from} now lives at ${move.to} (${move.id}), changed outside the Studio: it leads there (301). Add it under Redirects to manage it.`,
    )
  moved.push(...carried)
  await writeFile(join(clientDir, ADDRESSES_FILE), JSON.stringify({ addresses: current, moved: carried } satisfies Addresses) + '\n')
  // Last: the headers, clean page addresses, redirects and compressed copies the CDN serves (tools/site-build/hosting.ts).
  // The analytics provider Site settings choose may load its script and send from its origins, only when one is set.
  const analytics = analyticsSetup(settings && 'analytics' in settings ? settings.analytics : null)
  if (analytics) console.log(`  analytics: ${analytics.provider}, its origins in every page's policy`)
  await timed('hosting rules and compressed copies', () => prepareHosting(clientDir, withAnalytics(hostingOptions(), analytics), moved))
  // Beside the site, for the form function's bundle: each form's problem page and its headers (tools/site-build/form-pages.ts).
  await writeFormPages(clientDir).catch((error: Error) => {
    console.error(`The build stopped: ${error.message}`)
    process.exit(1)
  })
  // Beside the site, not in it: the configuration it was built with, for `npm run preview`'s rebuilds.
  await writeBuildEnv(dirname(clientDir))
  // The build is whole: what it wrote stays (tools/site-build/partial-build.ts).
  buildFinished()
  return { sitemap: await readFile(join(clientDir, 'sitemap.xml'), 'utf8') }
}
