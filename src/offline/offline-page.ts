/**
 * The page the service worker shows for an address it keeps nothing of, with no connection, instead
 * of the browser's error page: a kept page's frame (the emergency bar, header, footer and bottom bar,
 * with the current contacts and alerts: src/offline/contacts.ts, src/lib/alert-banner.ts) around
 * the layout copy's words for it (section "offline": its heading and note, and where "Keep for offline"
 * is, for next time) and the list of the pages this device keeps (kept-pages.ts). A page of HTML alone: its scripts that would hydrate the kept page are left out, so
 * the links work as links, to kept copies or to this page again. Browser-safe, no DOM: the worker
 * bundles it.
 */
import type { KeptPage } from './kept-pages'

/**
 * The offline page's words, from the layout copy (written into the worker by its build step): its
 * heading and note, where "Keep for offline" is, for next time (`keepHint`), and its list's name.
 */
export type OfflineWords = { heading: string; note: string; keepHint: string; keptPages: string }

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const attribute = (value: string) => text(value).replace(/"/g, '&quot;')

/** The scripts that would hydrate the kept page (React Router's), its structured data and its module preloads. */
const PAGE_SCRIPTS =
  /<script\b[^>]*\btype="(?:module|application\/ld\+json)"[^>]*>[\s\S]*?<\/script>|<script>window\.__reactRouter[\s\S]*?<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/g

/** The offline page, in `frame`'s frame (a kept page, brought up to date), listing `kept`. */
export function offlinePage(frame: string, words: OfflineWords, kept: KeptPage[]): string {
  const list = kept.map((page) => `<li><a href="${attribute(page.path)}">${page.title.replace(/</g, '&lt;')}</a></li>`).join('')
  const main =
    `<section class="section not-found" aria-labelledby="page-title"><div class="container narrow">` +
    `<h1 id="page-title">${text(words.heading)}</h1><div class="lead"><p>${text(words.note)}</p></div>` +
    (words.keepHint ? `<p class="offline-keep-hint">${text(words.keepHint)}</p>` : '') +
    (kept.length
      ? `<nav aria-labelledby="kept-pages"><h2 id="kept-pages" class="h3">${text(words.keptPages)}</h2><ul class="link-list">${list}</ul></nav>`
      : '') +
    `</div></section>`
  return frame
    .replace(PAGE_SCRIPTS, '')
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${text(words.heading)}</title>`)
    .replace(/ aria-current="page"/g, '')
    .replace(/(<main\b[^>]*>)[\s\S]*<\/main>/, (_, open: string) => `${open}${main}</main>`)
}
