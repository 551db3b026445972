/**
 * @vitest-environment jsdom
 *
 * Each kind of page section (contract/blocks.ts) rendered by its component (src/blocks/, through
 * the registry) from the seed's content as the site's query returns it (src/content/queries/blocks.ts,
 * over the seed with groq-js): its words, links and documents are on the page; and with its optional
 * fields emptied it renders nothing broken (no empty heading, paragraph, list or link, no "null").
 * The rules of a list of sections (contract/blocks.ts) are at the end.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { evaluate, parse } from 'groq-js'
import type * as React from 'react'
import type { ComponentType, ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anchorProblem, BLOCK_TYPES, blockListProblems, sectionAnchors, type BlockType } from '../../../contract/blocks'
import { pageOwnBlocks } from '../../../contract/page-copy'
import { documents } from '../../../seed/content'
import { BLOCK_COMPONENTS } from '~/blocks/registry'
import type { BlockOf, BlockProps, PageBlock } from '~/blocks/types'
import { PAGE_QUERY, SITE_SETTINGS_QUERY } from '~/content/queries'
import { SiteSettingsContext, type SiteSettings } from '~/content/site'
import { DOWNLOADS } from '~/lib/downloads'

afterEach(cleanup)

/** The lazy parts' code still on its way (React.lazy's loads, counted as they start and settle). */
const loading = vi.hoisted(() => ({ count: 0 }))
vi.mock('react', async (original) => {
  const react = await original<typeof React>()
  const lazy: typeof react.lazy = (load) =>
    react.lazy(() => {
      const module = load()
      loading.count++
      const settle = () => void loading.count--
      module.then(settle, settle)
      return module
    })
  return { ...react, default: { ...react, lazy }, lazy }
})

/** The seed as the CMS holds it once imported: each picture an image asset (a reference naming its size). */
function imported(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(imported)
  if (!value || typeof value !== 'object') return value
  const { _sanityAsset, ...rest } = value as Record<string, unknown>
  const out = Object.fromEntries(Object.entries(rest).map(([key, entry]) => [key, imported(entry)]))
  if (typeof _sanityAsset === 'string') {
    const file = _sanityAsset.split('/').pop()!.replace(/\W/g, '')
    out.asset = { _type: 'reference', _ref: `image-${file}-1200x800-svg` }
  }
  return out
}
const dataset = imported(documents) as Array<{ _id: string; _type: string }>
const query = async <T,>(groq: string, params: Record<string, unknown> = {}) =>
  (await evaluate(parse(groq, { params }), { dataset, params })).get() as T

const settings = (await query<SiteSettings>(SITE_SETTINGS_QUERY))!
type PageResult = { page: { blocks: PageBlock[] } }
const sectionsOf = async (slug: string) => (await query<PageResult>(PAGE_QUERY, { slug })).page.blocks
/** The sections catalogue holds every kind of section; the Partner Portal and the Insurers Hub the other choices. */
const seeded = [...(await sectionsOf('sections')), ...(await sectionsOf('agents/partner')), ...(await sectionsOf('insurers-hub'))]
const first = <T extends BlockType>(type: T, which: (block: BlockOf<T>) => boolean = () => true) =>
  seeded.find((block): block is BlockOf<T> => block._type === type && which(block as BlockOf<T>))!

async function show<T extends BlockType>(block: BlockOf<T>) {
  const { default: Component } = (await BLOCK_COMPONENTS[block._type]()) as unknown as { default: ComponentType<BlockProps<T>> }
  return render(
    <MemoryRouter>
      <SiteSettingsContext.Provider value={settings}>
        <Component block={block} id={`block-${block._key}`} />
      </SiteSettingsContext.Provider>
    </MemoryRouter>,
  ) as ReturnType<typeof render> & { ui?: ReactElement }
}

/** Rich text and pictures are lazy (src/lib/lazy-part.ts): the words of a seeded body, once they are in. */
const bodyText = (block: { body?: unknown }) =>
  ((block.body as Array<{ children?: Array<{ text?: string }> }> | null)?.[0]?.children ?? []).map((child) => child.text ?? '').join('')

/**
 * Once every lazy part has arrived and React has rendered it: no part's code on its way after React
 * rendered what had come (which may ask for more parts), for as long as that takes.
 */
async function settled() {
  do {
    await vi.waitFor(() => expect(loading.count).toBe(0), { timeout: 20_000, interval: 10 })
    await act(async () => {})
  } while (loading.count > 0)
}

