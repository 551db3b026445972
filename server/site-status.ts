/**
 * The site status document (contract/build-status.ts) as the production side writes it. Two
 * writers share it there: the publish function (server/publish-hook.ts) adds each publish to
 * the waiting "queued" build, and the build itself (tools/site-build/report-build.ts) takes the waiting
 * publishes over, then records "live" or "failed". Each change reads the document, changes its
 * list and writes it back only if nobody wrote meanwhile (Sanity's `ifRevisionID`), else reads it
 * again: no publish is lost between the two. A publish joining a build already asked for is an
 * insert into its documents, which needs no revision (`recordPublish`): bulk publishes never conflict. Locally `npm run preview`'s rebuild is the only
 * writer and keeps the list itself (tools/preview/rebuild.ts).
 */
import { createClient, type SanityClient } from '@sanity/client'
import {
  BUILD_STATUS_ID,
  BUILD_STATUS_KEEP,
  BUILD_STATUS_TYPE,
  type BuildEntry,
  type BuildStatusDocument,
} from '../contract/build-status.ts'
import { clientConfig } from '../contract/content-client.ts'
import { aheadClock } from './build-ahead.ts'

/** How often a change is tried when other writers keep changing the document first. */
const ATTEMPTS = 5
/** How long one request to the content API may take: the status is worth less than the build it reports. */
const STATUS_TIMEOUT_MS = 4000
/** A build that has said nothing for this long stopped without reporting (cancelled, or timed out on the CDN). */
const SILENT_BUILD_MS = 60 * 60 * 1000
/** A publish function that began asking the CDN for a build and said nothing since has stopped: another may ask. */
export const CLAIM_MS = 30_000

/** Where the status is: the Sanity project (with a token allowed to write), or the local content API. */
export type StatusEnv = {
  SANITY_PROJECT_ID?: string
  SANITY_DATASET?: string
  SANITY_API_WRITE_TOKEN?: string
  LOCAL_CONTENT_API_URL?: string
}

/** A client that may write the site status; undefined when there is nowhere to write (a project without a token, no local API). */
export function statusClient(env: StatusEnv): SanityClient | undefined {
  const token = env.SANITY_PROJECT_ID ? env.SANITY_API_WRITE_TOKEN : undefined
  if (env.SANITY_PROJECT_ID && !token) return undefined
  try {
    const config = clientConfig({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, localApiUrl: env.LOCAL_CONTENT_API_URL })
    return createClient({ ...config, ...(token ? { token } : {}), useCdn: false, perspective: 'raw', timeout: STATUS_TIMEOUT_MS })
  } catch {
    return undefined
  }
}

const conflict = (error: unknown) => (error as { statusCode?: number }).statusCode === 409

/**
 * Changes the builds the status holds (newest first) as `change` says, keeping the last
 * BUILD_STATUS_KEEP, and returns what was written. `change` gets its own copy and may run more
 * than once.
 */
export async function updateBuilds(client: SanityClient, change: (builds: BuildEntry[]) => BuildEntry[]): Promise<BuildEntry[]> {
  for (let attempt = 1; ; attempt++) {
    const status = await client.getDocument<BuildStatusDocument & { _rev: string }>(BUILD_STATUS_ID)
    const current = Array.isArray(status?.builds) ? structuredClone(status.builds) : []
    const builds = change(current).slice(0, BUILD_STATUS_KEEP)
    try {
      if (status) await client.patch(BUILD_STATUS_ID).ifRevisionId(status._rev).set({ builds }).commit()
      else await client.create({ _id: BUILD_STATUS_ID, _type: BUILD_STATUS_TYPE, builds })
      return builds
    } catch (error) {
      if (!conflict(error) || attempt >= ATTEMPTS) throw error
      // Another writer was first: wait a moment (never the same for two writers), then read again.
      await new Promise((done) => setTimeout(done, 20 + Math.random() * 80 * attempt))
    }
  }
}

const published = (id: string) => id.replace(/^(drafts|versions\.[^.]+)\./, '')

/**
 * A publish the CDN will build: added to the build waiting on top, or a new waiting build. A
 * waiting build older than an hour was never started by the CDN: it is marked failed, and the
 * publish waits for a new one.
 */
export function queuePublish(builds: BuildEntry[], documentId: string, key: string, now = new Date()): BuildEntry[] {
  for (const build of builds) {
    if (build.state === 'queued' && now.getTime() - Date.parse(build.queuedAt) > SILENT_BUILD_MS) {
      Object.assign(build, {
        state: 'failed',
        finishedAt: now.toISOString(),
        reason: 'The CDN did not start this build within an hour. Publish again to retry.',
      })
    }
  }
  const waiting = builds.find((build) => build.state === 'queued')
  const id = published(documentId)
  if (waiting) {
    if (!waiting.documents.includes(id)) waiting.documents.push(id)
    return builds
  }
  return [{ _key: key, state: 'queued', queuedAt: now.toISOString(), documents: [id] }, ...builds]
}

/**
 * Records a publish in the site status, for the publish function: returns the waiting build's key
 * and whether this function asks the CDN for it. A waiting build already asked for (or being
 * asked for) only gains the document, with an insert that needs no revision: inserts commute, so
 * a bulk publish (a release, an import, fifty at once) makes one write each and no conflict; only
 * starting or claiming a waiting build is a read-change-write, and a writer that lost that race
 * reads again and finds the build to join. A document inserted into a build that was taken over
 * meanwhile (its key gone) is recorded again, in a new waiting build.
 */
