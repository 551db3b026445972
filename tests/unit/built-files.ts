/**
 * What the tests of a build (after `npm run build`) read of its pages: which of them hold a text.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CLIENT_DIR } from '../../tools/bench/bundle-size'

/** The built pages' HTML and data files (paths under the client folder, with slashes) that hold any of `texts`. */
export function pagesHolding(texts: readonly string[]) {
  const files = (readdirSync(CLIENT_DIR, { recursive: true }) as string[]).filter((file) => /\.(html|data)$/.test(file))
  // A build of every page (not a partial one): else "no other page holds it" would say little.
  if (files.length <= 40) throw new Error(`${CLIENT_DIR} holds ${files.length} pages: build the site first`)
  return files
    .filter((file) => {
      const text = readFileSync(join(CLIENT_DIR, file), 'utf8')
      return texts.some((word) => text.includes(word))
    })
    .map((file) => file.split('\\').join('/'))
    .sort()
}
