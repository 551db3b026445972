/**
 * A Vitest reporter printing, after the run, its slowest test files: the time each took to import
 * (its modules and suites) and to run (its tests and hooks). `npm test` prints it after Vitest's own
 * summary; docs/testing.md keeps the figures.
 */
import type { Reporter, TestModule } from 'vitest/node'

const FILES = 12

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8)

export default class VitestSlowest implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = modules.map((module) => {
      const { collectDuration, duration } = module.diagnostic()
      return { file: module.relativeModuleId, collect: collectDuration, run: duration }
    })
    rows.sort((a, b) => b.collect + b.run - (a.collect + a.run))
    console.log(`\nThe ${FILES} slowest test files (import + tests and hooks):`)
    for (const { file, collect, run } of rows.slice(0, FILES))
      console.log(`  ${seconds(collect + run)}  (${seconds(collect).trim()} + ${seconds(run).trim()})  ${file}`)
  }
}
