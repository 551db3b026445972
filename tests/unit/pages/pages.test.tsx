/**
 * @vitest-environment jsdom
 *
 * Units of the content pages: the progress bar's check marks, the review call's prepared email,
 * CMS download links mapped to PDFs, and the FAQPage JSON-LD.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ContactBar } from '~/components/pages/ContactBar'
import { downloadKeyFor } from '~/components/pages/CopyDownload'
import { ProgressSteps } from '~/components/pages/ProgressSteps'
import type { CopySection } from '~/content/copy'
import type { SiteSettings } from '~/content/site'
import { jsonLdScript } from '~/lib/json-ld'
import { reviewCallMailto } from '~/routes/fleet-retainer'
import { faqJsonLd } from '~/routes/port-call-compliance'

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
