/**
 * The page sections editors build pages from ("blocks"), written once: each block's name (its
 * schema type), what the Studio calls it, its group in the insert menu, what it shows, and the rules
 * a page keeps with it. Derived from it:
 * - the Studio: the block list's insert menu (groups, titles, preview images), its rules (at most one
 *   hero and it comes first, one FAQ and one of each form a page, schemas/page-blocks.ts), and the
 *   pages Presentation lists for a document a block shows (studio/presentation.ts);
 * - the schema: one object type per block (schemas/blocks/), keyed by these names, so the compiler
 *   asks for a schema of each block listed here and refuses one that is not;
 * - the site: the block components (src/blocks/registry.ts), keyed by the same names as TypeGen
 *   types the block list's query result, so a block without a component (or a component for a
 *   type the schema lacks) fails `npm run typecheck`.
 *
 * A new block: an entry here, its schema in schemas/blocks/ (and in schemas/page-blocks.ts's list),
 * its projection in src/content/queries/blocks.ts, `npm run typegen`, its component in src/blocks/
 * (and in the registry), its preview image (`npm run blocks:previews`). docs/architecture.md, "Pages
 * built from sections", says how.
 *
 * Browser-safe, no imports: the site, the Studio and the tools read it.
 */

/** The insert menu's groups, in order. */
export const BLOCK_GROUPS = [
  { name: 'intro', title: 'Intro' },
  { name: 'content', title: 'Content' },
  { name: 'proof', title: 'Proof' },
  { name: 'contact', title: 'Contact' },
] as const

export type BlockGroup = (typeof BLOCK_GROUPS)[number]['name']

type BlockEntry = {
  /** The block's name in the Studio (its insert menu, its list's previews). */
  title: string
  group: BlockGroup
  /** What it shows, for the insert menu and the Studio's help. */
  description: string
  /** At most one a page (a hero, the FAQ, each form, the contact bar). */
  once?: true
  /** The page's opening: only as the first section of a page. */
  first?: true
  /** Documents it shows that it does not reference (by their type): the pages showing one list it in Presentation. */
  shows?: readonly string[]
}

export const BLOCKS = {
  heroBlock: {
    title: 'Hero',
    group: 'intro',
    description: "The page's opening: eyebrow, heading (the page's h1), lead, image and buttons. First on the page, at most once.",
    once: true,
    first: true,
  },
  richTextBlock: { title: 'Rich text', group: 'content', description: 'Paragraphs, headings, lists and links, with an optional heading.' },
  featureCardsBlock: {
    title: 'Feature cards',
    group: 'content',
    description: 'A heading and cards, each with an icon, a title, a figure and a text.',
  },
  imageTextBlock: { title: 'Image with text', group: 'content', description: 'A picture beside a heading and rich text.' },
  slaTableBlock: {
    title: 'SLA table',
    group: 'content',
    description: 'The service levels from the SLA rows: the short table (home page wording) or the full schedule.',
    shows: ['slaRow'],
  },
  clauseTableBlock: {
    title: 'Clause table',
    group: 'content',
    description: 'One of the clause tables (the DGS notice mapped to what we deliver).',
    shows: ['clauseRow'],
  },
  coverageBlock: {
    title: 'Coverage by coast',
    group: 'content',
    description: 'The west and east coast cards from the coverage zones, with their port guides.',
    shows: ['coverageZone'],
  },
  portsBlock: {
    title: 'Ports',
    group: 'content',
    description: "Port guide cards: the ports the site features, or a coast's ports.",
    shows: ['port'],
  },
  downloadBlock: {
    title: 'Document download',
    group: 'content',
    description: "A card offering one of the site's four PDFs.",
  },
  timelineBlock: { title: 'Timeline', group: 'content', description: "The company's timeline, year by year.", shows: ['timelineEntry'] },
  metricsBlock: {
    title: 'Key figures',
    group: 'proof',
    description: "A band of figures: the block's own, or the site's key figures (Site settings).",
  },
  caseStudiesBlock: {
    title: 'Case studies',
    group: 'proof',
    description: 'Case-study cards: those chosen, or the latest ones.',
    shows: ['caseStudy'],
  },
  faqBlock: {
    title: 'FAQ',
    group: 'proof',
    description: "Questions and answers chosen from the FAQs; search engines read them as the page's FAQ. At most once a page.",
    once: true,
  },
  teamBlock: { title: 'Team', group: 'proof', description: 'People chosen from the team, with their biographies.' },
  ctaBlock: {
    title: 'Call to action',
    group: 'contact',
    description: 'A band with a heading, a line of text and large buttons.',
  },
  contactBarBlock: {
    title: 'Contact bar',
    group: 'contact',
    description: 'The 24/7 phone, WhatsApp and email bar fixed at the bottom of the screen from tablets up. At most once a page.',
    once: true,
  },
  preArrivalFormBlock: {
    title: 'Pre-arrival letter form',
    group: 'contact',
    description: "The pre-arrival letter request, as on /port-call-compliance (its words are that page copy's). At most once a page.",
    once: true,
  },
  fleetQuoteFormBlock: {
    title: 'Fleet quote form',
    group: 'contact',
    description: "The fleet quote request, as on /fleet-retainer (its words are that page copy's). At most once a page.",
    once: true,
  },
  newsletterFormBlock: {
    title: 'Newsletter sign-up',
    group: 'contact',
    description: "The newsletter sign-up, as in the footer (its words are the layout copy's). At most once a page.",
    once: true,
  },
} as const satisfies Record<string, BlockEntry>

export type BlockType = keyof typeof BLOCKS

export const BLOCK_TYPES = Object.keys(BLOCKS) as BlockType[]

/** The block's entry by type; undefined for a type that is not one. */
export function blockEntry(type: unknown): BlockEntry | undefined {
  return (BLOCKS as Record<string, BlockEntry>)[String(type)]
}

type Listed = { _type?: unknown; _key?: unknown } | null | undefined

/**
 * What is wrong with a list of blocks, one sentence each, for the Studio (the list's validation):
 * a block that must come first and does not, and a block that may be on a page once but is there
 * twice, or that the page shows already (`owned`: a fixed page's own form, FAQ or hero). [] when
 * nothing is.
 */
export function blockListProblems(blocks: readonly Listed[] | null | undefined, owned: readonly string[] = []): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  ;(blocks ?? []).forEach((block, index) => {
    const type = String(block?._type ?? '')
    const entry = blockEntry(type)
    if (!entry) return
    if (owned.includes(type)) {
      problems.push(`This page has its own ${entry.title.toLowerCase()}: remove the "${entry.title}" section`)
      return
    }
    if (entry.first && index > 0) problems.push(`The "${entry.title}" section opens the page: move it to the top`)
    if (entry.once && seen.has(type)) problems.push(`A page has at most one "${entry.title}" section: remove the second`)
    seen.add(type)
  })
  return problems
}
