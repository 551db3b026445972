/**
 * The clock content is read for, in Node: the `$now` of every query that reads it (a notice is listed from its
 * publication, fragments.ts `NOTICE_LIVE`; an alert is in the banner between its start and its end,
 * `ALERTS_QUERY`) comes from here, passed by the one content layer (options.ts `runQuery` for the
 * pages, tools/site-build/cms-paths.ts `buildClient` for the build's own reads).
 *
 * - A build reads everything for one clock, its own: the time it is made for (SITE_BUILD_CLOCK, a
 *   moment to come when it is built ahead of it: server/build-ahead.ts), or, when that is
 *   unset or already past, the time it started. The build fixes it at its start
 *   (`assertBuildConfig`), so its pages, lists, feeds, sitemap, search index, alert banner and the
 *   offline worker's stamp all agree.
 * - The dev server and the tools: the current minute.
 * - A visitor's browser: its own minute, never before the clock the page was built for
 *   (content-api.ts `browserClock`).
 */

/** A build may be made this far ahead of the moment it is for, at most (server/env.ts checks SITE_BUILD_CLOCK by it). */
export const BUILD_CLOCK_MAX_AHEAD_MS = 30 * 60_000

/** The start of the minute `ms` falls in. */
export const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000

/** The clock a build starting `now` is made for: the time it was given, if still to come, else `now` (ISO 8601, UTC). */
export function buildClockFor(given: string | undefined, now = Date.now()): string {
  const at = Date.parse(given ?? '')
  return new Date(Number.isNaN(at) || at < now ? now : at).toISOString()
}

/** `$now` of a query run in Node: the build's own clock while it builds, else the current minute. */
export function serverClock(env: Record<string, string | undefined> = process.env, now = Date.now()): string {
  if (env.SITE_BUILDING === '1' && env.SITE_BUILD_CLOCK) return env.SITE_BUILD_CLOCK
  return new Date(minuteOf(now)).toISOString()
}

/**
 * A query's parameters with the clock added, `$now`, when the query reads it (Sanity's API refuses a
 * query whose parameter is missing; one it does not read would only make its answer less cacheable).
 * A value the caller gives for it is kept.
 */
export const withClock = <P extends Record<string, unknown>>(query: string, params?: P, now = serverClock()) =>
  query.includes('$now') ? { now, ...params } : { ...params }
