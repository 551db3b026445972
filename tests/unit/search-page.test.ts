/**
 * What the site search's index holds of a page (tools/site-build/search-page.ts): which pages, under which
 * kind; its name, other names, summary, short name and keys; the other names of the terms it names,
 * where; the names of the terms that lead to it (and the words they are asked with), or that it is
 * also about, and the ports its pre-arrival form serves; the brand's name weighing nothing; where a
 * term leads. The index built: tests/unit/search-index.test.ts; its ranking:
 * tests/unit/search-ranking.test.ts and tests/unit/search-queries.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { formAction } from '../../contract/forms.ts'
import { NOINDEX_PATHS } from '../../contract/routes.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found'
import { unusedWasm } from '../../tools/site-build/search-index'
import { forIndex, isNoindex, searchKindOf, servedNames, targetPath } from '../../tools/site-build/search-page'
import { KEY_END, nameKey } from '../../src/search/query'
import { TERM_TARGET_PARAMS, TERM_TARGET_TYPES, TERM_TARGETS } from '../../schemas/documents/searchTerm.ts'
import { documents } from '../../seed/content'
import { seedQuery } from './seed-query'

/** The keys a page's metadata holds, by field (src/search/query.ts NAME_KEYS). */
const keys = (read: string) =>
  Object.fromEntries(
    [...read.matchAll(/data-search-(bet|named|part|head)="([^"]*)"/g)].map(([, field, value]) => [field, value!.split(' ')]),
  )

