/**
 * The page-copy contract: the page-copy documents the site reads, one per page (a singleton, _id
 * "pageCopy.<key>"), and what each page shows of its copy. The one source of their types and
 * rules for
 * - the page code: `section()`, `label()`, `titleOf()` and `item()` (src/content/copy.ts) accept a
 *   page's own section keys only, and in a section whose item names are listed below (`needs`),
 *   those names only: a misspelt or another page's key fails `npm run typecheck`;
 * - the Studio: the page-copy document type (schemas/documents/pageCopy.ts) hides what a page does
 *   not show and requires what it needs; its list of page copy (studio/structure.ts);
 * - the seed: its factory (seed/copy/document.ts) takes only these keys and section keys;
 * - the build (it stops, and a refresh in the browser is refused, when the CMS lacks something a
 *   page needs: src/content/page-needs.ts) and the tests (the seed has exactly these sections).
 *
 * Per page:
 * - `hero`: the hero's fields the page shows (its title is required where it is shown);
 * - `seo`: whether the page has its own browser title and description;
 * - `document`: a printable document, with its ID, version and audience;
 * - `sections`: the section keys, in order;
 * - `needs`: per section, the items and form fields the page looks up by name, and "name.field"
 *   for a form field's word it needs (e.g. the message when a required field is left empty);
 * - `extras`: the page has a place for sections editors add (its copy's "Your own sections").
 *
 * Browser-safe, importing only what is as small: the site's bundle reads it too.
 */
import type { BlockType } from './blocks.ts'
import { hasText } from './has-text.ts'
import { SEARCH_KIND_LABELS, SEARCH_KINDS } from './search.ts'

import { choice, PAGE, required, requiredValid, type HeroPart, type PageCopyEntry } from './page-copy-parts.ts'
import { DOCUMENT_COPY } from './page-copy-documents.ts'
import { LAYOUT_COPY } from './page-copy-layout.ts'

