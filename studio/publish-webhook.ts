/**
 * The Sanity webhook that rebuilds the live site when an editor publishes: a GROQ-powered document
 * webhook on the document types the site reads, published documents only (no drafts, no release
 * versions), on create, update and delete, signed with a secret, posting to the site's publish
 * function (server/publish-hook.ts). The function checks the signature, shows the publish as
 * "queued" in the Studio's Site status and starts the CDN's build through its build hook.
 *
 * `npm run deploy:webhook` registers it (or updates the one of the same name), with:
 *   SANITY_PROJECT_ID, SANITY_DATASET   the project and dataset the site reads
 *   SANITY_AUTH_TOKEN                   a token allowed to manage the project's webhooks
 *                                       (sanity.io/manage > API > Tokens, Administrator)
 *   PUBLISH_FUNCTION_URL                https://<site>/.netlify/functions/publish
 *   SANITY_WEBHOOK_SECRET               the secret the function checks (the same value in
 *                                       Netlify's environment variables)
 *
 * `npm run preview` follows the local content store with the same filter and rebuilds the same way
 * (tools/preview/rebuild.ts), so publishing behaves locally as it will in production.
 */
import { API_VERSION } from '../contract/constants.ts'
import { checkEnv } from '../server/env.ts'
import schema from '../src/content/schema.json' with { type: 'json' }

/**
 * Every document type of the schema (as extracted for TypeGen; Sanity's own asset types aside): the
 * site reads them all.
 */
export const SITE_DOCUMENT_TYPES = schema
  .filter((type) => type.type === 'document' && !type.name.startsWith('sanity.'))
  .map((type) => type.name)

/** Published documents of the site's types: what a build reads. */
export const PUBLISHED_SITE_CONTENT = `_type in ${JSON.stringify(SITE_DOCUMENT_TYPES)} && !(_id in path("drafts.**")) && !(_id in path("versions.**"))`

export const PUBLISH_WEBHOOK = {
  type: 'document',
  name: 'Rebuild the site on publish',
  description:
    'Starts a build of the static site (pages, sitemap, PDFs) when content the site shows is published, changed, unpublished or deleted.',
  httpMethod: 'POST',
  apiVersion: `v${API_VERSION}`,
  includeDrafts: false,
  includeAllVersions: false,
  headers: {},
  rule: { on: ['create', 'update', 'delete'], filter: PUBLISHED_SITE_CONTENT, projection: '{_id, _type}' },
} as const

/** The Webhooks API's version (as the Sanity CLI uses it). */
const HOOKS_API_VERSION = 'v2025-08-04'

type Hook = { id: string; name: string; dataset: string }

/**
 * Creates the webhook for `dataset`, or updates the one of the same name, so running it again
 * changes nothing. Returns what it did.
 */
export async function registerPublishWebhook(options: {
  projectId: string
  dataset: string
  token: string
  url: string
  /** Sanity signs each call with it (header sanity-webhook-signature); the publish function checks it. */
  secret: string
  apiHost?: string
}) {
  const base = `${options.apiHost ?? 'https://api.sanity.io'}/${HOOKS_API_VERSION}/hooks/projects/${options.projectId}`
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(url, {
      method,
      headers: { Authorization: `Bearer ${options.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`)
    return res.json() as Promise<unknown>
  }
  const hook = { ...PUBLISH_WEBHOOK, dataset: options.dataset, url: options.url, secret: options.secret }
  const existing = ((await call('GET', base)) as Hook[]).find((h) => h.name === hook.name && h.dataset === options.dataset)
  if (existing) {
    await call('PATCH', `${base}/${existing.id}`, hook)
    return { action: 'updated' as const, id: existing.id }
  }
  const created = (await call('POST', base, hook)) as Hook
  return { action: 'created' as const, id: created.id }
}

// `npm run deploy:webhook`
if (import.meta.main) {
  const env = checkEnv()
  const missing = (
    ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_AUTH_TOKEN', 'PUBLISH_FUNCTION_URL', 'SANITY_WEBHOOK_SECRET'] as const
  ).filter((name) => !env[name])
  if (missing.length) {
    console.error(`npm run deploy:webhook needs ${missing.join(', ')} (see docs/deploy.md, "Deploy").`)
    process.exit(1)
  }
  const done = await registerPublishWebhook({
    projectId: env.SANITY_PROJECT_ID!,
    dataset: env.SANITY_DATASET!,
    token: env.SANITY_AUTH_TOKEN!,
    url: env.PUBLISH_FUNCTION_URL!,
    secret: env.SANITY_WEBHOOK_SECRET!,
  })
  console.log(`Webhook "${PUBLISH_WEBHOOK.name}" ${done.action} (${done.id}): publishing in ${env.SANITY_DATASET} now rebuilds the site.`)
}
