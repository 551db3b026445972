/**
 * The production build, reported to the Site status, as Netlify runs it (netlify.toml): what it
 * does, the clock of a build asked for ahead of a moment and its wait included, is
 * tools/site-build/reported-build.ts.
 *
 *   node tools/site-build/report-build.ts <build command…>
 */
import { reportedBuild } from './reported-build.ts'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: node tools/site-build/report-build.ts <build command…>')
  process.exit(2)
}
process.exit(await reportedBuild(command, args))