export const PAGE_COPY = {
  home: {
    title: 'Home page',
    hero: [...PAGE, 'image'],
    seo: true,
    sections: [
      'hero-actions',
      'dgs-verification',
      'compliance-summary-download',
      'sla',
      'coverage',
      'surge-assets',
      'case-studies',
      'latest-notices',
      'pre-arrival-cta',
    ],
    needs: { 'compliance-summary-download': ['download'] },
    extras: [],
  },
  portCallCompliance: {
    title: 'Pre-arrival letter generator',
    hero: PAGE,
    seo: true,
    sections: ['progress', 'form', 'success', 'faqs', 'port-links', 'compliance-pack-download', 'footer-bar'],
    needs: {
      form: [
        ...required('vesselName'),
        ...required('imo'),
        ...choice('port'),
        ...requiredValid('eta'),
        ...required('agent'),
        ...requiredValid('email'),
        'phone',
        'notes',
        'submit',
        'submitting',
      ],
      success: ['download', 'reset'],
    },
    extras: ['preArrivalFormBlock', 'faqBlock', 'contactBarBlock'],
  },
  fleetRetainer: {
    title: 'Fleet retainer',
    hero: PAGE,
    seo: true,
    sections: [
      'compliance-alignment',
      'operations-centre',
      'sla-highlights',
      'sla',
      'coverage-zones',
      'procurement-datasheet',
      'quote',
      'quote-success',
      'review-call',
    ],
    needs: {
      quote: [
        ...required('companyName'),
        ...required('contactName'),
        ...requiredValid('email'),
        ...required('phone'),
        ...choice('fleetSize'),
        ...required('annualPortCalls'),
        'message',
        'submit',
        'submitting',
      ],
    },
    extras: ['fleetQuoteFormBlock'],
  },
  caseStudies: { title: 'Case studies', hero: PAGE, seo: true, sections: ['cta'], extras: [] },
  contact: {
    title: 'Contact',
    hero: PAGE,
    seo: true,
    sections: ['channels', 'response-promise'],
    needs: { channels: ['emergencyPhone', 'whatsappNumber', 'supportEmail', 'officeLocation'] },
    extras: [],
  },
  about: { title: 'About us', hero: PAGE, seo: true, sections: ['mission', 'vision', 'values', 'timeline'], extras: [] },
  management: { title: 'Leadership', hero: PAGE, seo: true, sections: ['executive', 'advisory'], extras: [] },
  financialSecurity: {
    title: 'Financial security',
    hero: PAGE,
    seo: true,
    sections: ['what-we-issue', 'clause-mapping', 'evidence-pack-download', 'cta'],
    extras: [],
  },
  salvageOsr: {
    title: 'Salvage and oil-spill response',
    hero: [...PAGE, 'image'],
    seo: true,
    sections: ['named-assets', 'response-times', 'methods', 'nosdcp-framework', 'coverage-by-coast', 'fleet-quote-cta'],
    extras: [],
  },
  port: {
    title: 'Port pages (shared copy)',
    // The port's own name heads its page; the browser title and description name it with {portName}.
    hero: ['eyebrow', 'lead'],
    seo: true,
    sections: ['labels', 'actions', 'not-found'],
    needs: {
      labels: [
        'responseTime',
        'region',
        'coordinates',
        'coverage',
        'baseAssets',
        'advanceNotice',
        'seasonNote',
        'localNuances',
        'equipment',
        'partners',
        'emergencyContacts',
        'role',
        'contact',
        'otherPorts',
        'verified',
        'allPorts',
        // Its latest notices: the list's heading ("Notices for {portName}") and the link to them all.
        'notices',
        'allNotices',
        'otherNames',
      ],
      actions: ['whatsapp'],
    },
  },
  ports: {
    title: 'Port directory (/ports)',
    hero: PAGE,
    seo: true,
    sections: ['filters', 'results'],
    needs: {
      filters: ['q', 'coast', 'coast.hint', 'response', 'response.hint'],
      // count: "{count} of {total} ports", announced after each change of the filters.
      results: ['count', 'none', 'port', 'responseTime', 'advanceNotice'],
    },
  },
  // /search: its hero and, without JavaScript, every page by kind (under each kind's word); and the search
  // box's words, here and in the header's search on every page ("box": its hint, the result count (and one
  // result's), how many more need a connection, a correction and its undoing, the words left out where no
  // page holds them all, the other names searched,
  // none and the closest words, every result, the offline answer and its list, each kind of result and
  // its label on a result), with the most asked pages offered when nothing is found ("asked"), which only
  // /search carries: the header's search loads them with its code (src/search/words.ts). Its name is the layout's.
  // "filler": the words and names that weigh nothing in a search on their own (each item's title: the
  // brand's name, "company", "India"), which the build gives the search with the site's words; and
  // "printable": the words that ask for a printable document ("PDF", "template": each item's title), which
  // put the site's documents first (src/search/rank.ts); "sending": the words that ask to send a request
  // ("request", "order": each item's title), which the pages of the forms that send one hold (the search
  // index's line after each form: tools/site-build/search-served.ts).
  search: {
    title: 'Site search (/search)',
    hero: PAGE,
    seo: true,
    sections: ['all', 'box', 'asked', 'filler', 'printable', 'sending'],
    needs: {
      box: [
        'hint',
        'count',
        'countOne',
        'missing',
        'corrected',
        'original',
        'partial',
        'also',
        'none',
        'closest',
        'all',
        'offline',
        'kept',
        // The offline page's pointer to "Keep for offline", for next time (src/offline/offline-page.ts), over the same list.
        'keepHint',
        // The way to ask a person beside a weak or empty answer, offline too (src/search/AskPerson.tsx): its
        // heading, the call ({phone}: Site settings' 24/7 phone), WhatsApp ({phone}: its number), the contact page.
        'ask',
        'askCall',
        'askWhatsApp',
        'askContact',
        // Offline with no index on the device: the kept pages whose names hold the query's words, under these words.
        'keptMatch',
        ...SEARCH_KINDS,
        ...SEARCH_KIND_LABELS,
      ],
    },
  },
  notices: {
    title: 'Notices & insights (/notices, each notice, the alert banner)',
    hero: PAGE,
    seo: true,
    sections: ['topics', 'notice-labels', 'alerts', 'feeds'],
    needs: {
      // The topic filter: its heading, and the link to every topic's notices (the topics are named
      // as the email preferences page names them: its section "preferences"); what a list without a
      // notice says.
      topics: ['all', 'none'],
      'notice-labels': [
        'notice',
        'insight',
        'alert',
        'published',
        'updated',
        'ports',
        'author',
        'previous',
        'next',
        'beside',
        'alertWindow',
      ],
      // The banner every page shows while an alert is live (its heading names the banner).
      alerts: ['advisory', 'warning', 'severe', 'period', 'dismiss'],
      // The Atom feeds: of every notice, and of a topic ("{topic}").
      feeds: ['all', 'topic'],
    },
  },
  notFound: { title: 'Page not found', hero: PAGE, seo: true, sections: ['links'] },
  emailConfirmation: {
    title: 'Email confirmation',
    hero: PAGE,
    seo: true,
    sections: ['invalid', 'processing', 'success', 'whats-next', 'error', 'actions'],
    needs: { actions: ['home', 'retry'] },
  },
  emailPreferences: {
    title: 'Email preferences',
    hero: PAGE,
    seo: true,
    sections: ['preferences', 'unsubscribe-all', 'messages', 'invalid', 'actions'],
    needs: {
      preferences: ['compliance', 'emergency', 'newsletter', 'transactional'],
      'unsubscribe-all': ['button', 'confirm'],
      messages: ['loading', 'for'],
      actions: ['home', 'retry'],
    },
  },
  unsubscribe: {
    title: 'Unsubscribe',
    hero: PAGE,
    seo: true,
    sections: ['invalid', 'processing', 'success', 'error', 'actions'],
    needs: { actions: ['manage-preferences', 'home', 'retry', 'contact-support'] },
  },
  ...DOCUMENT_COPY,
  layout: LAYOUT_COPY,
  // The question visitors are asked before analytics that sets cookies loads (Site settings ›
  // Privacy & analytics: Google Analytics 4, Tag Manager), on every page until they choose, and
  // again from the footer's button ("choices"): its heading and text, the two answers, and what
  // is said after each. Carried by a page only when its build has such a provider (SITE_SETTINGS_QUERY).
  consent: {
    title: 'Analytics consent (Google Analytics 4, Tag Manager)',
    hero: [],
    seo: false,
    sections: ['prompt'],
    needs: { prompt: ['accept', 'refuse', 'accepted', 'refused', 'choices'] },
  },
} as const satisfies Record<string, PageCopyEntry>

