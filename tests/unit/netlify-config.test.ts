/**
 * netlify.toml as Netlify reads it: the edge function for pages declared there (its paths where
 * Netlify reads them without running its code: a config of its own that could not be read would
 * leave every page unstamped while the build passed), the same paths `npm run preview` follows, and
 * nothing in the edge functions' folder that Netlify would take for a function of its own.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { EDGE_EXCLUDED, EDGE_PATH } from '../../server/clean-address'

const ROOT = join(import.meta.dirname, '../..')
const toml = parse(readFileSync(join(ROOT, 'netlify.toml'), 'utf8')) as {
  build: { publish: string; edge_functions: string }
  functions: { directory: string }
  edge_functions: Array<{ function: string; path: string; excludedPath: string[] }>
}

describe('netlify.toml', () => {
  it('declares the edge function for pages on every page, excluding what npm run preview excludes', () => {
    expect(toml.edge_functions).toEqual([{ function: 'pages', path: EDGE_PATH, excludedPath: EDGE_EXCLUDED }])
  })

  it("keeps only functions in the edge functions' folder, each declared; their own config names no path (the declaration's stands)", async () => {
    const files = readdirSync(join(ROOT, toml.build.edge_functions))
    expect(files.map((file) => file.replace(/\.ts$/, ''))).toEqual(toml.edge_functions.map((declared) => declared.function))
    ;(globalThis as { Netlify?: unknown }).Netlify = { env: { get: () => undefined } }
    try {
      for (const file of files) {
        const module = (await import(join(ROOT, toml.build.edge_functions, file))) as { default: unknown; config?: Record<string, unknown> }
        expect(typeof module.default, file).toBe('function')
        expect(module.config ?? {}, file).not.toHaveProperty('path')
      }
    } finally {
      delete (globalThis as { Netlify?: unknown }).Netlify
    }
  })

  it('publishes the build and takes its functions from netlify/functions', () => {
    expect([toml.build.publish, toml.functions.directory]).toEqual(['build/client', 'netlify/functions'])
  })
})
