/**
 * The site's Netlify Functions as a deploy makes them: bundled by Netlify's own bundler
 * (@netlify/zip-it-and-ship-it, as a deploy bundles netlify/functions/) and loaded from the bundle; and
 * the environment Netlify gives them: the site's variables (scope Functions), its address, and Netlify
 * Blobs' context pointing at @netlify/blobs' own local server (form-site.ts `startBlobs`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { zipFunction } from '@netlify/zip-it-and-ship-it'
import type { startBlobs } from './form-site'

export const ROOT = join(import.meta.dirname, '../..')

/** A function's handler, as Netlify calls it: the request, and its context (the client's address). */
export type Handler = (request: Request, context: { ip?: string }) => Promise<Response | undefined>

/**
 * The named functions of netlify/functions/, each bundled and loaded from its bundle; `close` removes
 * the bundles. `files`: what netlify.toml's `included_files` puts in a bundle (its path there: its
 * contents), written into each before it is loaded.
 */
export async function bundleFunctions<Name extends string>(names: readonly Name[], files: Record<string, string> = {}) {
  const dest = mkdtempSync(join(tmpdir(), 'gsi-functions-'))
  const bundled = await Promise.all(
    names.map((name) =>
      zipFunction(join(ROOT, 'netlify/functions', `${name}.ts`), dest, { archiveFormat: 'none', basePath: ROOT, repositoryRoot: ROOT }),
    ),
  )
  const load = async (name: Name) => {
    const root = bundled.find((result) => result?.name === name)!.path
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    const file = join(root, `netlify/functions/${name}.mjs`)
    return ((await import(pathToFileURL(file).href)) as { default: Handler }).default
  }
  const handlers = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await load(name)] as const))) as Record<
    Name,
    Handler
  >
  return { handlers, close: () => rmSync(dest, { recursive: true, force: true }) }
}

/**
 * Sets what Netlify gives the functions: the site's variables, its address (`URL`) and Blobs' context.
 * Returns what puts the environment back as it was.
 */
export function netlifyEnvironment(variables: Record<string, string>, blobs: Awaited<ReturnType<typeof startBlobs>>) {
  const saved = { ...process.env }
  const url = blobs.url
  Object.assign(process.env, {
    ...variables,
    NETLIFY_BLOBS_CONTEXT: Buffer.from(
      JSON.stringify({ siteID: blobs.siteID, token: blobs.token, edgeURL: url, uncachedEdgeURL: url, apiURL: url }),
    ).toString('base64'),
  })
  return () => {
    process.env = saved
  }
}
