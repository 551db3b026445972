/**
 * A Playwright reporter printing, at the end of a run, where its time went: each project's span
 * (first test started to last test ended: the projects run in phases, playwright.config.ts), the
 * slowest spec files (their tests' durations summed, every project and retry included) and the
 * slowest tests. `npm test` prints it after the list of tests; docs/testing.md keeps the figures.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { relative } from 'node:path'

const FILES = 12
const TESTS = 10

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8)

export default class SlowestReporter implements Reporter {
  private files = new Map<string, { ms: number; tests: number }>()
  private tests: Array<{ title: string; ms: number }> = []
  private projects = new Map<string, { start: number; end: number; tests: number }>()

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file)
    const project = test.parent.project()?.name ?? ''
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 }
    entry.ms += result.duration
    entry.tests += 1
    this.files.set(file, entry)
    this.tests.push({ title: `[${project}] ${file}:${test.location.line} ${test.title}`, ms: result.duration })
    const start = result.startTime.getTime()
    const span = this.projects.get(project) ?? { start, end: start, tests: 0 }
    span.start = Math.min(span.start, start)
    span.end = Math.max(span.end, start + result.duration)
    span.tests += 1
    this.projects.set(project, span)
  }

  onEnd(result: FullResult) {
    if (!this.files.size) return
    const first = Math.min(...[...this.projects.values()].map((span) => span.start))
    console.log(`\nBrowser tests: ${seconds(result.duration).trim()} in all, servers' start included.`)
    console.log('Each project, from its first test to its last (seconds into the tests):')
    for (const [name, span] of [...this.projects].sort((a, b) => a[1].start - b[1].start))
      console.log(
        `  ${name.padEnd(12)} ${String(span.tests).padStart(4)} tests  ${seconds(span.start - first)} → ${seconds(span.end - first)}`,
      )
    console.log(`The ${FILES} slowest spec files (their tests' durations summed, all projects):`)
    for (const [file, { ms, tests }] of [...this.files].sort((a, b) => b[1].ms - a[1].ms).slice(0, FILES))
      console.log(`  ${seconds(ms)}  ${String(tests).padStart(3)} tests  ${file}`)
    console.log(`The ${TESTS} slowest tests:`)
    for (const { title, ms } of this.tests.sort((a, b) => b.ms - a.ms).slice(0, TESTS))
      console.log(`  ${seconds(ms)}  ${title.length > 150 ? `${title.slice(0, 149)}…` : title}`)
  }

  printsToStdio() {
    return false
  }
}