describe('what the search indexes', () => {
  it("each page under its route's kind; never the email-link pages, the Not Found pages or /search", () => {
    expect(searchKindOf('/ports/mumbai')).toBe('port')
    expect(searchKindOf('/case-studies')).toBe('caseStudy')
    expect(searchKindOf('/case-studies/page/2')).toBe('caseStudy')
    expect(searchKindOf('/docs/dgs-msn05-2025')).toBe('document')
    expect(searchKindOf('')).toBe('page')
    expect(searchKindOf('/ports')).toBe('page')
    expect(searchKindOf('/agents/partner')).toBe('page')
    for (const path of [...NOINDEX_PATHS, ...NOT_FOUND_PATHS, '/search']) expect(searchKindOf(path), path).toBeUndefined()
  })

  it('hands Pagefind the page with its kind, name and summary, its cells, terms and words apart; leaves out a noindex page', () => {
    const html =
      '<head><title>Port guide: Paradip | Global Salvage India</title></head><main id="main" data-pagefind-body=""><h1>Paradip Port Authority</h1><dl><div><dt>State</dt><dd>Odisha</dd></div></dl><table><tr><th>Clause</th><th>Requirement</th></tr></table><p><span>Alert</span><time>2026-11-25</time></p></main>'
    const read = forIndex(html, 'port', { name: 'Paradip', otherNames: ['Paradeep'], brand: 'Global Salvage India' })
    expect(read).toMatch(
      /<main data-pagefind-filter="kind:port" data-search-title="Paradip" data-search-aka="Paradeep" data-search-summary="Port guide: Paradip" data-search-short="Paradip" /,
    )
    // Its picture, none (last: a value written in the attribute is the rest of it).
    expect(read).toContain(
      'data-pagefind-meta="title[data-search-title], aka[data-search-aka], summary[data-search-summary], short[data-search-short], named[data-search-named], part[data-search-part], head[data-search-head], image:"',
    )
    // A name of more than two words that matter is no short name.
    expect(forIndex('<main><h1>x</h1></main>', 'page', { name: 'Fleet retainer SLA schedule' })).not.toContain('data-search-short')
    // Its names' and headings' keys, each in its field: the name whole, the other names, the headings.
    expect(keys(read)).toEqual({ named: ['paradipqq'], part: ['paradeepqq'], head: ['paradipportauthorityqq'] })
    // An other name the CMS gives it as whole as its own (a port's "Other names") is a whole name: the
    // query "Deendayal port" names Kandla whole, not Vadinar, whose full name holds "Deendayal Port Authority".
    const kandla = forIndex('<main><h1>Kandla</h1></main>', 'port', {
      name: 'Kandla',
      otherNames: ['Deendayal Port (Kandla)', 'Deendayal'],
      alsoNamed: ['Deendayal'],
    })
    expect(keys(kandla)).toEqual({ named: ['kandlaqq', 'deendayalqq'], part: ['deendayalportkandlaqq', 'deendayalportqq'] })
    // Neighbouring elements' words apart (no "StateOdisha", "Alert2026-11-25"), and a block ending in a word still a sentence.
    const text = read
      .slice(read.indexOf('<main'))
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim()
    expect(text).toBe('Paradip Port Authority State Odisha Clause Requirement Alert 2026-11-25')
    expect(read).toContain('<div> <dt>State</dt> <dd>Odisha</dd></div>')
    // Without a name, its h1 as written (and without a title, no summary).
    expect(forIndex('<main><h1>Cyclone &amp; closure</h1></main>', 'notice')).toContain('data-search-title="Cyclone &amp; closure"')
    expect(forIndex('<main><h1>Cyclone</h1></main>', 'notice')).not.toContain('data-search-summary')
    // The title it is shared under, where it has one: a topic's list says its topic, not the list of all notices its browser title adds.
    const topic =
      '<head><title>Alerts: Notices: Circulars and Alerts | Global Salvage India</title><meta property="og:title" content="Alerts"/></head><main><h1>Alerts</h1></main>'
    expect(forIndex(topic, 'page', { brand: 'Global Salvage India' })).toContain('data-search-summary="Alerts"')
    expect(isNoindex('<head><meta name="robots" content="noindex"/></head>')).toBe(true)
    expect(isNoindex('<head><meta name="description" content="noindex"/></head>')).toBe(false)
  })

  it('keys a page by the words of its address, where its last part holds several (issue 64)', () => {
    const html = '<main><h1>Generate your pre-arrival pack</h1><h2>Frequently asked questions</h2></main>'
    const read = forIndex(html, 'page', { name: 'Pre-arrival letter generator', path: '/port-call-compliance' })
    expect(keys(read)).toEqual({
      named: ['prearrivallettergeneratorqq'],
      part: ['portcallcompliancqq'],
      head: ['generatprearrivalpackqq'],
    })
    // A key is of its words' stems: a name is named in any of their forms (a person's role by "who heads …").
    const role = forIndex(
      '<main><h1>Leadership</h1><p data-pagefind-weight="7">Head of Insurance &amp; Financial Security</p></main>',
      'page',
    )
    expect(keys(role).head).toEqual([nameKey('who heads insurance and financial security') + KEY_END])
    expect(nameKey('Port guides')).toBe(nameKey('port guide'))
    // An address of one word (a port's, a topic's) says what its name does: no key of its own.
    expect(keys(forIndex('<main><h1>Kandla</h1></main>', 'port', { name: 'Kandla', path: '/ports/kandla' }))).toEqual({
      named: ['kandlaqq'],
    })
  })

  it("adds a term's other names where a page names it: after every heading's, after the first of the text's; never where a page uses them itself", () => {
    const terms = [
      ['Cochin', 'Kochi'],
      ['P&I', 'P and I', 'protection and indemnity'],
      ['salvage', 'wreck removal'],
    ]
    const main =
      '<main><h2>Salvage at Cochin</h2><p>Cochin, then Cochin again.</p><p>P&amp;I cover, P&amp;I letters.</p><p>Salvage and wreck removal.</p><script>{"name":"Cochin"}</script></main>'
    const read = forIndex(`<html>${main}</html>`, 'page', { terms })
    const body = read.slice(read.indexOf('>', read.indexOf('<main')) + 1)
    // At the end of the text that names it, before its full stop: the page's own words stay side by side.
    expect(body).toContain('<h2>Salvage at Cochin ((Kochi))</h2>')
    expect(body).toContain('<p>Cochin, then Cochin again ((Kochi)).</p>')
    expect(body).toContain('<p>P&amp;I cover, P&amp;I letters ((P and I)) ((protection and indemnity)).</p>')
    // The page says "wreck removal" itself: nothing added after "salvage".
    expect(body).toContain('<h2>Salvage at')
    expect(body).not.toContain('((wreck removal))')
    // Never inside a script.
    expect(body).toContain('<script>{"name":"Cochin"}</script>')
    // A name's term, in the name: the page's other name, and a key of its own.
    const port = forIndex('<main><h1>x</h1></main>', 'port', { name: 'Cochin', terms })
    expect(port).toContain('data-search-aka="Kochi"')
    expect(keys(port)).toEqual({ named: ['cochinqq'], part: ['kochiqq'] })
    // Never inside a form (Pagefind reads none): the first place in the text is after it.
    const form = forIndex('<main><form><option>Cochin</option></form><p>Cochin.</p></main>', 'page', { terms })
    expect(form).toContain('<option>Cochin</option>')
    expect(form).toContain('<p>Cochin ((Kochi)).</p>')
    // At the end of the block's words, never inside its line: a link or a bold phrase within it keeps its neighbours.
    const line = forIndex(
      '<main><p>By <a href="/x">Cochin</a> port, for vessels of <strong>300 GT and above</strong>.</p></main>',
      'page',
      {
        terms,
      },
    )
    expect(line).toContain('<p>By  <a href="/x">Cochin</a> port, for vessels of  <strong>300 GT and above ((Kochi))</strong>.</p>')
  })

  it('gives a page the names of the terms that lead to it, and the ports its pre-arrival form serves that have no page: as other names, keys, and a line of text', () => {
    const terms = [
      ['Tuticorin', 'Thoothukudi'],
      ['hotline', 'phone number'],
    ]
    const known = new Set(['mumbai / jnpt'])
    const form = `<form action="${formAction('preArrival')}"><label for="p">Port of call</label><select id="p" name="port"><option value="">Select port</option><option value="Mumbai / JNPT">Mumbai / JNPT</option><option value="Tuticorin">Tuticorin</option><option value="Other">Other</option></select></form>`
    expect(servedNames(`<main>${form}</main>`, known)).toEqual(['Tuticorin'])
    // Another form's choices are no ports served.
    expect(
      servedNames(
        '<main><form action="/forms/send/fleet-quote"><select id="f" name="port"><option>Tuticorin</option></select></form></main>',
      ),
    ).toEqual([])
    const read = forIndex(`<main><h1>Pre-arrival</h1>${form}</main>`, 'page', {
      name: 'Pre-arrival letter',
      terms,
      known,
      bets: ['hotline', 'phone number'],
    })
    expect(read).toContain('data-search-aka="Tuticorin; hotline; phone number; Thoothukudi"')
    expect(keys(read)).toMatchObject({ bet: ['hotlinqq', 'phonnumberqq'], named: ['prearrivalletterqq'] })
    expect(keys(read).part).toEqual(expect.arrayContaining(['tuticorinqq', 'thoothukudiqq']))
    expect(read).toContain('</form> <p>Port of call: Tuticorin ((Thoothukudi)).</p>')
  })

  it("reads what a form that sends asks for as a line after it (Pagefind reads no form), not the visitor's details, nor a form that filters a list (issue 64)", () => {
    const required = '<span class="required-mark" aria-hidden="true"> <!-- -->*</span>'
    const quote = `<form action="${formAction('fleetQuote')}" method="post"><h2>Your fleet</h2><div aria-hidden="true"><input name="gsi_hp_ref"/></div><label for="q-size">Fleet size${required}</label><input id="q-size"/><label for="q-email">Email${required}</label><input id="q-email" autoComplete="email"/><label for="q-note">Message (optional)</label><textarea id="q-note"></textarea><button type="submit">Request Fleet Quote</button></form>`
    const filter = '<form role="search" action="/ports"><label for="f">Coast</label><select id="f"></select><button>Apply</button></form>'
    const read = forIndex(`<main><h1>Fleet retainer</h1>${quote}${filter}</main>`, 'page', { name: 'Fleet retainer' })
    // Not the visitor's own details (a field the browser fills) nor a free message.
    expect(read).toContain('</form> <p>Your fleet. Fleet size. Request Fleet Quote.</p>')
    expect(read).not.toContain('Coast.')
  })

  it("gives a form that sends a request the words that ask to send one (the CMS's), not the newsletter's sign-up (issue 64)", () => {
    const quote = `<form action="${formAction('fleetQuote')}" method="post"><label for="q-size">Fleet size</label><input id="q-size"/><button type="submit">Request Fleet Quote</button></form>`
    const newsletter = `<form action="${formAction('newsletter')}" method="post"><h2>Stay informed</h2><button>Subscribe</button></form>`
    const read = forIndex(`<main><h1>Fleet retainer</h1>${quote}${newsletter}</main>`, 'page', {
      name: 'Fleet retainer',
      sending: ['Request', 'Order', 'Q&A'],
    })
    // As the build adds other names (the box shows none in an excerpt).
    expect(read).toContain('</form> <p>Fleet size. Request Fleet Quote ((Request)) ((Order)) ((Q&amp;A)).</p>')
    expect(read).toContain('</form> <p>Stay informed. Subscribe.</p>')
  })

  it("names a page also about a term by the term's names, and makes the brand's name weigh nothing", () => {
    const terms = [['service credit', 'refund']]
    const read = forIndex('<main><h1>Fleet retainer</h1><p>Service credits if we miss.</p></main>', 'page', {
      name: 'Fleet retainer',
      terms,
      bets: ['service credit', 'refund'],
      about: ['SLA'],
    })
    // The names of the terms that lead to it, keyed; of one it is also about, another name it goes by.
    expect(keys(read).bet).toEqual(['serviccreditqq', 'refundqq'])
    expect(read).toContain('data-search-aka="service credit; refund; SLA"')
    // The brand's name: its words kept for the excerpt, weighing nothing, and no other name added inside it.
    const signed = forIndex('<main><h1>x</h1><p>For Global Salvage India, salvage tugs.</p></main>', 'page', {
      terms: [['salvage', 'wreck removal']],
      weightless: ['Global Salvage India'],
    })
    expect(signed).toContain('<p>For  <span data-pagefind-weight="0">Global Salvage India</span>, salvage tugs ((wreck removal)).</p>')
    const brandOnly = forIndex('<main><h1>x</h1><p>Signed for Global Salvage India.</p></main>', 'page', {
      terms: [['salvage', 'wreck removal']],
      weightless: ['Global Salvage India'],
    })
    expect(brandOnly).not.toContain('((wreck removal))')
  })

  it('leads a term to the page of the document editors chose: a page copy by its page, a port, a notice, a CMS page', () => {
    expect(targetPath({ _type: 'pageCopy', key: 'contact' })).toBe('/contact')
    expect(targetPath({ _type: 'pageCopy', key: 'docSlaSchedule' })).toBe('/docs/sla-schedule')
    expect(targetPath({ _type: 'port', slug: 'kandla' })).toBe('/ports/kandla')
    expect(targetPath({ _type: 'notice', slug: 'cyclone' })).toBe('/notices/cyclone')
    expect(targetPath({ _type: 'page', slug: 'agents/partner' })).toBe('/agents/partner')
    // A page copy of a page the search does not find, or nothing chosen: nowhere.
    expect(targetPath({ _type: 'pageCopy', key: 'layout' })).toBeUndefined()
    expect(targetPath(null)).toBeUndefined()
  })

  it("ships only the WebAssembly a language of the index loads (a language without its own loads Pagefind's 'unknown')", () => {
    const files = ['pagefind.js', 'wasm.en-in.pagefind', 'wasm.unknown.pagefind', 'wasm.hi.pagefind']
    expect(unusedWasm(files, { languages: { 'en-in': { wasm: 'en-in' } } })).toEqual(['wasm.unknown.pagefind', 'wasm.hi.pagefind'])
    expect(unusedWasm(files, { languages: { 'en-in': { wasm: 'en-in' }, xx: {} } })).toEqual(['wasm.hi.pagefind'])
  })
})

