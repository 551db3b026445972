/**
 * Every environment variable the build, the servers, the tools, the seed import and the Studio's
 * launcher read, in one schema: its meaning, its rule and its default (`.env.example` lists the same
 * names, and tests/unit/env.test.ts keeps the two equal). Node only: the browser reads the few
 * public values as `import.meta.env`, which vite.config.ts defines from values checked here, so no
 * schema library reaches the browser.
 *
 * An empty variable counts as unset, as everywhere in the code before this module. `checkEnv()`
 * fails at once, naming each variable that breaks its rule and what is wrong with it.
 */
import { parse as parseHost } from 'tldts'
import { z } from 'zod'
import { ZONED_TIME } from '../contract/india-time.ts'
import { BUILD_CLOCK_MAX_AHEAD_MS } from '../contract/clock.ts'

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value)
const optional = <T extends z.ZodType>(schema: T, meaning: string) => z.preprocess(unsetWhenEmpty, schema.optional()).describe(meaning)

const port = z.coerce
  .number({ error: 'must be a port number (1-65535)' })
  .int('must be a port number (1-65535)')
  .min(1, 'must be a port number (1-65535)')
  .max(65535, 'must be a port number (1-65535)')
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) address, e.g. https://example.com' })
const flag = (on: string) => z.enum([on], { error: `must be "${on}" or unset` })
/**
 * Space-separated CSP sources: origins (`https://host`, `https://host:8443`, `wss://host`) or host
 * patterns (`https://*.host`). Each one goes into the Content-Security-Policy and `_headers` as it
 * is, so nothing else passes: no path, quote, `;`, comma or control character that could add a
 * directive or a header line.
 */
const SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i
/**
 * Whether a host pattern covers every site under a public suffix: `https://*.com`, `https://*.co.in`,
 * `https://*.netlify.app` (the Public Suffix List's private section too, where anyone can have a
 * site), rather than a site's own hosts (`https://*.example.com`, `https://*.example.netlify.app`).
 */
const overPublicSuffix = (source: string) => {
  const host = /^[a-z]+:\/\/\*\.([^:]+)/i.exec(source)?.[1]
  return host !== undefined && parseHost(host, { allowPrivateDomains: true }).domain === null
}
const listOf = (value: string) => value.split(/[ \t]+/).filter(Boolean)
const sources = z
  .string()
  .refine((value) => listOf(value).every((source) => SOURCE.test(source)), {
    error: 'must be origins separated by spaces, e.g. https://studio.example.com https://*.example.com',
  })
  .refine((value) => !listOf(value).some(overPublicSuffix), {
    error:
      'must not take in every site under a public suffix (as https://*.co.in or https://*.netlify.app would): name your own domain, e.g. https://*.example.com',
  })

const projectId = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a Sanity project id: lowercase letters, digits and hyphens')
const dataset = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a dataset name: lowercase letters, digits, "_" and "-", at most 64')

