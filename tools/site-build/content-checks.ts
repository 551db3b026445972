/**
 * Content written past the Studio (through the API, an import, a script) is held to the Studio's own
 * rules by the build, each the schema's (schemas/), never a copy:
 * - refused: what the Studio would not publish and the site cannot show well: a notice's title or
 *   summary past its limit (a 100,000-character alert title added 204 kB to every page), or without
 *   text (a summary removed through the API left the feeds an empty one). The build stops before it
 *   writes anything, naming the notice and the field in the Studio's words, and the Site status links
 *   the notice ("To fix");
 * - left out, with a warning: what the build can go on without: an alert whose start or end the
 *   Studio would refuse (unparseable, without a time zone, missing, the end before the start) is not
 *   in the banner; a second redirect from the same old address, and a redirect from an address a page
 *   answers, are not in `_redirects`. Each is printed after BUILD_WARNING_PREFIX, which the rebuild and
 *   the production build's report gather into the build's warnings: the Site status lists them under
 *   the build, live or failed.
 */
import { fixLine } from '../../contract/build-status.ts'
import { BUILD_WARNING_PREFIX } from '../../contract/constants.ts'
import { hasText } from '../../contract/has-text.ts'
import { textLength } from '../../contract/text-length.ts'
import { alertTimeProblem, NOTICE_LIMITS } from '../../schemas/documents/notice.ts'
import { atMost } from '../../schemas/shared.ts'
import type { NOTICE_RULES_QUERY_RESULT } from '../../src/content/sanity.types.ts'

type Notice = NOTICE_RULES_QUERY_RESULT[number]
type Redirect = { from: string; to: string }
/** A notice the Studio would refuse: its id, the words naming it and the field, and the field's path ("To fix" opens it). */
export type Problem = { id: string; words: string; path: string }

/** A text shown in a message: its first words when it is long (a title past its limit is named, not quoted whole). */
const quoted = (text: unknown) => {
  const value = hasText(text) ? String(text).trim() : 'Untitled'
  return JSON.stringify(textLength(value) > 60 ? `${[...value].slice(0, 57).join('')}…` : value)
}

/** The Studio's words for a required text past its limit, or without text; true when it passes. */
function textProblem(value: unknown, max: number): string | true {
  if (!hasText(value)) return 'Required'
  return atMost(max)(value)
}

/** What the Studio would refuse of a notice's texts: each field named as the Studio labels it, with its message. */
export function noticeProblems(notices: readonly Notice[]): Problem[] {
  return notices.flatMap((notice) =>
    (
      [
        ['Title', 'title', textProblem(notice.title, NOTICE_LIMITS.title)],
        ['Summary', 'summary', textProblem(notice.summary, NOTICE_LIMITS.summary)],
      ] as const
    ).flatMap(([field, path, problem]) =>
      problem === true ? [] : [{ id: notice._id, words: `Notice ${quoted(notice.title)} › ${field}: ${problem}`, path }],
    ),
  )
}

/** Whether the banner may show an alert: its times as the Studio writes them (schemas/documents/notice.ts). */
export const showableAlert = (alert: { alertStarts?: unknown; alertEnds?: unknown }) =>
  alertTimeProblem('alertStarts', { ...alert, alert: true }) === true && alertTimeProblem('alertEnds', { ...alert, alert: true }) === true

/** The alerts the banner leaves out for their times, in an editor's words (an alert over by a valid end is no loss). */
export function alertWarnings(notices: readonly Notice[], now = Date.now()): string[] {
  return notices.flatMap((notice) => {
    if (!notice.alert || showableAlert(notice)) return []
    const ended =
      alertTimeProblem('alertEnds', { alert: true, alertEnds: notice.alertEnds }) === true && Date.parse(notice.alertEnds!) <= now
    if (ended) return []
    const [field, problem] = (
      [
        ['Alert starts', alertTimeProblem('alertStarts', notice)],
        ['Alert ends', alertTimeProblem('alertEnds', notice)],
      ] as const
    ).find(([, message]) => message !== true)!
    return [
      `The alert of notice ${quoted(notice.title)} is not shown in the banner: ${field}: ${problem}. Fix it in the Studio (the notice's Alert tab) and publish again.`,
    ]
  })
}

/**
 * The redirects `_redirects` holds (the first from each old address, none from an address a page
 * answers, each leading to a page built), and the warnings for those left out.
 */
export function redirectsKept(redirects: readonly Redirect[], built: ReadonlySet<string>) {
  const kept: Redirect[] = []
  const warnings: string[] = []
  for (const redirect of redirects) {
    const first = kept.find((other) => other.from === redirect.from)
    if (built.has(redirect.from))
      warnings.push(
        `The redirect from ${redirect.from} is left out: a page of the site answers at that address. Delete the redirect in the Studio (Redirects), or change its old address.`,
      )
    else if (first)
      warnings.push(
        `Two redirects lead from ${redirect.from}: the one to ${first.to} is used, the one to ${redirect.to} is left out. Delete one of them in the Studio (Redirects).`,
      )
    else if (built.has(redirect.to)) kept.push(redirect)
  }
  return { kept, warnings }
}

/** A warning for the Site status, in the build's log. */
export const warn = (words: string) => console.warn(`${BUILD_WARNING_PREFIX} ${words}`)

/**
 * The notices' rules, before anything is written: a refused notice stops a build (the dev server
 * warns and goes on), an alert left out is a warning (unless over by `now`, the build's clock).
 */
export function checkNotices(notices: readonly Notice[], now = Date.now()) {
  for (const words of alertWarnings(notices, now)) warn(words)
  const problems = noticeProblems(notices)
  if (!problems.length) return
  const reason = `${problems.map((problem) => problem.words).join('; ')}. The Studio would not publish it: fix it in the Studio and publish again.`
  if (process.env.SITE_BUILDING !== '1') return void console.warn(`A build would stop: ${reason}`)
  console.error(`The build stopped: ${reason}`)
  console.error(fixLine(problems))
  process.exit(1)
}
