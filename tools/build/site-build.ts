/**
 * Build steps around React Router's prerender: the list of paths (static routes plus the
 * CMS's ports and pages), and after the build the 404 pages, sitemap.xml, robots.txt, the PDFs
 * and the hosting files.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { createClient } from '@sanity/client'
import { clientConfig } from '../../src/content/config.ts'
import { CASE_STUDY_PAGES_QUERY, REQUIRED_CONTENT_QUERY, ROUTE_PATHS_QUERY, SITE_SETTINGS_QUERY } from '../../src/content/queries/site.ts'
import { pageCount, pagePath } from '../../src/content/pages.ts'
import type { REQUIRED_CONTENT_QUERY_RESULT } from '../../src/content/sanity.types.ts'
import { PAGE_COPY, PAGE_COPY_KEYS, missingCopy } from '../../schemas/page-copy.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'
import { deferHydrationInBuild } from './deferred-hydration.ts'
import { prepareHosting } from './hosting.ts'
import { buildPdfs } from './pdf.ts'
import { writeBuildEnv } from './rebuild.ts'

/** Pages that are prerendered but kept out of search engines (subscriber email links). */
export const NOINDEX_PATHS = ['/email-confirmation', '/confirm', '/email-preferences', '/unsubscribe']

export function buildClient() {
  return createClient(
    clientConfig({
      projectId: process.env.SANITY_PROJECT_ID,
      dataset: process.env.SANITY_DATASET,
      localApiUrl: process.env.LOCAL_CONTENT_API_URL,
    }),
  )
}

/** What every build needs that the CMS lacks, one phrase each: site settings or their fields, page copy, its sections and words. */
export function missingRequiredContent(content: REQUIRED_CONTENT_QUERY_RESULT): string[] {
  const copies = new Map(content.pageCopy.map((copy) => [copy.key, copy.sections]))
  const missing: string[] = []
  const settings = content.siteSettings
  if (!settings) missing.push('the siteSettings document')
  else {
    // Every page shows them (header, footer, links, the forms' failure message), and the sitemap needs the site URL.
    const unset = Object.entries(settings).filter(([, value]) => typeof value !== 'string' || !value.trim())
    if (unset.length) missing.push(`the site settings' ${unset.map(([field]) => field).join(', ')}`)
  }
  for (const key of PAGE_COPY_KEYS) {
    if (!copies.has(key)) missing.push(`the page copy "${key}" (${PAGE_COPY[key].title})`)
    else {
      const parts = missingCopy(key, copies.get(key))
      if (parts.length) missing.push(`${parts.join(', ')} of the page copy "${key}"`)
    }
  }
  return missing
}

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
  const unset = missingBuildConfig()
  if (!unset.length) return
  console.error(
    `The build stopped: a production build needs ${unset.join(', ')} (README, "Connect a real Sanity project" and "Connect the real email-manager"). For a build of the local stand-ins and the seed, run npm run build:local.`,
  )
  process.exit(1)
}

/**
 * Checks that the CMS has what every page needs (schemas/page-copy.ts): a build stops at once,
 * with one line naming what is missing, before it writes anything; the dev server (which asks
 * for the prerender paths too) warns and keeps serving, so the content can be fixed.
 */
export async function checkRequiredContent() {
  let content: REQUIRED_CONTENT_QUERY_RESULT
  try {
    content = await buildClient().fetch(REQUIRED_CONTENT_QUERY)
  } catch (error) {
    if (process.env.SITE_BUILDING !== '1') throw error
    console.error(`The build stopped: the CMS did not answer (${(error as Error).message}).`)
    process.exit(1)
  }
  const missing = missingRequiredContent(content)
  if (!missing.length) return
  const reason = `the CMS's published content lacks ${missing.join('; ')}: add and publish it in the Studio (npm run content:reset restores the seed locally).`
  if (process.env.SITE_BUILDING !== '1') console.warn(`A build would stop: ${reason}`)
  else {
    console.error(`The build stopped: ${reason}`)
    process.exit(1)
  }
}

