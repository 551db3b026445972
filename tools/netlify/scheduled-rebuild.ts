/**
 * Netlify scheduled function (netlify.toml, `[functions]`): every minute, asks for a build when an
 * alert started or ended or a notice's publication minute came since the last build. What it does:
 * tools/build/scheduled-rebuild.ts.
 */
import { handleScheduled } from '../build/scheduled-rebuild.ts'

export default () => handleScheduled()

/** Netlify reads it from this file: every minute (UTC), as SCHEDULE_EVERY_MS says. */
export const config = { schedule: '* * * * *' }
