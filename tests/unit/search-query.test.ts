/**
 * How the site search reads a query against the site's words (src/search/query.ts, concepts.ts): stop
 * words and words still being typed left out, the CMS's terms by any of their names and the words they
 * are asked with, the words that weigh nothing, numbers as people write them, and misspellings
 * corrected. How it reads Pagefind's answers: tests/unit/search-index.test.ts; how it ranks:
 * tests/unit/search-ranking.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { correctedQuery, indexedWords, Lexicon, normalizeWord, queryWords, sameWord, stemOf } from '../../src/search/query'
import { plan, settle } from '../../src/search/concepts'
import { englishNearSite } from '../../tools/site-build/search-english'

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
    terms: [['P&I', 'P and I', 'protection and indemnity'], ['Cochin', 'Kochi'], ['delay', 'miss'], ['pre-arrival letter']],
    asked: [[], [], ['late', 'missed deadline'], []],
    filler: ['Global Salvage India', 'company', 'India', 'port', 'how'],
    printable: ['PDF', 'Template', 'Print out'],
    pages: 30,
  })
  const words = (query: string) => plan(query, lexicon).concepts.map((concept) => concept.typed.join(' '))

  it('reads words as the index does, leaves stop words out of a question, and keeps a short word whole only where the site holds it', () => {
    expect(queryWords('P&I cover, MSN 05/2025 Café')).toEqual(['pi', 'cover', 'msn', '052025', 'cafe'])
    expect(words('how fast can you respond')).toEqual(['fast', 'respond'])
    // Stop words only: searched as typed.
    expect(words('about us')).toEqual(['about', 'us'])
    // "t" is a word of the site, held whole; "re" begins none of its words: kept, as a word no page holds (issue 64).
    expect(words('salvage t re')).toEqual(['salvage', 't', 're'])
    expect(plan('salvage t re', lexicon).concepts[1]!.says).toEqual([{ words: ['t'], whole: true }])
    expect(plan('salvage t re', lexicon).concepts[2]).toMatchObject({ missing: true, says: [] })
    expect(words('re')).toEqual(['re'])
    // A contraction is a stop word unless the site holds it as a word ("shed", not "she'd").
    expect(words("don't shed salvage")).toEqual(['shed', 'salvage'])
  })

  it('searches a name holding a number of a digit or two whole: "under 2 hours" is not "2-4 hours" nor "24 hours"', () => {
    // Issue 64 (29 November, session 24): "how long for a tug to reach Paradip" read as the letter's
    // turnaround ("under 2 hours") found it on every page of response times, the salvage page first.
    const turnaround = new Lexicon({
      words: ['under', '2', 'hours', 'tug', 'paradip'],
      terms: [['under 2 hours'], ['tug']],
      asked: [['how long'], []],
    })
    const read = plan('how long for a tug', turnaround).concepts[0]!
    expect(read).toMatchObject({ term: 0, asked: true })
    expect(read.says.find((saying) => !saying.asked)).toEqual({ words: ['2', 'hours'], whole: true })
    // A name of longer words is read as the start of them still.
    expect(plan('tug', turnaround).concepts[0]!.says[0]).toMatchObject({ words: ['tug'], whole: false })
  })

  it('searches a phrase a term is asked with whole, its stop words too ("who do I call" is not "call", as in a port call)', () => {
    const hotline = new Lexicon({ words: ['who', 'do', 'i', 'call', 'port', 'hotline'], terms: [['Hotline']], asked: [['who do I call']] })
    expect(plan('who do i call', hotline).concepts[0]!.says[0]).toEqual({
      words: ['who', 'do', 'i', 'call'],
      whole: true,
      asked: true,
      weight: expect.any(Number),
    })
  })

  it('reads a bound before a number as what the query asks, in either of its words ("below 300 GT" is "under 300 GT")', () => {
    expect(words('vessels below 300 GT')).toEqual(['vessels', 'below', '300', 'gt'])
    expect(plan('vessels below 300 GT', lexicon).concepts[1]).toMatchObject({
      says: [
        { words: ['under'], whole: true },
        { words: ['below'], whole: true },
      ],
    })
    // Elsewhere a stop word still.
    expect(words('vessels below the line')).toEqual(['vessels', 'line'])
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
    // A word that weighs nothing between a name's words ("all Indian ports" says "all ports"); not before it.
    expect(words('missed India deadline')).toEqual(['missed india deadline'])
    expect(plan('missed India deadline', lexicon).concepts[0]).toMatchObject({ term: 2, asked: true })
    expect(words('India missed deadline')).toEqual(['india', 'missed deadline'])
    // A name's hyphenated word typed apart says it ("pre arrival letter", "pre-arrival letter"); the words as typed.
    expect(plan('pre arrival letter Mundra', lexicon).concepts[0]).toMatchObject({ typed: ['pre', 'arrival', 'letter'], term: 3 })
    expect(words('pre arrival letter Mundra')).toEqual(['pre arrival letter', 'mundra'])
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

  it('reads a word as Pagefind indexes it, plain ASCII or not: letters and digits, lower case, accents and marks off, compounds in parts', () => {
    const cases: Array<[string, string, string[]]> = [
      ['Port-Call', 'portcall', ['portcall', 'port', 'call']],
      ['(P&I/Financial', 'pifinancial', ['pifinancial', 'financial']],
      ['05/2025,', '052025', ['052025', '05', '2025']],
      ['NavAid', 'navaid', ['navaid', 'nav', 'aid']],
      ['"Mumbai".', 'mumbai', ['mumbai']],
      ['Café-Bar', 'cafebar', ['cafebar', 'cafe', 'bar']],
      ['Ship’s', 'ships', ['ships']],
      ['Thoothukudi\u00a0Port', 'thoothukudiport', ['thoothukudiport', 'thoothukudi', 'port']],
      ['…', '', []],
    ]
    for (const [raw, word, parts] of cases) {
      expect(normalizeWord(raw), raw).toBe(word)
      expect(indexedWords(raw), raw).toEqual(parts)
    }
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

  it('reads a word that asks for a printable document, in any of its forms, as that: nothing to correct, nothing to name a page by (issue 64)', () => {
    for (const word of ['pdf', 'pdfs', 'template', 'templates', 'print'])
      expect(plan(`delay ${word}`, lexicon).concepts[1], word).toMatchObject({ typed: [word], printable: true })
    // Not a word of the site, yet never "corrected" nor left out.
    expect(plan('delay templates', lexicon)).toMatchObject({ unsure: [] })
    // Of a name of several, its words that mean something ("out" of "print out" asks for nothing).
    for (const word of ['pd', 'printer', 'temple', 'documents', 'out'])
      expect(plan(`delay ${word}`, lexicon).concepts[1]?.printable, word).toBeUndefined()
  })

  it('knows a word the site holds whole and as the start of others ("late", "latest") from its own forms', () => {
    expect(lexicon.extends('late')).toBe(true)
    expect(new Lexicon({ words: ['document', 'documents', 'documented'], terms: [] }).extends('document')).toBe(false)
  })
})

describe('every word the visitor typed, read (issue 64)', () => {
  const lexicon = new Lexicon(
    {
      words: ['dgs', 'circular', 'boom', 'booms', 'right', 'delay', 'pumps', 'duty', 'desk', 'port', 'salvage'],
      terms: [['service credit', 'credit'], ['salvage']],
      asked: [['penalty'], []],
      filler: ['port'],
      pages: 20,
    },
    // The English words near the site's (the build's english/<letter>.json): "night" is one, "bomo" is not.
    async (letter) => ({ n: ['night'], r: ['room'] })[letter],
  )
  const words = (query: string) => plan(query, lexicon).concepts.map((concept) => concept.typed.join(' '))

  it("reads a word's forms as one: a plural's or a verb's ending and a final e taken off, never below four letters", () => {
    for (const form of ['delays', 'delayed', 'delaying']) expect(stemOf(form), form).toBe(stemOf('delay'))
    expect(stemOf('penalties')).toBe('penalty')
    expect(stemOf('stopped')).toBe('stop')
    expect(stemOf('issued')).toBe(stemOf('issue'))
    // Not a full stemmer: words of other meanings stay apart, and a word ending as "business" or "status" keeps its s.
    expect(stemOf('response')).not.toBe(stemOf('respond'))
    expect(stemOf('status')).toBe('status')
    expect(sameWord('us', 'u')).toBe(false)
    expect(sameWord('gas', 'ga')).toBe(false)
    // A word the term is asked with, in another form, is the term ("penalties" is asked as "penalty").
    expect(plan('late penalties', lexicon).concepts.at(-1)).toMatchObject({ term: 0, asked: true })
    // A form of a site's word is no misspelling: searched as typed (Pagefind holds it by its stem), never corrected.
    expect(plan('delays', lexicon)).toMatchObject({ unsure: [] })
  })

  it('keeps a short word of the trade: where the site holds none whole, as the start of its words; where none begins with it, as a word no page holds', () => {
    // "DG" is no word of the site, but begins "dgs": read as its start, never left out.
    expect(plan('DG circular', lexicon).concepts[0]).toMatchObject({ typed: ['dg'], says: [{ words: ['dg'], whole: false }] })
    // "ZQ" begins none: kept as a word no page holds (the search says so, and its answer is weak).
    const zq = plan('ZQ port', lexicon)
    expect(zq.concepts[0]).toMatchObject({ typed: ['zq'], missing: true, says: [] })
    expect(settle(zq, new Set(), lexicon).unmatched).toEqual(['zq'])
    // A letter alone beside longer words is a word still being typed: left out.
    expect(words('salvage q')).toEqual(['salvage'])
  })

  it('never decides between pages by the words a question is wrapped in: pronouns, auxiliaries, determiners and hedges are stop words', () => {
    expect(words('who is on duty at night')).toEqual(['duty', 'night'])
    expect(words('does someone need to be at the desk')).toEqual(['desk'])
    expect(words('is anyone at the desk tonight')).toEqual(['desk', 'tonight'])
    // Nor by its determiners and hedges: "every port we cover" says what "which ports do you cover" asks.
    expect(words('Every port we cover')).toEqual(['port', 'cover'])
    expect(words('I just want to know the tug times')).toEqual(['tug', 'times'])
    // Nor by asking for help: "can you help with a grounded ship" asks about the ship, not the about page's "help".
    expect(words('can you help with a grounded ship')).toEqual(['grounded', 'ship'])
  })

  it("never replaces a word spelled as English words are by one of the site's: it corrects only a word that is no word", async () => {
    expect(await lexicon.isWord('night')).toBe(true)
    expect(await lexicon.isWord('bomo')).toBe(false)
    const settled = async (query: string) => {
      const draft = plan(query, lexicon)
      const english = new Set<string>()
      for (const word of draft.unsure) if (await lexicon.isWord(word)) english.add(word)
      return settle(draft, new Set(), lexicon, { words: english })
    }
    // "night" is one edit from "right", and an English word: not corrected, a word no page holds.
    expect(await settled('duty night')).toMatchObject({ corrections: [], unmatched: ['night'] })
    expect(await settled('room')).toMatchObject({ corrections: [], unmatched: ['room'] })
    // "bomo" is no word: corrected to the site's nearest.
    expect((await settled('bomo')).corrections).toEqual([{ from: 'bomo', to: 'boom' }])
    // Where the English words cannot be read (offline, not kept), a word is corrected as before.
    expect(await new Lexicon({ words: ['right'], terms: [] }).isWord('night')).toBe(false)
  })

  it('a query whose every word left weighs nothing searches those ("Hazira port", Hazira being no word of the site)', () => {
    const hazira = settle(plan('Hazira port', lexicon), new Set(), lexicon)
    expect(hazira).toMatchObject({ unmatched: ['hazira'], weightless: true })
    expect(hazira.concepts.find((concept) => concept.typed[0] === 'port')).toMatchObject({ filler: false })
  })

  it("the build ships only the English words a correction would replace: near a site's word, none of its words, none's start, no form of one", () => {
    const near = englishNearSite(
      ['right', 'salvage', 'boom'],
      new Set(['night', 'sight', 'right', 'rights', 'salvaging', 'broom', 'bo', 'zebra', 'elephantine']),
    )
    expect(near).toEqual(['broom', 'night', 'sight'])
    // And those it would read as two of the site's words run together.
    expect(englishNearSite(['air', 'port', 'case', 'studies'], new Set(['airport', 'casestudies', 'passport']))).toEqual([
      'airport',
      'casestudies',
    ])
  })

  it('a word near none of the site\'s, two of them run together, is read as both side by side ("casestudies"); an English one never', () => {
    const words = new Lexicon({ words: ['case', 'studies', 'air', 'port', 'the', 'page'], terms: [], pages: 10 })
    const read = settle(plan('casestudies', words), new Set(), words)
    expect(read.corrections).toEqual([{ from: 'casestudies', to: 'case studies' }])
    expect(read.concepts[0]!.says).toEqual([{ words: ['case', 'studies'], whole: false }])
    expect(correctedQuery('casestudies', read.corrections)).toBe('case studies')
    // A form of a word counts ("casestudy"); a stop word never ("thepage"); an English word is never split.
    expect(words.split('casestudy')).toEqual(['case', 'study'])
    expect(words.split('thepage')).toBeUndefined()
    const english = settle(plan('airport', words), new Set(), words, { words: new Set(['airport']) })
    expect(english).toMatchObject({ corrections: [], unmatched: ['airport'] })
    // Asked for as typed, nothing is split.
    expect(settle(plan('casestudies', words), new Set(), words, { asTyped: true }).corrections).toEqual([])
  })
})
