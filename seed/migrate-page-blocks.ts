/**
 * `npm run content:migrate`: moves a dataset made before pages were built from sections (issue 31)
 * to sections. Such a dataset keeps each CMS page's content in `body` (rich text); this makes that
 * text the page's one section, a rich-text section (schemas/blocks/richTextBlock.ts), and removes
 * `body`, in published pages and drafts alike, one transaction for all. A page that has sections
 * already is left as it is (and named). Running it again changes nothing.
 *
 * The local content store by default (through the local content backend, started if need be); a
 * Sanity project with SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (and SANITY_DATASET), as
 * `npm run seed`. `npm run content:migrate -- --dry-run` says what it would do, and does nothing.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { API_VERSION, DEFAULT_DATASET, LOCAL_PROJECT_ID } from '../contract/constants.ts'
import { checkEnv } from '../server/env.ts'
import { key } from './helpers.ts'

type OldPage = { _id: string; title?: string; body?: unknown[] | null; blocks?: unknown[] | null }

/** The page's sections made from its body: one rich-text section holding it (undefined when there is nothing to move). */
export function sectionsFromBody(page: OldPage) {
  if (!Array.isArray(page.body) || page.body.length === 0) return undefined
  return [{ _type: 'richTextBlock', _key: key(`body:${page._id.replace(/^drafts\./, '')}`), body: page.body }]
}

/** Pages with a body (published and drafts), migrated; those with sections already are left and named. */
export async function migratePageBodies(client: SanityClient, options: { dryRun?: boolean } = {}) {
  const pages = await client.fetch<OldPage[]>('*[_type == "page" && defined(body)]{ _id, title, body, blocks }', {}, { perspective: 'raw' })
  const moved: string[] = []
  const left: string[] = []
  const transaction = client.transaction()
  for (const page of pages) {
    const sections = sectionsFromBody(page)
    if (Array.isArray(page.blocks) && page.blocks.length > 0) {
      left.push(page._id)
      continue
    }
    transaction.patch(page._id, (patch) => (sections ? patch.set({ blocks: sections }).unset(['body']) : patch.unset(['body'])))
    moved.push(page._id)
  }
  if (moved.length && !options.dryRun) await transaction.commit()
  return { moved, left }
}

async function migrationClient() {
  const env = checkEnv()
  if (env.SANITY_PROJECT_ID) {
    if (!env.SANITY_API_WRITE_TOKEN) throw new Error('Set SANITY_API_WRITE_TOKEN (an Editor token) to migrate a Sanity project.')
    const dataset = env.SANITY_DATASET || DEFAULT_DATASET
    const client = createClient({
      projectId: env.SANITY_PROJECT_ID,
      dataset,
      token: env.SANITY_API_WRITE_TOKEN,
      apiVersion: API_VERSION,
      useCdn: false,
    })
    return { client, where: `${env.SANITY_PROJECT_ID}/${dataset}` }
  }
  const { ensureLocalBackend } = await import('../tools/stand-ins/content/backend.ts')
  const backend = await ensureLocalBackend()
  const client = createClient({
    projectId: LOCAL_PROJECT_ID,
    dataset: DEFAULT_DATASET,
    apiHost: backend.url,
    useProjectHostname: false,
    apiVersion: API_VERSION,
    useCdn: false,
  })
  return { client, where: `the local content store (${backend.dir})` }
}

if (import.meta.main) {
  const dryRun = process.argv.includes('--dry-run')
  const { client, where } = await migrationClient()
  const { moved, left } = await migratePageBodies(client, { dryRun })
  const verb = dryRun ? 'Would move' : 'Moved'
  console.log(
    moved.length
      ? `${verb} the body of ${moved.length} page${moved.length === 1 ? '' : 's'} into a rich-text section, in ${where}: ${moved.join(', ')}.`
      : `No page of ${where} has a body to move: its pages are built from sections.`,
  )
  if (left.length)
    console.log(
      `Left as they are (they have sections already; remove their old body in the Studio when you no longer need it): ${left.join(', ')}.`,
    )
  process.exit(0)
}