export const ENV_SCHEMA = z.object({
  // Content
  SANITY_PROJECT_ID: optional(
    projectId,
    'Sanity project the site reads. Default: none, the local content store (tools/stand-ins/content).',
  ),
  SANITY_DATASET: optional(dataset, 'Dataset of that project. Default: production.'),
  SANITY_API_WRITE_TOKEN: optional(
    z.string(),
    'Editor token for `npm run seed` into a real project, and for recording builds in it. Default: none.',
  ),
  SANITY_AUTH_TOKEN: optional(z.string(), 'Token that may manage webhooks, for `npm run deploy:webhook`. Default: none.'),
  // Email-manager (public: the browser reads them)
  VITE_EMAIL_MANAGER_URL: optional(httpUrl, "The email-manager's base address. Default: the local stand-in on the site's own origin."),
  VITE_BUSINESS_ID: optional(z.string(), 'Business id sent with every email-manager call. Default: global-salvage-india.'),
  // Build and hosting
  SITE_LOCAL: optional(flag('1'), '1: a build against the local stand-ins, without the production configuration. Default: unset.'),
  SITE_BUILD_DIR: optional(z.string(), 'Folder a build is written to (a rebuild on publish sets its own). Default: build.'),
  SITE_BUILD_CLOCK: optional(
    z
      .string()
      .refine((value) => ZONED_TIME.test(value) && !Number.isNaN(Date.parse(value)), {
        error: 'must be a time with its zone (ISO 8601), e.g. 2026-11-27T08:30:00Z',
      })
      .refine((value) => !(Date.parse(value) - Date.now() > BUILD_CLOCK_MAX_AHEAD_MS), {
        error: `must not be more than ${BUILD_CLOCK_MAX_AHEAD_MS / 60_000} minutes ahead`,
      }),
    "The time a build shows its dated content for (notices, alerts), when made ahead of it; a time already past counts as the build's start (`npm run preview` and the production build set it: docs/forms-and-schedule.md). Default: the build's start.",
  ),
  SITE_REBUILD: optional(flag('off'), 'off: `npm run preview` serves the build as it is, without rebuilding on publish. Default: unset.'),
  SITE_CONNECT_SRC: optional(sources, 'More hosts the pages may call (CSP connect-src), space-separated. Default: none.'),
  SITE_IMG_SRC: optional(sources, 'More hosts images may come from (CSP img-src), space-separated. Default: none.'),
  SITE_FRAME_ANCESTORS: optional(
    sources,
    "Origins of the Studio allowed to frame the site for draft preview, space-separated. Default: the local Studio's.",
  ),
  SITE_PREVIOUS_BUILD: optional(
    z.string(),
    "Folder of the build served before this one, whose addresses.json tells which port or page moved (a rebuild on publish sets it). Default: the live site's /addresses.json.",
  ),
  CHROME_PATH: optional(
    z.string(),
    'Chromium the build prints the PDFs with, and, when set, the browser tests drive. Default: /usr/bin/chromium (the browser tests: /usr/bin/chromium-headless-shell where installed).',
  ),
  SHARE_IMAGE_CACHE: optional(
    z.string(),
    "Folder the build keeps the pages' drawn share images in between builds, so it draws only what changed. Default: node_modules/.cache/share-images.",
  ),
  PDF_CACHE: optional(
    z.string(),
    'Folder the build keeps its printed PDFs in between builds, so it prints only the documents whose page changed. Default: node_modules/.cache/pdfs.',
  ),
  NETLIFY_BUILD_HOOK: optional(
    httpUrl.refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), {
      error: 'must not hold a user name or password (Netlify build hooks need none; they would be printed with a failed call)',
    }),
    "Netlify build hook the publish function calls (set in Netlify's environment). Default: none.",
  ),
  SANITY_WEBHOOK_SECRET: optional(
    z.string().min(16, 'must be at least 16 characters'),
    "Secret Sanity signs the publish webhook with; the publish function checks it (Netlify's environment and `npm run deploy:webhook`). Default: none.",
  ),
  FORM_STAMP_SECRET: optional(
    z.string().min(16, 'must be at least 16 characters'),
    "Secret the pages' forms are stamped with as they are served, and the form endpoint checks (Netlify's environment, scope Functions: docs/forms-and-schedule.md). Default: none; npm start and npm run preview make one of their own at each start.",
  ),
  PUBLISH_FUNCTION_URL: optional(
    httpUrl,
    'Address of the publish function the webhook calls, https://<site>/.netlify/functions/publish (`npm run deploy:webhook`). Default: none.',
  ),
  INCOMING_HOOK_BODY: optional(z.string(), 'Set by Netlify: the body of the webhook call that started the build. Do not set.'),
  URL: optional(
    httpUrl,
    "Set by Netlify: the site's address (its Not Found page; the forms' pages when a bundle lacks the build's copy). Do not set.",
  ),
  FORM_STORE_BUDGET_MS: optional(
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(100, 'must be 100 or more'),
    "How long one request of the form functions to Netlify Blobs may take, in ms, before the store is taken as failing (a lead then goes unguarded). Default: 2000 (server/form-store-blobs.ts STORE_CALL_MS). A longer one stretches the form's answer (8 s) and its guards' deadline in proportion (server/form-guards.ts deadlinesOf): Netlify ends a function at 10 s, so leave it unset there; the tests of the guards' exactness give a busy machine's time.",
  ),
  // Local servers
  LOCAL_API_PORT: optional(port, 'Port of the local content API. Default: 3334.'),
  LOCAL_STORE_DIR: optional(z.string(), 'Folder of the local content store. Default: .local/content.'),
  STUDIO_PORT: optional(port, 'Port of the local Studio. Default: 3333.'),
  LOCAL_CONTENT_API_URL: optional(
    httpUrl,
    'Set by the dev and preview servers and the build: where the running local content API answers. Do not set.',
  ),
  SITE_BUILDING: optional(flag('1'), 'Set by the build while it prerenders. Do not set.'),
  // Studio
  SANITY_STUDIO_PROJECT_ID: optional(projectId, 'Sanity project the Studio edits. Default: none, the local content store.'),
  SANITY_STUDIO_DATASET: optional(dataset, 'Dataset the Studio edits. Default: production.'),
  SANITY_STUDIO_PREVIEW_URL: optional(httpUrl, 'The site the Presentation tool shows. Default: http://localhost:5173.'),
  SANITY_STUDIO_LOCAL_API_PORT: optional(port, 'Set by `npm run studio`: the local content API the Studio talks to. Do not set.'),
  SANITY_STUDIO_DEVELOPER: optional(flag('1'), "1: the Studio shows the developers' fields (names pages read items by). Default: unset."),
  // Tests and benchmarks
  E2E_PORT: optional(port, "Port of the tests' preview server. Default: 4317."),
  DEV_PORT: optional(port, "Port of the tests' dev server. Default: 4318."),
  REBUILD_PORT: optional(port, "Port of the Studio tests' preview that rebuilds on publish. Default: 4321."),
  E2E_API_PORT: optional(port, "Port of the content API of the tests' preview server (a copy of the tests' store). Default: 4322."),
  E2E_CMS_PORT: optional(port, 'Port of the preview server of the tests that change content. Default: 4323.'),
  E2E_CMS_API_PORT: optional(port, 'Port of the content API of the preview server of the tests that change content. Default: 4324.'),
  BENCH_PORT: optional(port, 'Port `npm run bench:lighthouse` serves on. Default: a free one.'),
  BENCH_RUNS: optional(
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more'),
    'Lighthouse runs per page. Default: 3.',
  ),
})

export type Env = z.infer<typeof ENV_SCHEMA>

/** Variables whose values are secrets (a token, a webhook secret, a build hook anyone could call): never printed. */
const SECRET = /TOKEN|SECRET|HOOK$/

/**
 * The environment's variables, checked (`only`: just these): throws one error naming every
 * variable that breaks its rule, with its value unless that is a secret.
 */
export function checkEnv(source: Record<string, string | undefined> = process.env, only?: readonly (keyof Env)[]): Env {
  const names = only ?? (Object.keys(ENV_SCHEMA.shape) as (keyof Env)[])
  const schema = only ? ENV_SCHEMA.pick(Object.fromEntries(only.map((name) => [name, true])) as Record<keyof Env, true>) : ENV_SCHEMA
  const result = schema.safeParse(Object.fromEntries(names.map((name) => [name, source[name]])))
  if (result.success) return result.data as Env
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    return `  ${name}${SECRET.test(name) ? ' (value not shown)' : `="${source[name]}"`}: ${issue.message}`
  })
  throw new Error(`The environment has ${lines.length === 1 ? 'a variable' : 'variables'} the site cannot use:\n${lines.join('\n')}`)
}
