/** The part of the stopword package (which ships no types) that the site search reads: its English list. */
declare module 'stopword' {
  export const eng: readonly string[]
}
