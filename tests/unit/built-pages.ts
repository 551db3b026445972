/**
 * The build's pages as the build-output tests (tests/unit/build-output*.test.ts) read them: the
 * built site's folder (build/client, after `npm run build`), whether there is a build, a page's
 * prerendered HTML and its visible text, and every file of a folder.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { CLIENT_DIR, pageHtml } from '../../tools/bench/bundle-size'

export const CLIENT = CLIENT_DIR
export const built = existsSync(join(CLIENT, 'index.html'))
export const html = (path: string) => pageHtml(path)

/** Visible text of the server HTML, scripts and styles removed. */
export function text(page: string) {
  return page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
}

/** Every file in `dir` and its folders. */
export function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}