export async function cmsPaths() {
  await checkRequiredContent()
  const client = buildClient()
  const [{ ports, pages }, caseStudies] = await Promise.all([client.fetch(ROUTE_PATHS_QUERY), client.fetch(CASE_STUDY_PAGES_QUERY)])
  // The case studies' pages: /case-studies, then /case-studies/page/2 and on.
  const caseStudyPages = Array.from({ length: pageCount(caseStudies.ids.length, caseStudies.perPage) }, (_, index) =>
    pagePath('/case-studies', index + 1),
  )
  return [...ports.map((slug) => `/ports/${slug}`), ...pages.map((slug) => `/${slug}`), ...caseStudyPages]
}

export function isIndexable(path: string) {
  return !NOT_FOUND_PATHS.includes(path) && !NOINDEX_PATHS.includes(path) && !path.includes('*') && !path.includes(':')
}

export function sitemapXml(siteUrl: string, paths: string[]) {
  const urls = paths.filter(isIndexable).map((path) => `  <url><loc>${new URL(path, siteUrl).href.replace(/&/g, '&amp;')}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string) {
  return `User-agent: *\nAllow: /\nDisallow: /email-confirmation\nDisallow: /confirm\nDisallow: /email-preferences\nDisallow: /unsubscribe\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`
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
    .replace(/&[#\w]+;/g, '&')
    .trim()

/** What a prerendered page lacks to count as rendered with its content: an h1 with text, a main with text. */
export function missingContent(html: string): string[] {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1]
  return [...(h1 && textOf(h1) ? [] : ['no h1']), ...(main && textOf(main) ? [] : ['an empty main'])]
}

/** Stops the build, with one line, when a page rendered without its content (say, its copy is missing from the CMS). */
async function failOnMissingContent(clientDir: string, paths: string[]) {
  const problems: string[] = []
  for (const path of paths) {
    const file = join(clientDir, path, 'index.html')
    const missing = missingContent(await readFile(file, 'utf8'))
    if (missing.length) problems.push(`${path || '/'} has ${missing.join(' and ')}`)
  }
  if (!problems.length) return
  console.error(
    `The build stopped: ${problems.join('; ')}. Is its content published in the CMS (npm run content:reset restores the seed locally)?`,
  )
  process.exit(1)
}

export async function afterBuild(clientDir: string) {
  await placeNotFoundPages(clientDir)
  const prerendered = await prerenderedPaths(clientDir)
  await failOnMissingContent(clientDir, prerendered)
  const settings = await buildClient().fetch(SITE_SETTINGS_QUERY)
  // Checked before prerendering (missingRequiredContent); unset only if it was removed during the build.
  const siteUrl = settings?.siteUrl
  if (!siteUrl) {
    console.error("The build stopped: the site settings' siteUrl was removed from the CMS during the build: publish it again.")
    process.exit(1)
  }
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, prerendered))
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(siteUrl))
  // The SPA fallback is never served (every route is prerendered; unknown paths get 404.html).
  await rm(join(clientDir, '__spa-fallback.html'), { force: true })
  // Each page paints before its JavaScript loads, then hydrates (tools/build/deferred-hydration.ts).
  await deferHydrationInBuild(clientDir)
  // The PDFs are printed from the prerendered /docs pages (tools/build/pdf.ts); no link may point at a missing one.
  await buildPdfs(clientDir)
  // Last: the headers, clean page addresses and compressed copies the CDN serves (tools/build/hosting.ts).
  await prepareHosting(clientDir)
  // Beside the site, not in it: the configuration it was built with, for `npm run preview`'s rebuilds.
  await writeBuildEnv(dirname(clientDir))
  return { sitemap: await readFile(join(clientDir, 'sitemap.xml'), 'utf8') }
}
