/**
 * At build time only (snapshot.ts imports this where the browser's bundle never runs it): what
 * stops a build while it renders a page, each in one line an editor reads in the Site status
 * (tools/build/rebuild.ts takes the lines that begin "The build stopped").
 */
import { BUILD_FIX_PREFIX, CMS_READ_TRIES } from '../../contract/constants.ts'
import { needWords, pageNeeds } from './page-needs.ts'

/**
 * Stops the build when a page query's result lacks what its page needs: a line in an editor's
 * words, one naming the documents to fix (the Site status links them), and one for a developer.
 */
export function stopBuildWithout(data: unknown, queryKey: readonly unknown[]) {
  const needs = pageNeeds(data)
  if (!needs.length) return
  console.error(`The build stopped: ${needs.map(needWords).join('; ')}. Fill it in, in the Studio, and publish again.`)
  console.error(`${BUILD_FIX_PREFIX} ${[...new Set(needs.map((need) => need.id))].join(', ')}`)
  console.error(`(Page query ${JSON.stringify(queryKey)}; npm run content:reset restores the seed locally.)`)
  process.exit(1)
}

/** Stops the build when the CMS did not answer a page's query, even when asked again (a dropped connection, an outage). */
export function stopBuildUnanswered(error: unknown, queryKey: readonly unknown[]): never {
  const reason = error instanceof Error ? error.message : String(error)
  console.error(
    `The build stopped: the CMS did not answer (${reason}), asked ${CMS_READ_TRIES} times. The site still shows the last build; publish again, or wait for the next publish, to try again.`,
  )
  console.error(`(Page query ${JSON.stringify(queryKey)}.)`)
  process.exit(1)
}
