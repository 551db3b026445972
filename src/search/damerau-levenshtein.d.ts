/** The damerau-levenshtein package (which ships no types): the edits between two words, an adjacent pair swapped counting as one. */
declare module 'damerau-levenshtein' {
  export default function distance(first: string, second: string, limit?: number): { steps: number; relative: number; similarity: number }
}
