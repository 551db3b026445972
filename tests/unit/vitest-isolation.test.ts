/**
 * Vitest runs most test files in a shared worker (vitest.config.ts, `isolate: false`): a file that
 * changes what a process shares must run in a process of its own (ISOLATED), or the files after it
 * in the same worker would run with its environment variables, time zone, globals or mocks.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, matchesGlob, relative } from 'node:path'
import { expect, it } from 'vitest'
import { ISOLATED } from '../../vitest.config'

/** What changes a process's shared state, as the test files write it. */
const SHARED_STATE =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|process\.chdir\(|(globalThis|global|window)\.\w+\s*=[^=]|Object\.defineProperty\((globalThis|window)\b|@vitest-environ[m]ent/

/** A file's code without what its string and template literals hold (a page's HTML may assign `window.x`). */
const code = (text: string) =>
  text
    .replace(/`(?:\\[\s\S]|[^`\\])*`/g, '``')
    .replace(/'(?:\\.|[^'\\\n])*'/g, "''")
    .replace(/"(?:\\.|[^"\\\n])*"/g, '""')

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.test\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )

it('runs every test file that changes shared state (environment, globals, mocks, jsdom) in a process of its own', () => {
  const isolated = (file: string) => ISOLATED.some((pattern) => matchesGlob(file, pattern))
  const found = files('tests/unit')
    .map((file) => relative('.', file))
    .filter((file) => SHARED_STATE.test(code(readFileSync(file, 'utf8'))))
  expect(found.length).toBeGreaterThan(10)
  expect(found.filter((file) => !isolated(file))).toEqual([])
  // And no file listed that no longer needs it.
  expect(ISOLATED.filter((pattern) => !pattern.includes('*') && !found.includes(pattern))).toEqual([])
})
