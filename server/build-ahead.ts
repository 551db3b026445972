/**
 * Building ahead of a moment (docs/forms-and-schedule.md, "Dated content on time"): a notice's
 * publication minute, an alert's start or end (contract/schedule.ts). A build takes a while (half
 * a minute on an idle machine, minutes on Netlify); begun only at the moment, the site would show the
 * notice that much late. So when the next moment is nearer than the lead time (`leadTime`: the
 * longest of the recent builds, as the Site status records them, with a margin), a build is made for
 * it (its clock, SITE_BUILD_CLOCK: contract/clock.ts) and put live at the moment, not before:
 * `npm run preview`'s rebuild switches to it then (tools/preview/rebuild.ts); in production the
 * scheduled function asks Netlify for it (server/scheduled-rebuild.ts) and the build waits for
 * the moment before it ends, Netlify deploying when it ends (tools/site-build/reported-build.ts).
 */
import type { BuildEntry } from '../contract/build-status.ts'

export { contentTime } from '../contract/build-status.ts'
import { ZONED_TIME } from '../contract/india-time.ts'
import { BUILD_CLOCK_MAX_AHEAD_MS } from '../contract/clock.ts'

/** The shortest lead: a build is never begun less than this ahead of its moment. */
export const LEAD_MIN_MS = 90_000
/** The longest lead, well within how far ahead a build may be made (SITE_BUILD_CLOCK's rule). */
export const LEAD_MAX_MS = BUILD_CLOCK_MAX_AHEAD_MS - 5 * 60_000
/** The margin over the longest recent build: a quarter more, and half a minute. */
const leadFor = (longest: number) => Math.round(longest * 1.25) + 30_000

/**
 * How long a build that went live took, from `from` (its start; in production its request, so that
 * Netlify's queue, checkout and install count) until it was built (before it waited for its moment),
 * or until it was live; undefined for a build that did not go live or says too little.
 */
export function buildDuration(build: BuildEntry, from: 'startedAt' | 'queuedAt' = 'startedAt'): number | undefined {
  if (build.state !== 'live') return undefined
  const took = Date.parse(build.builtAt ?? build.finishedAt ?? '') - Date.parse(build[from] ?? build.startedAt ?? '')
  return Number.isFinite(took) && took >= 0 ? took : undefined
}

/** How long ahead of a moment its build begins: the longest recent build (`builds`, the Site status's) with a margin, within LEAD_MIN_MS-LEAD_MAX_MS. */
export function leadTime(builds: readonly BuildEntry[], from: 'startedAt' | 'queuedAt' = 'startedAt'): number {
  const longest = Math.max(0, ...builds.map((build) => buildDuration(build, from) ?? 0))
  return Math.min(LEAD_MAX_MS, Math.max(LEAD_MIN_MS, leadFor(longest)))
}

/**
 * The clock a build starting at `started` is made for, from the one it was asked for (the Site
 * status's, in production, which anything with the token may write: checked): a time with its zone,
 * still to come, at most BUILD_CLOCK_MAX_AHEAD_MS ahead; else none (the build is for its start).
 */
export function aheadClock(clock: unknown, started: number): string | undefined {
  if (typeof clock !== 'string' || !ZONED_TIME.test(clock)) return undefined
  const at = Date.parse(clock)
  return at > started && at - started <= BUILD_CLOCK_MAX_AHEAD_MS ? new Date(at).toISOString() : undefined
}
