/**
 * The publish function: what Sanity's publish webhook calls in production (studio/publish-webhook.ts,
 * `npm run deploy:webhook`), deployed as a Netlify Function (tools/netlify/publish.ts). It shows an
 * editor's publish in the Studio's Site status at once, as "queued", then asks Netlify to build:
 *
 * 1. The request must be Sanity's: signed with SANITY_WEBHOOK_SECRET (the `sanity-webhook-signature`
 *    header, checked by @sanity/webhook) and at most an hour old. Else 401, and nothing changes.
 * 2. Its body must be the webhook's projection, `{_id, _type}`. Else 400.
 * 3. The publish joins the build waiting in the site status, or starts one (site-status.ts).
 * 4. Netlify's build hook (NETLIFY_BUILD_HOOK) gets the same body, which Netlify passes to the
 *    build as INCOMING_HOOK_BODY (report-build.ts). If Netlify does not take it, the waiting build
 *    is marked failed with why, and the answer is 502, so that Sanity tries again.
 *
 * Without SANITY_API_WRITE_TOKEN the build is still asked for; only the status is not written.
 */
import { randomUUID } from 'node:crypto'
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { BuildEntry } from '../../schemas/build-status.ts'
import { checkEnv } from '../env.ts'
import { queuePublish, statusClient, updateBuilds } from './site-status.ts'

/** The webhook's body is `{_id, _type}`: anything much longer is not Sanity's. */
const MAX_BODY_BYTES = 16 * 1024
/** How old a signed request may be: Sanity retries a failed call for a while with the same signature. */
const MAX_AGE_MS = 60 * 60 * 1000
/** A document id or type as Sanity writes them. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** Whether `signature` is Sanity's for `body` with `secret`, made within the last hour. */
async function signedBySanity(body: string, signature: string | null, secret: string, now: number) {
  if (!signature) return false
  try {
    const { timestamp } = decodeSignatureHeader(signature)
    if (timestamp > now + 5 * 60 * 1000 || now - timestamp > MAX_AGE_MS) return false
    return await isValidSignature(body, signature, secret)
  } catch {
    return false
  }
}

function published(body: string): { _id: string; _type: string } | undefined {
  try {
    const { _id, _type } = JSON.parse(body) as Record<string, unknown>
    return typeof _id === 'string' && typeof _type === 'string' && NAME.test(_id) && NAME.test(_type) ? { _id, _type } : undefined
  } catch {
    return undefined
  }
}

export async function handlePublish(request: Request, source: Record<string, string | undefined> = process.env, now = Date.now()) {
  if (request.method !== 'POST') return answer(405, { error: 'Use POST' }, { Allow: 'POST' })
  const env = checkEnv(source)
  if (!env.SANITY_WEBHOOK_SECRET || !env.NETLIFY_BUILD_HOOK) {
    console.error('The publish function needs SANITY_WEBHOOK_SECRET and NETLIFY_BUILD_HOOK (README, "Deploy").')
    return answer(500, { error: 'The publish function is not set up' })
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return answer(413, { error: 'Too large for a publish webhook' })
  const body = await request.text()
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return answer(413, { error: 'Too large for a publish webhook' })
  if (!(await signedBySanity(body, request.headers.get(SIGNATURE_HEADER_NAME), env.SANITY_WEBHOOK_SECRET, now)))
    return answer(401, { error: 'Not signed by the Sanity webhook' })
  const document = published(body)
  if (!document) return answer(400, { error: 'Expected the webhook body {_id, _type}' })

  // The status: queued at once, so the editor sees the publish on its way.
  const client = statusClient(env)
  let waiting: BuildEntry | undefined
  if (client) {
    const key = randomUUID().slice(0, 12)
    try {
      const builds = await updateBuilds(client, (builds) => queuePublish(builds, document._id, key, new Date(now)))
      waiting = builds.find((build) => build.state === 'queued')
    } catch (error) {
      console.error(`Could not record the publish in the site status: ${(error as Error).message}`)
    }
  }

  const hook = new URL(env.NETLIFY_BUILD_HOOK)
  hook.searchParams.set('trigger_title', `Published ${document._type} ${document._id}`)
  let refused: string | undefined
  try {
    const res = await fetch(hook, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    if (!res.ok) refused = `Netlify answered ${res.status} ${res.statusText}`.trim()
  } catch (error) {
    refused = `Netlify could not be reached (${(error as Error).message})`
  }
  if (refused === undefined) return answer(202, { queued: document._id })

  console.error(`The build hook did not take the build: ${refused}`)
  if (client && waiting) {
    const key = waiting._key
    await updateBuilds(client, (builds) =>
      builds.map((build) =>
        build._key === key && build.state === 'queued'
          ? {
              ...build,
              state: 'failed' as const,
              finishedAt: new Date(now).toISOString(),
              reason: `The CDN did not accept the build: ${refused}. Sanity will try again; publishing again also retries.`,
            }
          : build,
      ),
    ).catch((error: unknown) => console.error(`Could not record the failure in the site status: ${(error as Error).message}`))
  }
  return answer(502, { error: 'The CDN did not accept the build' })
}