type Registry = typeof PAGE_COPY

export type PageCopyKey = keyof Registry

type SectionsOf<P extends PageCopyKey> = Registry[P]['sections'][number]

/**
 * The section keys of page `P`; for several pages (a view shared by the email-link pages), the keys
 * every one of them has.
 */
export type SectionOf<P extends PageCopyKey> = (P extends PageCopyKey ? (key: SectionsOf<P>) => void : never) extends (key: infer K) => void
  ? K & string
  : never

/** Any page's section key. */
export type SectionKey = Registry[PageCopyKey]['sections'][number]

type NeedsOf<P extends PageCopyKey> = Registry[P] extends { needs: infer N } ? N : Record<never, never>
/** "name" of a need "name" or "name.word". */
type NameOf<Need> = Need extends `${infer Name}.${string}` ? Name : Need

/**
 * The names page code may look an item or form field up by in section `S` of page `P`: those
 * listed in `needs` (what the Studio requires and the build checks), or any name in a section
 * without such a list (and for a section not known at compile time).
 */
export type ItemNameOf<P extends PageCopyKey, S extends string> = [P] extends [never]
  ? string
  : string extends S
    ? string
    : PageCopyKey extends P
      ? string
      : S extends keyof NeedsOf<P>
        ? NameOf<NeedsOf<P>[S] extends readonly (infer N)[] ? N : never>
        : string

