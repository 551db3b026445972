/**
 * How the site search reads a query against the site's words (src/search/query.ts, concepts.ts): stop
 * words and words still being typed left out, the CMS's terms by any of their names and the words they
 * are asked with, the words that weigh nothing, numbers as people write them, and misspellings
 * corrected. How it reads Pagefind's answers: tests/unit/search-index.test.ts; how it ranks:
 * tests/unit/search-ranking.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { correctedQuery, Lexicon, queryWords } from '../../src/search/query'
import { plan, settle } from '../../src/search/concepts'

describe('how the box reads a query (src/search/query.ts, concepts.ts)', () => {
  const lexicon = new Lexicon({
    words: [
      'port',
      'salvage',
      'paradip',
      'mumbai',
      'pi',
      't',
      'us',
      'visakhapatnam',
      'mundra',
      'shed',
      '052025',
      'msn',
      '05',
      'latest',
      'delay',
    ],
    terms: [
      ['P&I', 'P and I', 'protection and indemnity'],
      ['Cochin', 'Kochi'],
      ['delay', 'miss'],
    ],
    asked: [[], [], ['late', 'missed deadline']],
    filler: ['Global Salvage India', 'company', 'India', 'port', 'how'],
    pages: 30,
  })
  const words = (query: string) => plan(query, lexicon).concepts.map((concept) => concept.typed.join(' '))

  it('reads words as the index does, leaves stop words out of a question, and keeps a short word whole only where the site holds it', () => {
    expect(queryWords('P&I cover, MSN 05/2025 Café')).toEqual(['pi', 'cover', 'msn', '052025', 'cafe'])
    expect(words('how fast can you respond')).toEqual(['fast', 'respond'])
    // Stop words only: searched as typed.
    expect(words('about us')).toEqual(['about', 'us'])
    // "t" is a word of the site; "re" (a word still being typed) is not: left out while a longer word remains.
    expect(words('salvage t re')).toEqual(['salvage', 't'])
    expect(plan('salvage t re', lexicon).concepts[1]!.says).toEqual([{ words: ['t'], whole: true }])
    expect(words('re')).toEqual(['re'])
    // A contraction is a stop word unless the site holds it as a word ("shed", not "she'd").
    expect(words("don't shed salvage")).toEqual(['shed', 'salvage'])
  })

  it('reads a name of a term as one thing, by any of its names, and a word it is asked with as the term, whole', () => {
    const pi = plan('P and I cover', lexicon)
    expect(pi.terms).toEqual([['P&I', 'P and I', 'protection and indemnity']])
    expect(pi.concepts[0]).toMatchObject({ typed: ['p', 'and', 'i'], term: 0, says: [{ words: ['p'] }, { words: ['pi'] }] })
    // Asked with "late": searched as the term ("delay"), and as itself only whole ("late" is not "latest").
    const late = plan('documents delivered late', lexicon)
    expect(late.concepts[2]).toMatchObject({
      term: 2,
      asked: true,
      says: [{ words: ['late'], whole: true, asked: true }, { words: ['delay'] }],
    })
    expect(late.terms).toEqual([['late', 'delay', 'miss']])
    // The longest name first: "missed deadline" is one thing.
    expect(words('what if you missed deadline')).toEqual(['missed deadline'])
  })

  it("weighs nothing of the words that weigh nothing on their own (the brand's name too), unless they are all the query has", () => {
    const salvage = plan('salvage company India', lexicon).concepts
    expect(salvage.map((concept) => [concept.typed.join(' '), concept.filler])).toEqual([
      ['salvage', false],
      ['company', true],
      ['india', true],
    ])
    expect(plan('Global Salvage India port', lexicon).concepts.every((concept) => !concept.filler)).toBe(true)
    expect(plan('paradip port', lexicon).concepts.map((concept) => concept.filler)).toEqual([false, true])
    // A word that weighs nothing and is a stop word ("how") is a stop word.
    expect(words('how paradip')).toEqual(['paradip'])
  })

  it('reads numbers as people write them: with or without a leading zero, and apart, as the site holds them', () => {
    const forms = (query: string) => plan(query, lexicon).concepts.map((concept) => concept.says.map((saying) => saying.words.join(' ')))
    expect(forms('MSN 5/2025')).toEqual([['msn'], ['052025']])
    expect(forms('msn 5 2025')).toEqual([['msn'], ['052025']])
    expect(forms('5')).toEqual([['05']])
    expect(forms('MSN 05/2025')).toEqual([['msn'], ['052025']])
    // A number the site does not hold in any form: as typed.
    expect(forms('7/2031')).toEqual([['72031']])
  })

  it('corrects a word that begins none of the site: one edit for 4 to 7 letters (a swap counts as one), two from 8, none below 4', () => {
    const settled = (query: string) => settle(plan(query, lexicon), new Set(), lexicon)
    expect(settled('paradp port').corrections).toEqual([{ from: 'paradp', to: 'paradip' }])
    expect(settled('mumabi').corrections).toEqual([{ from: 'mumabi', to: 'mumbai' }])
    expect(settled('mundar').corrections).toEqual([{ from: 'mundar', to: 'mundra' }])
    expect(settled('visakapatnm').corrections).toEqual([{ from: 'visakapatnm', to: 'visakhapatnam' }])
    expect(settled('prt')).toMatchObject({ corrections: [], unmatched: ['prt'] })
    expect(settled('zqxjvw')).toMatchObject({ corrections: [], unmatched: ['zqxjvw'] })
    // A word the index holds by its stem is searched as typed; asked as typed, a misspelling is not corrected.
    expect(settle(plan('salvaging', lexicon), new Set(['salvaging']), lexicon)).toMatchObject({ words: ['salvaging'], corrections: [] })
    expect(settle(plan('paradp', lexicon), new Set(), lexicon, { asTyped: true })).toMatchObject({ corrections: [], unmatched: ['paradp'] })
    expect(correctedQuery('Paradp  port', [{ from: 'paradp', to: 'paradip' }])).toBe('paradip  port')
    // Without the site's words (not loaded), every word is searched as typed.
    expect(settle(plan('paradp', undefined), new Set(), undefined)).toMatchObject({ words: ['paradp'], corrections: [], unmatched: [] })
  })

  it('knows a word the site holds whole and as the start of others ("late", "latest") from its own forms', () => {
    expect(lexicon.extends('late')).toBe(true)
    expect(new Lexicon({ words: ['document', 'documents', 'documented'], terms: [] }).extends('document')).toBe(false)
  })
})