/** Parts of a section that render with nothing in them (an empty heading, paragraph, list, link), or a "null" or "undefined". */
function brokenParts(container: HTMLElement) {
  const found: string[] = []
  // (A live region is empty until it has something to say.)
  for (const element of container.querySelectorAll(
    ':is(h1, h2, h3, p, ul, ol, li, dl, dt, dd, a, table, caption, figure):not([role="status"], [role="alert"], [aria-live])',
  )) {
    const filled = element.textContent?.trim() || element.querySelector('img, svg, input, select, textarea, button')
    if (!filled) found.push(element.outerHTML.slice(0, 100))
  }
  if (/\b(null|undefined|NaN)\b/.test(container.textContent ?? '')) found.push(`text: ${container.textContent}`)
  return found
}

/** A section with its optional fields emptied (those the Studio does not require). */
const OPTIONAL: { [T in BlockType]: readonly string[] } = {
  heroBlock: ['eyebrow', 'lead', 'image', 'items'],
  richTextBlock: ['heading'],
  featureCardsBlock: ['body'],
  imageTextBlock: ['tag'],
  slaTableBlock: ['body', 'items'],
  clauseTableBlock: ['body', 'note'],
  coverageBlock: ['body', 'note'],
  portsBlock: ['body', 'items'],
  downloadBlock: ['body', 'icon'],
  timelineBlock: ['body'],
  metricsBlock: [],
  caseStudiesBlock: ['body', 'items'],
  faqBlock: ['body'],
  teamBlock: ['body'],
  ctaBlock: ['body'],
  contactBarBlock: ['heading'],
  preArrivalFormBlock: ['heading', 'body'],
  fleetQuoteFormBlock: ['heading', 'body'],
  newsletterFormBlock: ['heading', 'body'],
}
const emptied = <T extends BlockType>(block: BlockOf<T>) =>
  ({ ...block, ...Object.fromEntries(OPTIONAL[block._type].map((field) => [field, null])) }) as BlockOf<T>

