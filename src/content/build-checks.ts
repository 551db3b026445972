/**
 * At build time only (snapshot.ts imports this where the browser's bundle never runs it): what
 * stops a build while it renders a page, each in one line an editor reads in the Site status
 * (tools/preview/rebuild.ts takes the lines that begin "The build stopped").
 */
import { fixLine } from '../../contract/build-status.ts'
import { CMS_READ_TRIES } from '../../contract/constants.ts'
import { CMS_TIMEOUT_MS } from './config.ts'
import { pageNeeds } from './page-needs.ts'
import { needWords } from './studio-names.ts'

/**
 * Stops the build when a page query's result lacks what its page needs: a line in an editor's
 * words, one naming the documents to fix and the field in each (the Site status's "To fix" opens
 * it: "pageCopy.contact#hero.title"), and one for a developer.
 */
export function stopBuildWithout(data: unknown, queryKey: readonly unknown[]) {
  const needs = pageNeeds(data)
  if (!needs.length) return
  console.error(`The build stopped: ${needs.map(needWords).join('; ')}. Fill it in, in the Studio, and publish again.`)
  console.error(fixLine(needs))
  console.error(`(Page query ${JSON.stringify(queryKey)}; npm run content:reset restores the seed locally.)`)
  process.exit(1)
}

/**
 * Why a read of the CMS failed, in an editor's words: what happened, never the error's own text
 * ("other side closed", "connect ECONNREFUSED …"), which goes to the build's log only.
 */
export function unansweredWords(error: unknown) {
  const { name, statusCode } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; statusCode?: unknown }
  if (name === 'TimeoutError') return `the CMS did not answer within ${CMS_TIMEOUT_MS / 1000} seconds`
  if (typeof statusCode === 'number')
    return statusCode >= 500
      ? `the CMS answered with an error on its side (asked ${CMS_READ_TRIES} times)`
      : "the CMS refused the build's request"
  return `the connection to the CMS failed (asked ${CMS_READ_TRIES} times)`
}

/**
 * Stops the build when the CMS did not answer a read, even when asked again (a dropped connection,
 * an outage): one line in plain words for the Site status, and the error itself, with what was
 * being read (a page query's key, or the build's own read), in the log for a developer.
 */
export function stopBuildUnanswered(error: unknown, read: readonly unknown[] | string): never {
  console.error(
    `The build stopped: ${unansweredWords(error)}. The site still shows the last build; publish again, or wait for the next publish, to try again. If it keeps happening, a developer will find the details in the build's log.`,
  )
  // "fetch failed" says little by itself: its cause ("other side closed", "connect ECONNREFUSED …") says what.
  const detail =
    error instanceof Error ? [error.message, (error.cause as Error | undefined)?.message].filter(Boolean).join(': ') : String(error)
  console.error(`(The CMS's error: ${detail}; ${typeof read === 'string' ? read : `page query ${JSON.stringify(read)}`}.)`)
  process.exit(1)
}
