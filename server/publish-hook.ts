/**
 * The publish function: what Sanity's publish webhook calls in production (studio/publish-webhook.ts,
 * `npm run deploy:webhook`), deployed as a Netlify Function (netlify/functions/publish.ts). It shows an
 * editor's publish in the Studio's Site status at once, as "queued", then asks Netlify to build:
 *
 * 1. The request must be Sanity's: signed with SANITY_WEBHOOK_SECRET (the `sanity-webhook-signature`
 *    header, its HMAC recomputed with @sanity/webhook and compared in constant time) and at most
 *    five minutes old (Sanity retries a failed call twice, about a minute apart). Else 401, and
 *    nothing changes.
 * 2. Its body must be the webhook's projection, `{_id, _type}` (at most 16 kB). Else 400 (413).
 * 3. A call taken before (its signature seen within those five minutes: remembered in the site
 *    status, or without it in Netlify Blobs, build-requests.ts) is a replay: 200, nothing changes.
 *    The publish joins the build waiting in the site status, or starts one (site-status.ts: a bulk
 *    publish makes one build, every document listed).
 * 4. Netlify's build hook (NETLIFY_BUILD_HOOK) gets the same body, which Netlify passes to the
 *    build as INCOMING_HOOK_BODY (report-build.ts): once per waiting build, so that publishing ten
 *    documents at once makes one build, not ten. If Netlify does not take it, the waiting build is
 *    marked failed with why, and the answer is 502, so that Sanity tries again.
 *
 * Without SANITY_API_WRITE_TOKEN (or SANITY_PROJECT_ID) the build is still asked for, once for each
 * call (a replay refused all the same, by its record in Netlify Blobs); only the status is not written.
 *
 * Netlify stops a function at 10 s, so the whole of it is bounded well under that (FUNCTION_BUDGET_MS):
 * the site status has STATUS_WAIT_MS before the build hook is asked (a content API that hangs or
 * fails never keeps the build from being asked for), the hook BUILD_HOOK_TIMEOUT_MS, and the status's
 * last write RECORD_WAIT_MS.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { checkEnv, type Env } from './env.ts'
import { forgetOldCalls, recordPublish, statusClient } from './site-status.ts'
import { BUILD_STATUS_ID } from '../contract/build-status.ts'
import { bodyText } from './request-body.ts'
import { hashed, type BuildRequests } from './build-requests.ts'

/** The webhook's body is `{_id, _type}`: anything much longer is not Sanity's. */
const MAX_BODY_BYTES = 16 * 1024
/** How far a signature's time may be from now: Sanity's two retries come within about a minute. */
const MAX_AGE_MS = 5 * 60 * 1000
/** A document id or type as Sanity writes them. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** Whether `signature` is Sanity's for `body` with `secret`, made within MAX_AGE_MS of now. */
async function signedBySanity(body: string, signature: string | null, secret: string, now: number) {
  if (!signature) return false
  try {
    const { timestamp } = decodeSignatureHeader(signature)
    if (Math.abs(now - timestamp) > MAX_AGE_MS) return false
    const expected = Buffer.from(await encodeSignatureHeader(body, timestamp, secret))
    const given = Buffer.from(signature.trim())
    return given.length === expected.length && timingSafeEqual(given, expected)
  } catch {
    return false
  }
}

/** The request's body as text, or undefined past MAX_BODY_BYTES (read no further). */
const bodyOf = (request: Request) => bodyText(request, MAX_BODY_BYTES)

function published(body: string): { _id: string; _type: string } | undefined {
  try {
    const { _id, _type } = JSON.parse(body) as Record<string, unknown>
    return typeof _id === 'string' && typeof _type === 'string' && NAME.test(_id) && NAME.test(_type) ? { _id, _type } : undefined
  } catch {
    return undefined
  }
}

/** How long one request to the site status (Sanity's API) may take, tried once: a guard against an API that hangs. */
export const STATUS_REQUEST_MS = 4000
/**
 * The most the site status may take, in all, before the build hook is asked (a guard against an API
 * that answers, slowly): past it the build is asked for all the same, the status being worth less than
 * the build. A publish makes one request to it (a transaction: site-status.ts `recordPublish`), the
 * one that starts a build one more, so a hundred at once are a hundred requests: the guard is for an
 * API that stalls, never what decides who asks.
 */
export const STATUS_BUDGET_MS = 4500
/** How long the build hook may take to answer. */
export const BUILD_HOOK_TIMEOUT_MS = 2500
/** How long the status may take to record the hook's answer (or take a failed call back). */
export const RECORD_WAIT_MS = 1000
/** The longest the function runs (its three waits): well under the 10 s Netlify gives it. */
export const FUNCTION_BUDGET_MS = STATUS_BUDGET_MS + BUILD_HOOK_TIMEOUT_MS + RECORD_WAIT_MS

