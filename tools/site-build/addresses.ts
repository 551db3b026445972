/**
 * Old addresses kept when a slug changes outside the Studio (a script, an import, another client):
 * the Studio's Publish writes a redirect document for each change it makes (studio/redirects.ts),
 * but nothing else does. Each build writes the address of every port and page by document id, and
 * the old addresses it keeps, to /addresses.json; the next build compares: a document whose address
 * changed without a redirect keeps its old one, as a 301 to the new, from then on (and says so, so
 * that an editor can make it a redirect document of its own).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isRedirectPath } from '../../schemas/slug.ts'

export const ADDRESSES_FILE = 'addresses.json'

/** What a build leaves for the next: each port's and page's address by id, and the old addresses it led on. */
export type Addresses = { addresses: Record<string, string>; moved: Array<{ from: string; to: string; id: string }> }

/**
 * The old addresses to lead on: the ones the last build led on, and each document's address of
 * the last build that is not its address now; never an address a page answers again, nor one
 * a redirect document already leads on, nor one of a document since deleted.
 */
export function carriedMoves(previous: Addresses, current: Record<string, string>, built: Set<string>, redirected: Set<string>) {
  const moves = new Map<string, { from: string; to: string; id: string }>()
  const candidates = [...previous.moved, ...Object.entries(previous.addresses).map(([id, from]) => ({ id, from, to: '' }))]
  for (const { id, from } of candidates) {
    const to = current[id]
    if (!to || to === from || built.has(from) || redirected.has(from) || !isRedirectPath(from) || moves.has(from)) continue
    moves.set(from, { from, to, id })
  }
  return [...moves.values()]
}

const isAddresses = (value: unknown): value is Addresses =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Addresses).addresses === 'object' &&
  Array.isArray((value as Addresses).moved)

/**
 * The last build's addresses: from the build served before (SITE_PREVIOUS_BUILD, set by a rebuild
 * on publish), else from the live site; none for a first build, or a site that cannot be reached.
 */
export async function previousAddresses(siteUrl: string, env: NodeJS.ProcessEnv = process.env): Promise<Addresses> {
  const none: Addresses = { addresses: {}, moved: [] }
  try {
    const text = env.SITE_PREVIOUS_BUILD
      ? await readFile(join(env.SITE_PREVIOUS_BUILD, ADDRESSES_FILE), 'utf8')
      : env.SITE_LOCAL === '1'
        ? undefined
        : await fetch(new URL(`/${ADDRESSES_FILE}`, siteUrl), { signal: AbortSignal.timeout(5000) }).then((res) =>
            res.ok ? res.text() : undefined,
          )
    const parsed: unknown = text ? JSON.parse(text) : undefined
    return isAddresses(parsed) ? parsed : none
  } catch {
    return none
  }
}
