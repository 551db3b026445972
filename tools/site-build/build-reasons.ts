/**
 * What a build printed, as the Site status says it (contract/build-status.ts): its warnings, and for a
 * build that failed, the reason in editors' words (its own "The build stopped" lines, else
 * UNEXPLAINED_FAILURE, never a tool's dump or a stack) and the documents to fix; for the developer's
 * log, the reason as printed. Read by `npm run preview`'s rebuild (tools/preview/rebuild.ts) and the
 * production build reporting itself (tools/site-build/report-build.ts).
 */
import { stripVTControlCharacters } from 'node:util'
import type { BuildEntry } from '../../contract/build-status.ts'
import { BUILD_FIX_PREFIX, BUILD_WARNING_PREFIX } from '../../contract/constants.ts'

/** What a build printed: its last lines, and every warning line (BUILD_WARNING_PREFIX) it printed, in editors' words. */
export type BuildOutput = { output: string[]; warnings: string[] }

/** How many of a build's last lines are kept for its reason, and at most how many warnings it reports. */
const KEPT_LINES = 40
const KEPT_WARNINGS = 20

/**
 * Gathers a build's output as it streams (stdout and stderr, in chunks that may cut a line): its
 * last KEPT_LINES lines, and every warning for the Site status however early it came.
 */
export function buildOutput() {
  const kept: BuildOutput = { output: [], warnings: [] }
  let partial = ''
  const line = (text: string) => {
    if (!text.trim()) return
    kept.output.push(text)
    kept.output.splice(0, Math.max(0, kept.output.length - KEPT_LINES))
    const plain = stripVTControlCharacters(text)
    const at = plain.indexOf(BUILD_WARNING_PREFIX)
    const warning = at === -1 ? '' : plain.slice(at + BUILD_WARNING_PREFIX.length).trim()
    if (warning && !kept.warnings.includes(warning) && kept.warnings.length < KEPT_WARNINGS) kept.warnings.push(warning)
  }
  return {
    ...kept,
    add(chunk: Buffer | string) {
      const lines = (partial + chunk.toString()).split('\n')
      partial = lines.pop() ?? ''
      lines.forEach(line)
    },
    /** The last line, when the build ended without a newline. */
    end() {
      line(partial)
      partial = ''
      return kept
    },
  }
}

/** The build's own one-line reasons ("The build stopped: …"), each from its start. */
function stoppedLines(output: string[]) {
  return output
    .map((line) => stripVTControlCharacters(line))
    .filter((line) => line.includes('The build stopped'))
    .map((line) => line.slice(line.indexOf('The build stopped')))
}

/** Why a build failed, for the developer's log: the build's one-line reasons when it gave them, else its errors or last lines. */
export function reasonOf(output: string[]) {
  const stopped = stoppedLines(output)
  if (stopped.length) return stopped.join('\n')
  const lines = output.map((line) => stripVTControlCharacters(line))
  const stated = lines.filter((line) => /Error:|error:/.test(line))
  return (stated.length ? stated : lines.slice(-5)).join('\n')
}

/**
 * What an editor reads for a build that failed without a reason of its own (a crash, a tool's
 * error): what happened and what to do. The error itself is a developer's, in the build's log.
 */
export const UNEXPLAINED_FAILURE =
  "The build failed on an error of its own, not on something in the content. The site still shows the last build. Publish again to try again; if it fails again, a developer will find the error in the build's log."

/** The documents a failed build names as stopping it (its BUILD_FIX_PREFIX lines): each published id, with the field to fix where it says. */
export function fixFieldsOf(output: string[]) {
  const named = output
    .map((line) => stripVTControlCharacters(line))
    .filter((line) => line.includes(BUILD_FIX_PREFIX))
    .flatMap((line) => line.slice(line.indexOf(BUILD_FIX_PREFIX) + BUILD_FIX_PREFIX.length).split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('#')
      return at === -1 ? { id: entry } : { id: entry.slice(0, at), path: entry.slice(at + 1) }
    })
  const fields = new Map<string, string | undefined>()
  for (const { id, path } of named) if (id && (!fields.has(id) || (!fields.get(id) && path))) fields.set(id, path)
  return [...fields].map(([id, path]) => ({ id, path }))
}

/** The documents a failed build names as stopping it, published ids. */
export const fixIdsOf = (output: string[]) => fixFieldsOf(output).map((field) => field.id)

/**
 * What a failed build tells the site status: its reason in editors' words (its own "The build
 * stopped" lines, else UNEXPLAINED_FAILURE, never a stack or a tool's dump), and the documents to
 * fix where it named them, with the field to open where it named one.
 */
export function failure(output: string[]): Pick<BuildEntry, 'reason' | 'fix' | 'fixAt'> {
  const named = fixFieldsOf(output)
  const fix = named.map((field) => field.id)
  const fixAt = named.flatMap(({ id, path }) => (path ? [{ _key: id.replace(/[^\w-]/g, '-'), id, path }] : []))
  const stopped = stoppedLines(output)
  return {
    reason: stopped.length ? plainReason(stopped.join('\n')) : UNEXPLAINED_FAILURE,
    ...(fix.length ? { fix } : {}),
    ...(fixAt.length ? { fixAt } : {}),
  }
}

/** A build's warnings for the site status (none: no field). */
export const withWarnings = (warnings: string[] | undefined) => (warnings?.length ? { warnings } : {})

/** For editors: the build's own reason without its "The build stopped:" preamble, as a sentence. */
export function plainReason(reason: string) {
  const text = reason.replace(/The build stopped:\s*/g, '').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}
