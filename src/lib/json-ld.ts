/**
 * JSON-LD in a page's head: the serialisation every page's Seo uses. What a page says in it is built
 * by src/lib/structured-data.ts (only the pages that say something load it).
 */

/**
 * Serialises JSON-LD for a <script> element. CMS text can hold "</script>" or "<!--";
 * escaping <, > and & (and the JS line separators) as \u sequences keeps it valid JSON that
 * cannot break out of the element.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
