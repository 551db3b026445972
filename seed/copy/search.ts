import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const search = pageCopy({
  key: 'search',
  seo: seo(
    'Search: Ports, Clauses, Documents and Case Studies',
    'Search every port guide, clause, printable document, case study and page of the site, by any name a port goes by.',
  ),
  hero: {
    eyebrow: 'Site search',
    title: 'Search the site',
    lead: 'Find a port by any of its names, a clause, a printable document, a case study or an answer.',
  },
  sections: [
    section('all', { heading: 'Every page, by kind' }),
    // The search box's words, on /search and in the header's search on every page (src/search/).
    section('box', {
      items: [
        // The hint inside the empty box.
        { title: 'A port, notice, clause, document or case study', name: 'hint' },
        // Announced once the visitor pauses typing: {count} results (one result: countOne), and, where the
        // device lacks some results' details with no connection, how many more there are.
        { title: '{count} results', name: 'count' },
        { title: '1 result', name: 'countOne' },
        { title: '{count} more need a connection', name: 'missing' },
        // A word the site does not hold, searched as the nearest word it does (its link searches the words as typed).
        { title: 'Showing results for {query}', name: 'corrected' },
        { title: 'Search for {query} instead', name: 'original' },
        // No page holds every word of the query: the results of the most of them, and the words left out.
        { title: 'No page has every word: showing results without “{words}”', name: 'partial' },
        // A term of the CMS's Other names in the query: every name it is searched by.
        { title: 'Every name searched: {names}', name: 'also' },
        { title: 'Nothing found for “{query}”. Try another word, or browse every page.', name: 'none' },
        // Over the words of the site nearest to the query's, offered when nothing is found.
        { title: 'Closest words on this site', name: 'closest' },
        { title: 'All results for “{query}”', name: 'all' },
        {
          title: 'Search needs a connection, and this search has not been made on this device before.',
          name: 'offline',
        },
        { title: 'Pages kept on this device', name: 'kept' },
        // The offline page (src/offline/offline-page.ts), above that list: where to keep pages, for next time.
        {
          title:
            'Next time: "Keep for offline" on the contact page, the Ports page or a port guide keeps every port guide; on a printable document, the PDFs.',
          name: 'keepHint',
        },
        // Beside an answer that may not be what the visitor came for (nothing found, or no page has every
        // word), offline too: the way to ask a person. {phone} is Site settings' 24/7 phone, then its WhatsApp number.
        { title: 'Not what you need? The 24/7 desk answers, day and night.', name: 'ask' },
        { title: 'Call {phone}', name: 'askCall' },
        { title: 'WhatsApp {phone}', name: 'askWhatsApp' },
        { title: 'Every way to reach us', name: 'askContact' },
        // Offline, when this search was never made on the device: the kept pages whose names hold its words.
        { title: 'Offline, only the names of the pages kept on this device were searched:', name: 'keptMatch' },
        // Each kind of result: a heading over the list of every page, and (its tag) the label on each result.
        { title: 'Ports', meta: 'Port', name: 'port' },
        { title: 'Notices & insights', meta: 'Notice', name: 'notice' },
        { title: 'Case studies', meta: 'Case study', name: 'caseStudy' },
        { title: 'Documents', meta: 'Document', name: 'document' },
        { title: 'Pages', meta: 'Page', name: 'page' },
      ],
    }),
    // Offered when a search finds nothing, after the closest words: the pages people ask for most.
    section('asked', {
      heading: 'Most asked',
      items: [
        { title: 'Pre-arrival letter for an Indian port call', href: '/port-call-compliance' },
        { title: 'What DGS MSN 05/2025 requires', href: '/docs/dgs-msn05-2025' },
        { title: 'Emergency salvage and oil-spill response', href: '/response/salvage-osr' },
        { title: 'Fleet retainer and its SLA', href: '/fleet-retainer' },
        { title: 'Every port we cover', href: '/ports' },
        { title: 'The 24/7 desk', href: '/contact' },
      ],
    }),
    // The words that weigh nothing in a search on their own: the brand's name (on every page, and in
    // the pages' words wherever the brand signs), and words every page could answer to. A query's
    // other words decide; a page that holds only these is no result.
    section('filler', {
      items: [
        { title: 'Global Salvage India' },
        { title: 'Global Salvage' },
        { title: 'Company' },
        { title: 'India' },
        { title: 'Indian' },
        { title: 'Port' },
        { title: 'Ports' },
        { title: 'Service' },
        { title: 'Services' },
        // Who provides a service, as a query asks for one ("oil spill response contractor"), as the pages write it.
        { title: 'contractor' },
        { title: 'contractors' },
        { title: 'What' },
        { title: 'How' },
        { title: 'Who' },
        { title: 'Latest' },
        { title: 'Recent' },
      ],
    }),
    // The words that ask for a printable document: a query holding one puts the site's documents (the
    // compliance pack, the SLA schedule, the evidence pack, the MSN summary) before the pages that
    // offer them, which say "PDF" beside the link.
    section('printable', {
      items: [
        { title: 'PDF' },
        { title: 'Printable' },
        { title: 'Print' },
        { title: 'Printout' },
        { title: 'Template' },
        { title: 'Checklist' },
        { title: 'Download' },
      ],
    }),
    // The words that ask to send a request: the pages whose form sends one (the pre-arrival letter's,
    // the fleet quote's) hold them, in the line the search index reads after the form, as a visitor
    // asks for what the form's button does in their own verb ("request a pre-arrival pack").
    section('sending', {
      items: [{ title: 'Request' }, { title: 'Order' }, { title: 'Book' }, { title: 'Enquire' }, { title: 'Enquiry' }],
    }),
  ],
})
