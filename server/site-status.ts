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
import { createClient, type Patch, type SanityClient } from '@sanity/client'
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
/** How long one request to the content API may take (the build's own status writes): the status is worth less than the build it reports. */
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

/**
 * A client that may write the site status; undefined when there is nowhere to write (a project without
 * a token, no local API). `requestMs`: for the functions, each request's own budget, never tried again
 * (the client otherwise tries a failed read again, five times): Netlify stops them at 10 s.
 */
export function statusClient(env: StatusEnv, requestMs?: number): SanityClient | undefined {
  const token = env.SANITY_PROJECT_ID ? env.SANITY_API_WRITE_TOKEN : undefined
  if (env.SANITY_PROJECT_ID && !token) return undefined
  try {
    const config = clientConfig({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, localApiUrl: env.LOCAL_CONTENT_API_URL })
    const budget = requestMs ? { timeout: requestMs, maxRetries: 0 } : { timeout: STATUS_TIMEOUT_MS }
    return createClient({ ...config, ...(token ? { token } : {}), useCdn: false, perspective: 'raw', ...budget })
  } catch {
    return undefined
  }
}

const conflict = (error: unknown) => (error as { statusCode?: number }).statusCode === 409

/**
 * Changes the builds the status holds (newest first) as `change` says, keeping the last
 * BUILD_STATUS_KEEP, and returns what was written. `change` gets its own copy and may run more
 * than once. `signal`: ends the change where it is (the functions' budget).
 */
export async function updateBuilds(
  client: SanityClient,
  change: (builds: BuildEntry[]) => BuildEntry[],
  signal?: AbortSignal,
): Promise<BuildEntry[]> {
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted()
    const status = await client.getDocument<BuildStatusDocument & { _rev: string }>(BUILD_STATUS_ID, { signal })
    const current = Array.isArray(status?.builds) ? structuredClone(status.builds) : []
    const builds = change(current).slice(0, BUILD_STATUS_KEEP)
    try {
      if (status) await client.patch(BUILD_STATUS_ID).ifRevisionId(status._rev).set({ builds }).commit({ signal })
      else await client.create({ _id: BUILD_STATUS_ID, _type: BUILD_STATUS_TYPE, builds }, { signal })
      return builds
    } catch (error) {
      if (!conflict(error) || attempt >= ATTEMPTS) throw error
      // Another writer was first: wait a moment (never the same for two writers), then read again.
      await new Promise((done) => setTimeout(done, 20 + Math.random() * 80 * attempt))
    }
  }
}

const published = (id: string) => id.replace(/^(drafts|versions\.[^.]+)\./, '')

/** Where the publish function remembers the signed calls it took (their signatures' hashes), while a signature is valid. */
export const SEEN_PREFIX = `${BUILD_STATUS_ID}.seen.`
/** Where a publish function records that it asks for a waiting build (one document per waiting build and asker: a create, which only one can make). */
export const CLAIM_PREFIX = `${BUILD_STATUS_ID}.claim.`
/** How often a publish joins again when the waiting build changed under it (taken over by a build, started by another publish). */
const JOIN_ATTEMPTS = 8

/** What recording a publish came to: a call taken before, or the waiting build it joined or started, and whether to ask for it. */
export type Recorded =
  { replayed: true } | { replayed: false; waiting: string; ask: boolean; forget: (signal?: AbortSignal) => Promise<void> }

type Status = BuildStatusDocument & { _id: string; _rev: string }

const isFresh = (build: BuildEntry, now: Date) => build.state === 'queued' && now.getTime() - Date.parse(build.queuedAt) <= SILENT_BUILD_MS
/** Whether a waiting build is to be asked for: not asked yet, and nobody asking (a claim less than CLAIM_MS old). */
const claimable = (build: BuildEntry, now: Date) =>
  !build.requested && !(build.claimedAt && now.getTime() - Date.parse(build.claimedAt) < CLAIM_MS)
const at = (path: string) => `builds[_key=="${path}"]`

/** Commits `patch` with the claim of `slot`, a create only one writer can make: false when another claimed it first (nothing written). */
async function claimSlot(client: SanityClient, slot: string, patch: Patch, now: Date, signal?: AbortSignal) {
  try {
    await client
      .transaction()
      .create({ _id: CLAIM_PREFIX + slot, _type: `${BUILD_STATUS_TYPE}.claim`, at: now.toISOString() })
      .patch(patch)
      .commit({ signal })
    return true
  } catch (error) {
    if (conflict(error)) return false
    throw error
  }
}

/**
 * Whether a waiting build nobody asked for, or whose asker stopped (`claimable`), is asked for by
 * this writer (a publish, or the scheduled rebuild's safety net): true for the first claim only.
 */
export async function takeOver(client: SanityClient, waiting: BuildEntry, now = new Date(), signal?: AbortSignal) {
  if (!claimable(waiting, now)) return false
  return claimSlot(
    client,
    `${waiting._key}.${Date.parse(waiting.claimedAt ?? waiting.queuedAt)}`,
    client.patch(BUILD_STATUS_ID).set({ [`${at(waiting._key)}.claimedAt`]: now.toISOString() }),
    now,
    signal,
  )
}

/**
 * Whether the document of a call seen before (recorded at `seenAt`) is on its way: listed in the
 * waiting build, asked for, or in a build started since the call. Else the function that took the
 * call stopped before the document was in a build (it had no answer in time), and the call is taken again.
 */
function onItsWay(builds: readonly BuildEntry[], id: string, seenAt: string | undefined, now: Date) {
  return builds.some(
    (build) =>
      build.documents.includes(id) &&
      (isFresh(build, now) ? !claimable(build, now) : build.state !== 'queued' && !!seenAt && (build.startedAt ?? '') >= seenAt),
  )
}

