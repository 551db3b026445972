/**
 * Site status: what became of the last publishes. `npm run preview`'s rebuild
 * (tools/preview/rebuild.ts) writes it locally; in production the publish function records each
 * publish as queued (server/publish-hook.ts) and the CDN's build takes it over and records
 * building, live or failed (tools/site-build/report-build.ts), both with a write token (docs/deploy.md, "Deploy"). The Studio reads it (studio/build-status.tsx):
 * a "Site status" tool, and a badge on each document a failed build was started by.
 *
 * It is a system document, not a schema type: editors never edit it, the Studio's lists and
 * search never show it, and the publish webhook and the rebuild (which follow the schema's types)
 * never rebuild for it.
 */
import { BUILD_FIX_PREFIX } from './constants.ts'

/**
 * An id with a dot: on Sanity such a document is outside the public perspective, so a public
 * dataset never shows its build errors to anyone but signed-in editors and tokens.
 */
export const BUILD_STATUS_ID = 'system.siteBuildStatus'
export const BUILD_STATUS_TYPE = 'siteBuildStatus'
/**
 * Longer than any build takes (a rebuild here takes a minute or two; a build on Netlify a few): a
 * build still "building" after it stopped without saying how it ended (its process killed, the CMS
 * down while it wrote its end), and the Studio says so (studio/build-status.tsx).
 */
export const BUILD_LONGEST_MS = 20 * 60 * 1000
/** How many builds the status keeps, newest first. */
export const BUILD_STATUS_KEEP = 10

/** queued: a publish is waiting for the build; building; live: the site has it; failed: the site still shows the last good build. */
export type BuildState = 'queued' | 'building' | 'live' | 'failed'

export type BuildEntry = {
  _key: string
  state: BuildState
  /** When the first publish of this build arrived (ISO time). */
  queuedAt: string
  startedAt?: string
  finishedAt?: string
  /** Published ids of the documents whose publishes this build takes to the site. */
  documents: string[]
  /** Why it failed, in plain words naming the document and field where the build knows them. */
  reason?: string
  /** What the build left out of the site and went on without, in plain words naming the document (content written past the Studio). */
  warnings?: string[]
  /** Failed: the published ids of the documents the build names as stopping it (the Studio links them and marks them). */
  fix?: string[]
  /** Failed: of those, the field to fix where the build named one (a Studio path: "supportEmail"); "To fix" opens it. */
  fixAt?: Array<{ _key: string; id: string; path: string }>
  /** Production, while queued: when a publish function began asking the CDN for this build (ISO time). */
  claimedAt?: string
  /** Production, while queued: the CDN accepted the build; later publishes join it without asking again. */
  requested?: boolean
  /** A build started by the clock, not a publish: why, in an editor's words ('the alert "…" starts'; contract/schedule.ts). */
  scheduled?: string
  /**
   * A build made ahead of a moment (server/build-ahead.ts): the time it shows dated content for
   * (ISO time), and it goes live then, not before. Queued with it by the scheduled function in production.
   */
  clock?: string
  /** A build made ahead of its moment: when it was built, before it waited for its moment to go live (ISO time). */
  builtAt?: string
}

export type BuildStatusDocument = { _id: string; _type: string; builds: BuildEntry[] }

/**
 * The time a build shows its dated content for (a notice from its publication, an alert between its
 * start and its end): the moment it was made ahead of (`clock`), or its start.
 */
export function contentTime(build: Pick<BuildEntry, 'startedAt' | 'clock'>): number {
  const clock = Date.parse(build.clock ?? '')
  const started = Date.parse(build.startedAt ?? '')
  return Number.isNaN(clock) ? started : Number.isNaN(started) ? clock : Math.max(clock, started)
}

export const BUILD_STATUS_QUERY = `*[_id == "${BUILD_STATUS_ID}"][0]{builds}`

/**
 * The line a failed build prints naming the documents it stops on (BUILD_FIX_PREFIX), each by its
 * published id and, where the build knows it, the field to fix (`id#path`, a Studio path:
 * "siteSettings#supportEmail", "pageCopy.contact#hero.title"), one entry a document (the first
 * with a field): the Site status links each, to that field (`fixAt`). Printed by every check that
 * stops a build (the page checks in src/content/build-checks.ts, the content checks in
 * tools/site-build/), read back by tools/site-build/build-reasons.ts.
 */
export function fixLine(problems: ReadonlyArray<{ id: string; path?: string }>) {
  const fields = new Map<string, string | undefined>()
  for (const { id, path } of problems) if (!fields.has(id) || (!fields.get(id) && path)) fields.set(id, path)
  return `${BUILD_FIX_PREFIX} ${[...fields].map(([id, path]) => (path ? `${id}#${path}` : id)).join(', ')}`
}
