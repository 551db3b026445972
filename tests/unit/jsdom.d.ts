/**
 * The part of jsdom's API the tests call directly (jsdom ships no types of its own; the component
 * tests use it as Vitest's environment instead): a document parsed from markup, as HTML or, with an
 * XML content type, by its XML parser, which throws on XML that is not well-formed.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string })
    readonly window: Window & typeof globalThis
  }
}