/**
 * Records a publish in the site status, for the publish function: whether its signed call
 * (`callHash`) was taken before, else the waiting build's key and whether this function asks the CDN
 * for it. What decides is the store's conditional writes, never a time, and no write needs the
 * document's revision (a hundred publishes at once would keep changing it under each other):
 *
 * 1. One transaction, its answer the status after it: the call recorded as a document of its own
 *    (a create, which fails, and the transaction with it, for a call seen before: a replay within the
 *    window its signature is valid for does nothing, unless the call it repeats never got its document
 *    into a build, `onItsWay`), and the document put at the head of the waiting build's list, an
 *    insert: inserts commute, so a bulk publish (a release, an import, a hundred at once) is one
 *    request each and no conflict.
 * 2. A waiting build asked for already, or being asked for (a claim under CLAIM_MS old): that is all.
 * 3. No waiting build: one function starts it, the one whose transaction creates the claim document
 *    of the slot after the newest build (a create, which only one can make) and writes the build,
 *    listing the document. The others join it. A waiting build whose asker stopped (its claim over
 *    CLAIM_MS old) is taken over the same way.
 *
 * `forget` takes the call's record back, for a call that failed and that Sanity will make again.
 * `signal`: ends it where it is (the function's budget for the status).
 */
export async function recordPublish(
  client: SanityClient,
  documentId: string,
  key: string,
  callHash: string,
  now = new Date(),
  signal?: AbortSignal,
): Promise<Recorded> {
  const id = published(documentId)
  const seen = SEEN_PREFIX + callHash
  const forget = (signal?: AbortSignal) => client.delete(seen, { signal }).then(() => undefined)
  const listed = `builds[state=="queued"].documents`
  const join = () =>
    client
      .patch(BUILD_STATUS_ID)
      .unset([`${listed}[@=="${id}"]`])
      .insert('before', `${listed}[0]`, [id])
  const claimWith = (slot: string, patch: Patch) => claimSlot(client, slot, patch, now, signal)
  let status: Status | undefined
  try {
    const written = (await client
      .transaction()
      .create({ _id: seen, _type: `${BUILD_STATUS_TYPE}.seen`, at: now.toISOString() })
      .createIfNotExists({ _id: BUILD_STATUS_ID, _type: BUILD_STATUS_TYPE, builds: [] })
      .patch(join())
      .commit({ returnDocuments: true, signal })) as unknown as Status[]
    status = written.findLast((doc) => doc._id === BUILD_STATUS_ID)
  } catch (error) {
    if (!conflict(error)) throw error
    const before = await client.fetch<{ at?: string; status?: Status }>(
      `{ "at": *[_id == $seen][0].at, "status": *[_id == $status][0] }`,
      { seen, status: BUILD_STATUS_ID },
      { signal },
    )
    if (onItsWay(before.status?.builds ?? [], id, before.at, now)) return { replayed: true }
    status = await join().commit<Status>({ signal })
  }
  for (let attempt = 1; attempt <= JOIN_ATTEMPTS; attempt++) {
    const builds = Array.isArray(status?.builds) ? status.builds : []
    const waiting = builds.find((build) => isFresh(build, now))
    if (waiting && waiting.documents.includes(id)) {
      if (!claimable(waiting, now)) return { replayed: false, waiting: waiting._key, ask: false, forget }
      // Its asker stopped: the function whose claim is first asks again.
      const ask = await takeOver(client, waiting, now, signal)
      return { replayed: false, waiting: waiting._key, ask, forget }
    }
    if (!waiting) {
      // This function starts the waiting build, if first; one waiting for over an hour was never started by the CDN.
      const entry: BuildEntry = { _key: key, state: 'queued', queuedAt: now.toISOString(), documents: [id], claimedAt: now.toISOString() }
      // (A patch sets before it unsets: each build's list named by its key.)
      const stale = builds.filter((build) => build.state === 'queued')
      const patch = client.patch(BUILD_STATUS_ID).unset(stale.map((build) => `${at(build._key)}.documents[@=="${id}"]`))
      for (const build of stale)
        patch.set({
          [`${at(build._key)}.state`]: 'failed',
          [`${at(build._key)}.finishedAt`]: now.toISOString(),
          [`${at(build._key)}.reason`]: 'The CDN did not start this build within an hour. Publish again to retry.',
        })
      // The slot after the newest build of any state: a stale waiting build's own claim (kept until a build
      // is next asked for) is never the slot of the build that replaces it.
      const newest = builds[0]?._key ?? 'none'
      if (await claimWith(`after.${newest}`, patch.insert('before', 'builds[0]', [entry])))
        return { replayed: false, waiting: key, ask: true, forget }
    }
    // Another function started it, or the build was taken over meanwhile: joined.
    signal?.throwIfAborted()
    if (attempt > 1) await new Promise((done) => setTimeout(done, 20 + Math.random() * 30 * attempt))
    status = await join().commit<Status>({ signal })
  }
  throw new Error('the site status kept changing under this publish')
}

/** Removes the records of calls and claims older than `windowMs` (their signatures expired): two requests, once for each build asked for. */
export async function forgetOldCalls(client: SanityClient, windowMs: number, now = new Date(), signal?: AbortSignal) {
  const cutoff = new Date(now.getTime() - windowMs).toISOString()
  const old = await client.fetch<string[]>(
    `*[(string::startsWith(_id, $seen) || string::startsWith(_id, $claims)) && at < $cutoff]._id`,
    { seen: SEEN_PREFIX, claims: CLAIM_PREFIX, cutoff },
    { signal },
  )
  if (old.length) await old.reduce((tx, id) => tx.delete(id), client.transaction()).commit({ signal })
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