/** Connection errors that say the service is not there at all (nothing listens, no such host), as a busy machine never makes them. */
const NOT_THERE = new Set(['ECONNREFUSED', 'ENOTFOUND'])
const codeOf = (error: unknown) => {
  const err = error as { code?: unknown; cause?: { code?: unknown } }
  return String(err.code ?? err.cause?.code ?? '')
}

/**
 * Whether a call to a service ended without an answer either way: no answer within its budget, or a
 * connection that stalled or broke (a busy machine, as much as a stalled service). Not: an answer
 * (a 5xx, a 429), or a service that is not there at all (NOT_THERE).
 */
export function stalled(error: unknown): boolean {
  const err = error as Error & { statusCode?: number }
  return typeof err.statusCode !== 'number' && !NOT_THERE.has(codeOf(err))
}

/** What went wrong with a call to a service, in a few words: "did not answer within 2.5 s", "answered 503". */
export function failure(error: unknown, budgetMs: number): string {
  const err = error as Error & { statusCode?: number }
  if (typeof err.statusCode === 'number') return `answered ${err.statusCode}`
  if (NOT_THERE.has(codeOf(err))) return `could not be reached (${codeOf(err)})`
  if (['TimeoutError', 'AbortError'].includes(err.name)) return `did not answer within ${budgetMs / 1000} s`
  return `did not answer (${codeOf(err) || err.message})`
}

/**
 * Asks Netlify for a build through its build hook (`hookUrl`, NETLIFY_BUILD_HOOK), with `body` (which
 * Netlify passes to the build as INCOMING_HOOK_BODY) and `title` (the deploy's name in Netlify's
 * list). Resolves to undefined when Netlify took it, else to why not, in words that never hold the
 * hook's address (a secret of its own). The publish function and the scheduled rebuild
 * (scheduled-rebuild.ts) both ask this way.
 */
export async function askForBuild(hookUrl: string, title: string, body: string): Promise<string | undefined> {
  const hook = new URL(hookUrl)
  hook.searchParams.set('trigger_title', title)
  let refused: string | undefined
  try {
    // Netlify stops a function at 10 s: a hook that hangs is given up on before, and said so.
    const res = await fetch(hook, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(BUILD_HOOK_TIMEOUT_MS),
    })
    if (!res.ok) refused = `Netlify answered ${res.status} ${res.statusText}`.trim()
  } catch (error) {
    const err = error as Error
    refused =
      err.name === 'TimeoutError'
        ? `Netlify did not answer within ${BUILD_HOOK_TIMEOUT_MS / 1000} s`
        : `Netlify could not be reached (${err.message.replaceAll(hookUrl, 'the build hook').replaceAll(hook.href, 'the build hook')})`
  }
  if (refused !== undefined) console.error(`The build hook did not take the build: ${refused}`)
  return refused
}

/**
 * After asking for the waiting build (`key`): accepted, later publishes join it; refused, it is
 * marked failed with why (every publish waiting for it is told: they asked no build of their own),
 * and `retry` says what happens next. A write that needs no revision, so that the publishes joining
 * the build meanwhile cannot make it fail; a build taken over meanwhile (its key gone) is left as it is.
 */
export async function recordRequest(client: SanityClient, key: string, refused: string | undefined, now: Date, retry: string) {
  const build = `builds[_key=="${key}"]`
  const change =
    refused === undefined
      ? { [`${build}.requested`]: true }
      : {
          [`${build}.state`]: 'failed',
          [`${build}.finishedAt`]: now.toISOString(),
          [`${build}.reason`]: `The CDN did not accept the build: ${refused}. ${retry}`,
        }
  await client
    .patch(BUILD_STATUS_ID)
    .set(change)
    .commit({ signal: AbortSignal.timeout(RECORD_WAIT_MS) })
    .catch((error: unknown) => console.error(`Could not record the build request in the site status: it ${failure(error, RECORD_WAIT_MS)}`))
}

/** What the publish function reads: nothing else of the environment can stop it. */
const NEEDS = [
  'SANITY_WEBHOOK_SECRET',
  'NETLIFY_BUILD_HOOK',
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'SANITY_API_WRITE_TOKEN',
  'LOCAL_CONTENT_API_URL',
] as const

/** When Sanity signed a call: the time in its signature (checked by `signedBySanity` before). */
const signedAt = (signature: string) => decodeSignatureHeader(signature).timestamp

/**
 * Answers a call of Sanity's publish webhook. `requests`: where calls are remembered without the site
 * status (Netlify Blobs, given by netlify/functions/publish.ts).
 */