export const PAGE_COPY_KEYS = Object.keys(PAGE_COPY) as PageCopyKey[]

export const pageCopyId = (key: PageCopyKey) => `pageCopy.${key}`

/** The page's entry by key; undefined for a key that is not one. */
export function pageCopyEntry(key: unknown): PageCopyEntry | undefined {
  return (PAGE_COPY as Record<string, PageCopyEntry>)[String(key)]
}

/** Whether the page of this key shows a hero part ('eyebrow', 'title', 'lead', 'image'). */
export function showsHero(key: unknown, part: HeroPart) {
  return pageCopyEntry(key)?.hero.includes(part) ?? false
}

type Words = Record<string, unknown> | null | undefined
type SectionLike = { key?: unknown; items?: Words[] | null; fields?: Words[] | null } | null | undefined

/** The sections a page-copy document lacks, by the page's key ([] for an unknown key). */
export function missingSections(key: unknown, sections: unknown): string[] {
  const present = new Set(Array.isArray(sections) ? sections.map((s: { key?: unknown } | null) => s?.key) : [])
  return (pageCopyEntry(key)?.sections ?? []).filter((section) => !present.has(section))
}

/** Something a page-copy document lacks of what its page needs: a section, a named item or form field of one, or a form field's word. */
export type MissingNeed = { section: string; name?: string; word?: string }

/** What a page-copy document lacks of what its page needs, by the page's key ([] for an unknown key). */
export function missingNeeds(key: unknown, sections: unknown): MissingNeed[] {
  const list: SectionLike[] = Array.isArray(sections) ? sections : []
  const missing: MissingNeed[] = missingSections(key, list).map((section) => ({ section }))
  for (const [sectionKey, names] of Object.entries(pageCopyEntry(key)?.needs ?? {})) {
    const found = list.find((section) => section?.key === sectionKey)
    if (!found) continue
    const named = new Map<unknown, Record<string, unknown>>()
    for (const entry of [...(found.fields ?? []), ...(found.items ?? [])]) if (entry?.name) named.set(entry.name, entry)
    for (const need of names) {
      const [name, word] = need.split('.')
      const entry = named.get(name)
      const text = entry && (word ? entry[word] : (entry.title ?? entry.label))
      if (hasText(text)) continue
      // A missing field is named once, not again for each of its words.
      if (word && !entry) continue
      missing.push(word ? { section: sectionKey, name: name!, word } : { section: sectionKey, name: name! })
    }
  }
  return missing
}

/**
 * What a page-copy document lacks of what its page needs, one phrase each, by machine keys (for
 * developers: the build's messages): a section (`"sla"`), a named item or form field of a section
 * (`"form" › "vesselName"`), or a form field's word (`"form" › "vesselName" › requiredMessage`).
 */
export function missingCopy(key: unknown, sections: unknown): string[] {
  return missingNeeds(key, sections).map(({ section, name, word }) =>
    name === undefined ? `"${section}"` : word ? `"${section}" › "${name}" › ${word}` : `"${section}" › "${name}"`,
  )
}

/** The pages with a place for editors' own sections (`extras`). */
export type PageWithExtras = { [P in PageCopyKey]: Registry[P] extends { extras: readonly unknown[] } ? P : never }[PageCopyKey]

/**
 * The blocks a page with a place for editors' own sections shows itself, the hero always among
 * them (the Studio refuses those there); undefined for a page without such a place.
 */
export function pageOwnBlocks(key: unknown): readonly BlockType[] | undefined {
  const extras = pageCopyEntry(key)?.extras
  return extras && ['heroBlock', ...extras]
}