describe('where editors may lead a term (Other names (search) › Leads to)', () => {
  it('offers the documents whose page the search finds: a fixed page by its copy, a port, a notice, a CMS page not kept out of search', async () => {
    const offered = await seedQuery<Array<{ _id: string; _type: string; key?: string; slug?: string }>>(
      `*[_type in $types && (${TERM_TARGETS})]{ _id, _type, key, "slug": slug.current }`,
      { ...TERM_TARGET_PARAMS, types: [...TERM_TARGET_TYPES] },
    )
    const ids = offered.map((doc) => doc._id)
    expect(ids).toEqual(expect.arrayContaining(['pageCopy.contact', 'pageCopy.docSlaSchedule', 'port.kandla', 'page.privacy']))
    expect(ids.some((id) => id.startsWith('notice.'))).toBe(true)
    // Not the words of every page (the layout), nor a CMS page kept out of search engines.
    expect(ids).not.toContain('pageCopy.layout')
    const keptOut = (documents as Array<Record<string, any>>).filter((doc) => doc._type === 'page' && doc.noindex).map((doc) => doc._id)
    expect(keptOut.length).toBeGreaterThan(0)
    for (const id of keptOut) expect(ids).not.toContain(id)
    // Each one offered leads somewhere.
    for (const doc of offered) expect(targetPath(doc), doc._id).toMatch(/^\//)
  })
})