export async function recordPublish(client: SanityClient, documentId: string, key: string, now = new Date()) {
  const id = published(documentId)
  for (let attempt = 1; ; attempt++) {
    if (attempt > 2 * ATTEMPTS) throw new Error('the site status kept changing under this publish')
    const status = await client.getDocument<BuildStatusDocument & { _rev: string }>(BUILD_STATUS_ID)
    const builds = Array.isArray(status?.builds) ? structuredClone(status.builds) : []
    const waiting = builds.find((build) => build.state === 'queued' && now.getTime() - Date.parse(build.queuedAt) <= SILENT_BUILD_MS)
    if (status && waiting && !claimBuild(structuredClone(waiting), now)) {
      if (waiting.documents.includes(id)) return { waiting: waiting._key, ask: false }
      await client.patch(BUILD_STATUS_ID).insert('after', `builds[_key=="${waiting._key}"].documents[-1]`, [id]).commit()
      const after = await client.getDocument<BuildStatusDocument>(BUILD_STATUS_ID)
      if (after?.builds.some((build) => build._key === waiting._key && build.documents.includes(id)))
        return { waiting: waiting._key, ask: false }
      continue
    }
    const listed = queuePublish(builds, id, key, now).slice(0, BUILD_STATUS_KEEP)
    const entry = listed.find((build) => build.state === 'queued')!
    const ask = claimBuild(entry, now)
    try {
      if (status) await client.patch(BUILD_STATUS_ID).ifRevisionId(status._rev).set({ builds: listed }).commit()
      else await client.create({ _id: BUILD_STATUS_ID, _type: BUILD_STATUS_TYPE, builds: listed })
      return { waiting: entry._key, ask }
    } catch (error) {
      if (!conflict(error) || attempt >= ATTEMPTS) throw error
      await new Promise((done) => setTimeout(done, 20 + Math.random() * 80 * attempt))
    }
  }
}

/** Where the publish function remembers the signed calls it took (their signatures' hashes), while a signature is valid. */
export const SEEN_PREFIX = `${BUILD_STATUS_ID}.seen.`

/**
 * Whether a signed call is new: its signature is recorded as a document of its own (a create,
 * which fails for a signature seen before), so a captured call replayed within the window the
 * signature is valid for does nothing. Records older than the window are removed on the way.
 * `forget` takes the record back, for a call that failed and that Sanity will make again.
 */
export async function firstCall(client: SanityClient, signatureHash: string, windowMs: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - windowMs).toISOString()
  const old = await client
    .fetch<string[]>(`*[string::startsWith(_id, $prefix) && at < $cutoff]._id`, { prefix: SEEN_PREFIX, cutoff })
    .catch(() => [] as string[])
  if (old.length)
    await old
      .reduce((tx, id) => tx.delete(id), client.transaction())
      .commit()
      .catch(() => undefined)
  try {
    await client.create({ _id: SEEN_PREFIX + signatureHash, _type: `${BUILD_STATUS_TYPE}.seen`, at: now.toISOString() })
  } catch (error) {
    if (conflict(error)) return { first: false, forget: async () => undefined }
    throw error
  }
  return { first: true, forget: () => client.delete(SEEN_PREFIX + signatureHash).then(() => undefined) }
}

/**
 * Whether the publish function that queued a publish asks the CDN for the build: not when the
 * waiting build was already accepted, nor while another function is asking (for up to CLAIM_MS).
 * A function that asks marks the waiting build as claimed.
 */
export function claimBuild(waiting: BuildEntry, now = new Date()): boolean {
  if (waiting.requested) return false
  if (waiting.claimedAt && now.getTime() - Date.parse(waiting.claimedAt) < CLAIM_MS) return false
  waiting.claimedAt = now.toISOString()
  return true
}

/**
 * A build starting: it takes every waiting publish to the site, so the waiting entries become
 * this one (their first queuedAt, all their documents), shown as one line from queued to live. A
 * build asked for ahead of a moment (scheduled-rebuild.ts) is made for its clock
 * (server/build-ahead.ts), unless a publish is among those it takes (a publish is built for the
 * time it is built) or the moment has come. A build that has been silent for an hour is marked as stopped.
 */
export function startBuild(builds: BuildEntry[], entry: BuildEntry, now = new Date()): BuildEntry[] {
  const waiting = builds.filter((build) => build.state === 'queued')
  const clocks = waiting.map((build) => build.clock).filter(Boolean)
  for (const build of waiting) {
    if (build.queuedAt < entry.queuedAt) entry.queuedAt = build.queuedAt
    for (const id of build.documents) if (!entry.documents.includes(id)) entry.documents.push(id)
    // A build the clock asked for (scheduled-rebuild.ts) says why.
    if (build.scheduled && !entry.scheduled?.includes(build.scheduled))
      entry.scheduled = entry.scheduled ? `${entry.scheduled}; ${build.scheduled}` : build.scheduled
  }
  const clock = entry.documents.length ? undefined : aheadClock(clocks.sort().at(-1), Date.parse(entry.startedAt ?? now.toISOString()))
  if (clock) entry.clock = clock
  else delete entry.clock
  const others = builds.filter((build) => build.state !== 'queued' && build._key !== entry._key)
  for (const build of others) {
    if (build.state === 'building' && now.getTime() - Date.parse(build.startedAt ?? build.queuedAt) > SILENT_BUILD_MS) {
      Object.assign(build, {
        state: 'failed',
        finishedAt: now.toISOString(),
        reason: 'This build stopped without reporting its end (cancelled or timed out on the CDN). A later build has the site.',
      })
    }
  }
  return [entry, ...others]
}

/** A build's new state (live, failed and why): put in its place, or on top if it is not listed any more. */
export function putBuild(builds: BuildEntry[], entry: BuildEntry): BuildEntry[] {
  const at = builds.findIndex((build) => build._key === entry._key)
  if (at === -1) return [entry, ...builds]
  return builds.map((build, index) => (index === at ? entry : build))
}