/** What each section shows of its content, checked on the rendered section (a type without a test fails typecheck). */
const SHOWS: { [T in BlockType]: (block: BlockOf<T>) => Promise<void> } = {
  async heroBlock(block) {
    await show(block)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(block.heading)
    expect(screen.getByText(block.eyebrow!)).toBeTruthy()
    expect(screen.getByText(block.lead!)).toBeTruthy()
    const links = screen.getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.className])).toEqual([
      [block.items![0].title, 'button button-primary'],
      [block.items![1].title, 'button button-light'],
    ])
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/agents/partner', '/insurers-hub'])
    expect((await screen.findByRole('img')).getAttribute('alt')).toBe(block.image!.alt)
  },
  async richTextBlock(block) {
    const { container } = await show(block)
    expect(await screen.findByText(/A rich-text section without a heading/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'port directory' }).getAttribute('href')).toBe('/ports')
    expect(container.querySelector('blockquote')?.textContent).toBe('A quotation stands out from the text around it.')
    expect(container.querySelector('h2')).toBeNull()
  },
  async featureCardsBlock(block) {
    await show(block)
    const region = screen.getByRole('region', { name: block.heading! })
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(block.items!.map((item) => item.title))
    // The accent style shows no figure; the dark one its figures on a dark band.
    cleanup()
    const dark = first('featureCardsBlock', (b) => b.variant === 'dark')
    await show(dark)
    const band = screen.getByRole('region', { name: dark.heading! })
    expect(band.className).toBe('section section-dark')
    expect(within(band).getByText(dark.items![0].meta!).className).toBe('stat-value')
  },
  async imageTextBlock(block) {
    await show(block)
    const article = screen.getByRole('article', { name: block.heading! })
    expect(article.className).toBe('case-study case-study-flip')
    expect(within(article).getByText(block.tag!).className).toBe('metric-chip')
    expect(await within(article).findByText(bodyText(block))).toBeTruthy()
    expect((await within(article).findByRole('img')).getAttribute('alt')).toBe(block.image!.alt)
  },
  async slaTableBlock(block) {
    await show(block)
    const table = screen.getByRole('table', { name: block.heading! })
    const full = await query<unknown[]>('*[_type == "slaRow" && onSchedule == true]')
    expect(within(table).getAllByRole('row')).toHaveLength(full.length + 1)
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(block.items!.map((item) => item.title))
  },
  async clauseTableBlock(block) {
    await show(block)
    const rows = await query<Array<{ clause: string }>>('*[_type == "clauseRow" && table == "fleetRetainer"] | order(order asc)')
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(rows.map((row) => row.clause))
    cleanup()
    const noted = first('clauseTableBlock', (b) => Boolean(b.note))
    await show(noted)
    expect(screen.getByText(noted.note!)).toBeTruthy()
  },
  async coverageBlock(block) {
    await show(block)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['West Coast', 'East Coast'])
    expect(screen.getByRole('link', { name: /Mumbai \/ JNPT/ }).getAttribute('href')).toBe('/ports/mumbai')
    cleanup()
    const noted = first('coverageBlock', (b) => Boolean(b.note))
    await show(noted)
    expect(screen.getByText(noted.note!)).toBeTruthy()
  },
  async portsBlock(block) {
    await show(block)
    const nav = screen.getByRole('navigation', { name: block.heading! })
    const featured = await query<string[]>('*[_id == "siteSettings"][0].featuredPorts[]->slug.current')
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(featured.map((slug) => `/ports/${slug}`))
    cleanup()
    const west = first('portsBlock', (b) => b.ports?.length !== featured.length)
    await show(west)
    const coast = await query<string[]>('*[_type == "port" && coast == "west"] | order(order asc).slug.current')
    expect(
      screen
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'))
        .filter((href) => href!.startsWith('/ports/')),
    ).toEqual(coast.map((slug) => `/ports/${slug}`))
    expect(screen.getByRole('link', { name: west.items![0].title! }).getAttribute('href')).toBe('/ports')
  },
  async downloadBlock(block) {
    await show(block)
    const link = screen.getByRole('link', { name: block.button! })
    expect(link.getAttribute('href')).toBe(DOWNLOADS.complianceSummary.href)
    expect(link.hasAttribute('download')).toBe(true)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(block.heading)
  },
  async timelineBlock(block) {
    await show(block)
    const years = await query<number[]>('*[_type == "timelineEntry"] | order(year asc).year')
    expect([...document.querySelectorAll('.timeline-year')].map((p) => Number(p.textContent))).toEqual(years)
  },
  async metricsBlock(block) {
    await show(block)
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['30 min', '2'])
    cleanup()
    // Without figures of its own: the site's key figures.
    await show(first('metricsBlock', (b) => b._key !== block._key))
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(settings.metrics!.map((metric) => metric.value))
  },
  async caseStudiesBlock(block) {
    await show(block)
    expect(screen.getAllByRole('article')).toHaveLength(block.count!)
    cleanup()
    const chosen = first('caseStudiesBlock', (b) => b.show === 'chosen')
    await show(chosen)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(chosen.caseStudies!.map((study) => study!.title))
    expect(screen.getByRole('link', { name: chosen.items![0].title! }).getAttribute('href')).toBe('/case-studies')
  },
  async faqBlock(block) {
    const { container } = await show(block)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(block.faqs.map((faq) => faq!.question))
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!)
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(block.faqs.map((faq) => faq!.question))
  },
  async teamBlock(block) {
    await show(block)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(block.members.map((member) => member!.name))
  },
  async ctaBlock(block) {
    await show(block)
    const band = screen.getByRole('region', { name: block.heading! })
    expect(within(band).getByRole('heading', { level: 2 }).id).toBe(`block-${block._key}-heading`)
    expect(within(band).getByRole('link').className).toBe('button button-primary button-large')
  },
  async contactBarBlock(block) {
    await show(block)
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      `tel:+${settings.emergencyPhone!.replace(/\D/g, '')}`,
      `https://wa.me/${settings.whatsappNumber}`,
      `mailto:${settings.supportEmail}`,
    ])
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      `${block.call} ${settings.emergencyPhone}`,
      expect.stringContaining(block.whatsapp!),
      `${block.email} ${settings.supportEmail}`,
    ])
  },
  async preArrivalFormBlock(block) {
    await show(block)
    // Its own heading; its fields' words the pre-arrival page's.
    expect((await screen.findByRole('heading', { level: 2, name: block.heading! })).id).toBe(`block-${block._key}-pre-arrival-heading`)
    expect(screen.getByLabelText(/Vessel name/)).toBeTruthy()
    const port = screen.getByLabelText(/Port of call/) as HTMLSelectElement
    expect([...port.options].map((option) => option.textContent)).toContain('Mumbai / JNPT')
  },
  async fleetQuoteFormBlock(block) {
    await show(block)
    // No heading of its own: the fleet retainer's.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(block.copy!.form!.heading)
    expect(await screen.findByLabelText(/Company name/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Request Fleet Quote' })).toBeTruthy()
  },
  async newsletterFormBlock(block) {
    await show(block)
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(block.heading)
    expect(screen.getByText(bodyText(block))).toBeTruthy()
    expect(screen.getByRole('textbox').id).toBe(`block-${block._key}-newsletter-email`)
  },
}

describe('each kind of page section', () => {
  it('is in the sections catalogue, and in the registry', () => {
    expect(BLOCK_TYPES.filter((type) => !seeded.some((block) => block._type === type))).toEqual([])
    expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual([...BLOCK_TYPES].sort())
  })

  for (const type of BLOCK_TYPES) {
    describe(type, () => {
      it('renders its CMS content', async () => {
        await (SHOWS[type] as (block: PageBlock) => Promise<void>)(first(type))
      })

      it('with its optional fields empty, renders nothing broken', async () => {
        const { container } = await show(emptied(first(type)))
        await settled()
        expect(container.innerHTML).not.toBe('')
        expect(brokenParts(container)).toEqual([])
      })
    })
  }
})

describe('the rules of a page of sections', () => {
  const listed = (...types: string[]) => types.map((_type, index) => ({ _type, _key: `k${index}` }))

  it('a hero opens the page, once', () => {
    expect(blockListProblems(listed('heroBlock', 'ctaBlock'))).toEqual([])
    expect(blockListProblems(listed('ctaBlock', 'heroBlock'))).toEqual(['The "Hero" section opens the page: move it to the top'])
    expect(blockListProblems(listed('heroBlock', 'heroBlock'))).toEqual([
      'The "Hero" section opens the page: move it to the top',
      'A page has at most one "Hero" section: remove the second',
    ])
  })

  it('one FAQ, one contact bar and one of each form a page; other sections as often as wanted', () => {
    for (const type of ['faqBlock', 'contactBarBlock', 'preArrivalFormBlock', 'fleetQuoteFormBlock', 'newsletterFormBlock'])
      expect(blockListProblems(listed(type, 'ctaBlock', type))).toHaveLength(1)
    expect(blockListProblems(listed('richTextBlock', 'ctaBlock', 'richTextBlock', 'ctaBlock'))).toEqual([])
  })

  it("a fixed page's own sections refuse what the page shows itself: its hero, its form", () => {
    expect(blockListProblems(listed('heroBlock'), pageOwnBlocks('home'))).toEqual(['This page has its own hero: remove the "Hero" section'])
    expect(blockListProblems(listed('fleetQuoteFormBlock'), pageOwnBlocks('fleetRetainer'))).toEqual([
      'This page has its own fleet quote form: remove the "Fleet quote form" section',
    ])
    expect(blockListProblems(listed('fleetQuoteFormBlock'), pageOwnBlocks('home'))).toEqual([])
    expect(pageOwnBlocks('docSlaSchedule')).toBeUndefined()
  })
})

describe("a section's anchor name", () => {
  it('is a short name of lowercase letters, digits and hyphens, not one the frame of every page uses', () => {
    for (const good of [undefined, '', 'quote', 'fleet-quote', 'step-2', 'a'.repeat(40)])
      expect(anchorProblem(good), String(good)).toBeUndefined()
    for (const bad of ['Quote', '2-quote', 'fleet quote', '#quote', 'quote/', 'a'.repeat(41)])
      expect(anchorProblem(bad), bad).toBe('Use lowercase letters, digits and hyphens, starting with a letter, at most 40 (e.g. "quote")')
    for (const taken of ['main', 'page-title', 'primary-nav', 'block-abc', 'footer-ports', 'newsletter'])
      expect(anchorProblem(taken), taken).toBe(`"${taken}" is a name the site uses for a part of every page: choose another`)
  })

  it('is given to the first section of the page to have it, and only if it is a good one', () => {
    const anchors = sectionAnchors([
      { _key: 'a', anchor: 'quote' },
      { _key: 'b' },
      { _key: 'c', anchor: 'quote' },
      { _key: 'd', anchor: 'Main Part' },
      { _key: 'e', anchor: 'faq' },
    ])
    expect([...anchors]).toEqual([
      ['a', 'quote'],
      ['e', 'faq'],
    ])
  })
})
