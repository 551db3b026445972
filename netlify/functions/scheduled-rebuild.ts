/**
 * Netlify scheduled function (netlify.toml, `[functions]`): every minute, asks for a build ahead of
 * the next moment (an alert's start or end, a notice's publication minute) once it is nearer than
 * the builds take, for that moment's clock, and for a moment that came with no build made for it.
 * What it does: server/scheduled-rebuild.ts. Without the site status (no SANITY_API_WRITE_TOKEN), the
 * moments it asked for are remembered in Netlify Blobs (server/build-requests.ts), so that a run
 * again within the minute asks for no second build.
 */
import { siteBuildRequests } from '../../server/build-requests.ts'
import { handleScheduled } from '../../server/scheduled-rebuild.ts'

export default async () => handleScheduled(process.env, Date.now(), undefined, await siteBuildRequests())

/** Netlify reads it from this file: every minute (UTC), as SCHEDULE_EVERY_MS says. */
export const config = { schedule: '* * * * *' }
