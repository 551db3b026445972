/**
 * Addresses the site's own routes answer (contract/routes.ts, checked by tests/unit/reserved-paths.test.ts),
 * and the folders the build and the hosting use: a Page at one of them would never show (the
 * built-in page wins), so the Studio refuses such a slug.
 */
import { FIXED_PATHS } from '../contract/routes.ts'

export const BUILT_IN_PATHS: readonly string[] = FIXED_PATHS
/** Folders whose every address belongs to the site: ports' pages, case studies' further pages, notices, printable documents, built files, the local stand-ins. */
export const BUILT_IN_FOLDERS = ['ports', 'case-studies', 'notices', 'docs', 'assets', '404', '__content', '__email-manager']

/** The Studio's check of a Page's slug: not an address the site already answers. */
export function reservedPathProblem(value: unknown): string | true {
  const slug = (value as { current?: unknown } | undefined)?.current
  if (typeof slug !== 'string') return true
  if (BUILT_IN_PATHS.includes(slug))
    return `/${slug} is one of the site's own pages: this page would never show there. Choose another slug.`
  const folder = slug.split('/')[0]
  if (BUILT_IN_FOLDERS.includes(folder))
    return `Addresses under /${folder}/ belong to the site (${folder === 'ports' ? 'port pages are Ports' : 'built pages and files'}): this page would never show there. Choose another slug.`
  return true
}
