/**
 * Netlify scheduled function (netlify.toml, `[functions]`): every minute, asks for a build ahead of
 * the next moment (an alert's start or end, a notice's publication minute) once it is nearer than
 * the builds take, for that moment's clock, and for a moment that came with no build made for it.
 * What it does: server/scheduled-rebuild.ts.
 */
import { handleScheduled } from '../../server/scheduled-rebuild.ts'

export default () => handleScheduled()

/** Netlify reads it from this file: every minute (UTC), as SCHEDULE_EVERY_MS says. */
export const config = { schedule: '* * * * *' }
