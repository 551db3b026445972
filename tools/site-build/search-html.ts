/**
 * Text in a page's HTML as the site search's build step reads it (tools/site-build/search-page.ts): React
 * escapes a page's text and attributes, and names are looked for in it as escaped.
 */

/** Text as React writes it into a page (and an attribute's value): its `&`, `<`, `>` and quotes escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
/** A text React escaped, as written. */
export const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