export async function handlePublish(
  request: Request,
  source: Record<string, string | undefined> = process.env,
  now = Date.now(),
  requests?: BuildRequests,
) {
  if (request.method !== 'POST') return answer(405, { error: 'Use POST' }, { Allow: 'POST' })
  let env: Pick<Env, (typeof NEEDS)[number]>
  try {
    env = checkEnv(source, NEEDS)
  } catch (error) {
    console.error((error as Error).message)
    return answer(500, { error: 'The publish function is not set up' })
  }
  if (!env.SANITY_WEBHOOK_SECRET || !env.NETLIFY_BUILD_HOOK) {
    console.error('The publish function needs SANITY_WEBHOOK_SECRET and NETLIFY_BUILD_HOOK (docs/deploy.md, "Deploy").')
    return answer(500, { error: 'The publish function is not set up' })
  }
  const body = await bodyOf(request)
  if (body === undefined) return answer(413, { error: 'Too large for a publish webhook' })
  if (!(await signedBySanity(body, request.headers.get(SIGNATURE_HEADER_NAME), env.SANITY_WEBHOOK_SECRET, now)))
    return answer(401, { error: 'Not signed by the Sanity webhook' })
  const document = published(body)
  if (!document) return answer(400, { error: 'Expected the webhook body {_id, _type}' })

  // The status: queued at once, so the editor sees the publish on its way.
  const client = statusClient(env, STATUS_REQUEST_MS)
  if (!client)
    console.error('The Studio will not show this publish: SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN are needed by the function too.')
  /** What could not be used, and why: said in the answer and the log. */
  const unavailable: string[] = []
  let waiting: string | undefined
  let ask = true
  // A captured call replayed while its signature is valid: taken once only.
  let forget: (signal?: AbortSignal) => Promise<void> = async () => undefined
  const signature = request.headers.get(SIGNATURE_HEADER_NAME)!
  if (!client && requests) {
    // Each Blobs call has its own budget, tried once (build-requests.ts): this ends within STATUS_BUDGET_MS.
    try {
      const taken = await requests.take('calls', signedAt(signature), hashed(signature), now)
      if (!taken) return answer(200, { replayed: document._id })
      forget = taken
    } catch (error) {
      unavailable.push(`Netlify Blobs ${(error as Error).message}: the call was not checked against those taken before`)
    }
  } else if (!client) console.error('Without the site status nor Netlify Blobs, a replayed call cannot be told from a new one.')
  if (client) {
    // Each request within STATUS_REQUEST_MS, all of them within STATUS_BUDGET_MS.
    const signal = AbortSignal.timeout(STATUS_BUDGET_MS)
    try {
      const callHash = createHash('sha256').update(signature).digest('hex').slice(0, 32)
      const recorded = await recordPublish(client, document._id, randomUUID().slice(0, 12), callHash, new Date(now), signal)
      if (recorded.replayed) return answer(200, { replayed: document._id })
      ;({ waiting, ask, forget } = recorded)
    } catch (error) {
      const why = `The site status ${failure(error, signal.aborted ? STATUS_BUDGET_MS : STATUS_REQUEST_MS)}`
      if (stalled(error)) {
        // No answer in time: whether the publish joined a build asked for is not known, and a busy
        // machine is as slow as a stalled API. Asking would make one build per publish of a bulk
        // publish; the call is answered 503 instead, and Sanity makes it again (a call whose document
        // is not on its way is taken again: site-status.ts `recordPublish`). Its write, if it landed,
        // is built by the asker of the waiting build, or by the scheduled rebuild (a waiting build
        // nobody asked for within CLAIM_MS).
        console.error(`${why}: no build asked for by this call; Sanity makes it again.`)
        return answer(503, { error: `${why}: no build asked for; make the call again` }, { 'Retry-After': '30' })
      }
      // The API said no (5xx, 429, unreachable): the build is asked for without it.
      unavailable.push(`${why}: the build is asked for without it`)
      ;[waiting, ask] = [undefined, true]
    }
  }
  for (const line of unavailable) console.error(line)
  const said = unavailable.length ? { unavailable } : {}
  // The waiting build was asked for already: this publish goes with it.
  if (!ask) return answer(202, { queued: document._id, ...said })

  // Once for each build asked for, beside the hook: the calls' records past their window are removed.
  // (Not when the store just failed: one call to it, not tried again.)
  const sweep = !unavailable.length
    ? client
      ? forgetOldCalls(client, MAX_AGE_MS, new Date(now), AbortSignal.timeout(BUILD_HOOK_TIMEOUT_MS))
      : requests?.sweep('calls', MAX_AGE_MS, now)
    : undefined
  const [refused] = await Promise.all([
    askForBuild(env.NETLIFY_BUILD_HOOK, `Published ${document._type} ${document._id}`, body),
    sweep?.catch((error: unknown) => console.error(`Could not remove the old calls' records: ${(error as Error).message}`)),
  ])
  if (client && waiting)
    await recordRequest(client, waiting, refused, new Date(now), 'Sanity tries again within a minute; publishing again also retries.')
  if (refused === undefined) return answer(202, { queued: document._id, ...said })
  // Sanity makes the same call again: it is not a replay.
  await forget(AbortSignal.timeout(RECORD_WAIT_MS)).catch(() => undefined)
  return answer(502, { error: 'The CDN did not accept the build', reason: refused, ...said })
}
