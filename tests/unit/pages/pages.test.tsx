/**
 * @vitest-environment jsdom
 *
 * Units of the content pages: the progress bar's check marks, the review call's prepared email,
 * CMS download links mapped to PDFs, the FAQPage JSON-LD, and the parts several pages share
 * (sections, call-to-action band, icon cards, document tables).
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryRouter } from 'react-router'
import { CtaBand } from '~/components/CtaBand'
import { DocTable } from '~/components/docs/DocLayout'
import { PageSection } from '~/components/Page'
import { ContactBar } from '~/components/pages/ContactBar'
import { downloadKeyFor } from '~/components/pages/CopyDownload'
import { IconCards } from '~/components/pages/Icon'
import { ProgressSteps } from '~/components/pages/ProgressSteps'
import type { CopySection } from '~/content/copy'
import type { SiteSettings } from '~/content/site'
import { jsonLdScript } from '~/lib/json-ld'
import { reviewCallMailto } from '~/routes/fleet-retainer'
import { faqJsonLd } from '~/components/pages/FaqList'

afterEach(cleanup)

const item = (title: string, extra: Partial<NonNullable<CopySection['items']>[number]> = {}) => ({
  _key: title,
  title,
  text: null,
  meta: null,
  name: null,
  icon: null,
  href: null,
  ...extra,
})

const STEPS: CopySection = {
  _key: 'progress',
  key: 'progress',
  heading: 'Your request',
  body: null,
  note: null,
  fields: null,
  items: ['Form', 'Review', 'PDF', 'Email', 'WhatsApp'].map((title) => item(title)),
}

describe('ProgressSteps', () => {
  it('marks the steps before the current one as done, with a check mark', () => {
    render(<ProgressSteps steps={STEPS} current={3} />)
    const steps = within(screen.getByRole('list', { name: 'Your request' })).getAllByRole('listitem')
    expect(steps.map((s) => s.textContent)).toEqual(['Form', 'Review', '3PDF', '4Email', '5WhatsApp'])
    expect(steps[0].querySelector('svg')).not.toBeNull()
    expect(steps[1].querySelector('svg')).not.toBeNull()
    expect(steps[2].querySelector('svg')).toBeNull()
    expect(steps[2]).toHaveProperty('ariaCurrent', 'step')
    expect(steps.filter((s) => s.getAttribute('aria-current')).length).toBe(1)
  })

  it('has no check marks on the first step', () => {
    render(<ProgressSteps steps={STEPS} current={1} />)
    expect(screen.getByRole('list', { name: 'Your request' }).querySelectorAll('svg')).toHaveLength(0)
    expect(screen.getByText('Form').closest('li')?.getAttribute('aria-current')).toBe('step')
  })

  it('renders nothing without steps', () => {
    const { container } = render(<ProgressSteps steps={{ ...STEPS, items: [] }} current={1} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('reviewCallMailto', () => {
  it('opens a prepared email: first line the subject, the rest the body', () => {
    const href = reviewCallMailto('desk@example.test', 'Review call\n\nHello,\nCompany:\n')
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('desk@example.test')
    expect(url.searchParams.get('subject')).toBe('Review call')
    expect(url.searchParams.get('body')).toBe('Hello,\nCompany:')
  })

  it('encodes characters that would end a parameter', () => {
    const url = new URL(reviewCallMailto('desk@example.test', 'A & B?\n\nx=1&y=2 #3'))
    expect(url.searchParams.get('subject')).toBe('A & B?')
    expect(url.searchParams.get('body')).toBe('x=1&y=2 #3')
  })

  it('is a plain mailto link without prepared text', () => {
    expect(reviewCallMailto('desk@example.test', null)).toBe('mailto:desk@example.test')
  })
})

describe('downloadKeyFor', () => {
  it('maps a printable document, or its PDF, to the download', () => {
    expect(downloadKeyFor('/docs/sla-schedule')).toBe('slaSchedule')
    expect(downloadKeyFor('/docs/compliance-pack/')).toBe('compliancePack')
    expect(downloadKeyFor('/docs/financial-security-evidence#top')).toBe('evidencePack')
    expect(downloadKeyFor('/docs/dgs-msn05-2025')).toBe('complianceSummary')
    expect(downloadKeyFor('/docs/fleet-retainer-sla-schedule.pdf')).toBe('slaSchedule')
  })

  it('leaves other links alone', () => {
    expect(downloadKeyFor('/fleet-retainer')).toBeUndefined()
    expect(downloadKeyFor('https://example.test/docs/sla-schedule')).toBeUndefined()
    expect(downloadKeyFor(null)).toBeUndefined()
  })
})

describe('faqJsonLd', () => {
  it('is a FAQPage of the questions and answers, and CMS text cannot leave its script element', () => {
    const evil = '</script><script>alert(1)</script>'
    const data = faqJsonLd([
      { question: 'Q1?', answer: evil },
      { question: 'Q2?', answer: null },
    ])
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toEqual([{ '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: evil } }])
    const script = jsonLdScript(data)
    expect(script).not.toMatch(/<\/script/i)
    expect(JSON.parse(script)).toEqual(data)
  })
})

describe('ContactBar', () => {
  it('links phone, WhatsApp and email from the site settings', () => {
    const settings = {
      emergencyPhone: '+91 22 6000 2400',
      whatsappNumber: '919820002400',
      supportEmail: 'desk@example.test',
    } as SiteSettings
    const copy: CopySection = {
      ...STEPS,
      key: 'footer-bar',
      heading: 'Questions?',
      items: [item('Call 24/7'), item('WhatsApp'), item('Email')],
    }
    render(<ContactBar copy={copy} settings={settings} />)
    const bar = screen.getByRole('region', { name: 'Questions?' })
    const links = within(bar).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'tel:+912260002400',
      'https://wa.me/919820002400',
      'mailto:desk@example.test',
    ])
  })
})

describe('PageSection', () => {
  it('is a section labelled by its h2, the CMS heading, with the page content below', () => {
    render(
      <PageSection copy={{ ...STEPS, heading: 'Our values' }} headingId="values-heading" className="section-muted">
        <p>Below</p>
      </PageSection>,
    )
    const region = screen.getByRole('region', { name: 'Our values' })
    expect(region.className).toBe('section section-muted')
    expect(within(region).getByRole('heading', { level: 2 }).id).toBe('values-heading')
    expect(within(region).getByText('Below')).toBeTruthy()
  })

  it('can be a navigation landmark', () => {
    render(<PageSection copy={{ ...STEPS, heading: 'Port guides' }} headingId="port-links-heading" as="nav" />)
    expect(screen.getByRole('navigation', { name: 'Port guides' }).getAttribute('aria-labelledby')).toBe('port-links-heading')
  })
})

describe('CtaBand', () => {
  it('shows every item as a large button, the first primary', () => {
    const copy: CopySection = {
      ...STEPS,
      heading: 'Ready?',
      items: [item('First', { href: '/port-call-compliance' }), item('Second', { href: '/fleet-retainer#quote' })],
    }
    render(
      <MemoryRouter>
        <CtaBand copy={copy} />
      </MemoryRouter>,
    )
    const band = screen.getByRole('region', { name: 'Ready?' })
    expect(within(band).getByRole('heading', { level: 2 }).id).toBe('cta-heading')
    expect(
      within(band)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.className]),
    ).toEqual([
      ['First', 'button button-primary button-large'],
      ['Second', 'button button-light button-large'],
    ])
  })
})

describe('IconCards', () => {
  const items = [item('Fast', { icon: 'clock', meta: '< 2 h', text: 'Always' }), item('Named', { icon: 'users' })]

  it('gives each item an icon, an h3 title and its text', async () => {
    render(<IconCards items={items} classes={{ list: 'grid value-cards', card: 'card value-card' }} />)
    const cards = screen.getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Fast', 'Named'])
    // (The icons' drawing is a part of the page, its code loaded apart: components/pages/Icon.tsx.)
    await waitFor(() => expect(cards.map((card) => card.querySelectorAll('svg').length)).toEqual([1, 1]))
    expect(cards[0].textContent).toBe('FastAlways')
  })

  it('shows the figure only where the list has a class for it', () => {
    render(
      <IconCards items={items} classes={{ list: 'grid time-cards', card: 'card time-card', value: 'time-value', text: 'muted small' }} />,
    )
    const value = screen.getByText('< 2 h')
    expect(value.className).toBe('time-value')
    expect(screen.getByText('Always').className).toBe('muted small')
  })
})

describe('DocTable', () => {
  it('is a named, focusable table whose first column heads each row', () => {
    const rows = [{ _id: 'a', clause: '4.1', text: 'Cover' }]
    render(
      <DocTable
        label="Clauses"
        className="doc-clauses"
        rows={rows}
        columns={[
          { label: 'Clause', cell: (row) => row.clause },
          { label: 'Requirement', cell: (row) => row.text },
        ]}
      />,
    )
    const group = screen.getByRole('group', { name: 'Clauses' })
    expect(group.tabIndex).toBe(0)
    expect(
      within(group)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Clause', 'Requirement'])
    expect(within(group).getByRole('rowheader').textContent).toBe('4.1')
    expect(within(group).getByRole('cell').textContent).toBe('Cover')
  })
})
