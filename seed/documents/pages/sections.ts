import { blocks, ref } from '../../blocks.ts'
import { seo } from '../../helpers.ts'
import { localImage } from '../../images.ts'

/**
 * The sections catalogue (/sections): a page kept out of search that holds every kind of section, for
 * editors to see them and for the tests.
 */
export const sectionsCatalogue = {
  _id: 'page.sections',
  _type: 'page',
  title: 'Sections catalogue',
  slug: { _type: 'slug', current: 'sections' },
  // Shared by link only: for editors, not for search engines.
  noindex: true,
  seo: seo('Sections catalogue', 'Every kind of section a page of the site can be built from, each with sample content.'),
  blocks: blocks('page.sections', [
    {
      _type: 'heroBlock',
      anchor: 'hero',
      eyebrow: 'For editors · every section',
      heading: 'Every section a page can be built from',
      lead: 'Each section below is one an editor can add to a page in the Studio, shown here with sample content. This page is kept out of search engines.',
      image: localImage('case-mumbai-tow.svg', 'A salvage tug towing a disabled cargo ship clear of the Mumbai channel'),
      items: [
        { title: 'See the Partner Portal', href: '/agents/partner' },
        { title: 'See the Insurers Hub', href: '/insurers-hub' },
      ],
    },
    {
      _type: 'metricsBlock',
      anchor: 'key-figures',
      metrics: [
        { _type: 'metric', _key: 'catalogue-docs', value: '30 min', label: 'typical document turnaround in business hours' },
        { _type: 'metric', _key: 'catalogue-tugs', value: '2', label: 'salvage tugs at Mumbai' },
      ],
    },
    {
      _type: 'richTextBlock',
      anchor: 'rich-text',
      body: [
        'A rich-text section without a heading: paragraphs, **bold** and *emphasis*, lists and links such as the [port directory](/ports).',
        '> A quotation stands out from the text around it.',
      ],
    },
    {
      _type: 'featureCardsBlock',
      anchor: 'feature-cards',
      heading: 'Feature cards with an accent',
      variant: 'accent',
      items: [
        { icon: 'shield', title: 'Club-signed letters', text: 'Presented in DGS wording.' },
        { icon: 'anchor', title: 'Port SOP checklists', text: 'For port control and the vessel.' },
        { icon: 'globe', title: 'Global surge pool', text: '22 vessels, mobilised to India in 24-48 hours.' },
      ],
    },
    {
      _type: 'featureCardsBlock',
      heading: 'Figures on a dark band',
      variant: 'dark',
      items: [
        { icon: 'ship', meta: '2', title: 'Salvage tugs', text: 'Stationed at Mumbai.' },
        { icon: 'droplet', meta: '375-3,218 GPM', title: 'Pumps', text: 'Deployed locally in 2-6 hours.' },
      ],
    },
    {
      _type: 'imageTextBlock',
      anchor: 'image-and-text',
      tag: 'Image with text',
      heading: 'A picture beside its story',
      body: ['The picture sits left or right of the text from tablets up, and above it on phones.'],
      image: localImage('case-boom-paradip.svg', 'Containment booms laid around a tanker off Paradip'),
      imageSide: 'right',
    },
    {
      _type: 'slaTableBlock',
      anchor: 'sla-table',
      heading: 'The full SLA schedule',
      body: ['The service levels of the retainer, from the SLA rows.'],
      table: 'full',
      items: [
        { title: 'The fleet retainer', href: '/fleet-retainer' },
        { title: 'Read the SLA schedule', href: '/docs/sla-schedule' },
      ],
    },
    {
      _type: 'clauseTableBlock',
      anchor: 'clause-table',
      heading: 'The fleet retainer clauses',
      table: 'fleetRetainer',
    },
    {
      _type: 'coverageBlock',
      anchor: 'coverage',
      heading: 'Coverage by coast',
    },
    {
      _type: 'portsBlock',
      anchor: 'ports',
      heading: 'The featured ports',
      show: 'featured',
    },
    {
      _type: 'downloadBlock',
      anchor: 'download',
      heading: 'The compliance summary',
      document: 'complianceSummary',
      button: 'Download the compliance summary (PDF)',
      icon: 'document',
    },
    {
      _type: 'timelineBlock',
      anchor: 'timeline',
      heading: 'Our timeline',
      body: ['Year by year, from the timeline entries.'],
    },
    {
      _type: 'caseStudiesBlock',
      anchor: 'case-studies',
      heading: 'The latest case studies',
      show: 'latest',
      count: 3,
    },
    {
      _type: 'faqBlock',
      anchor: 'questions',
      heading: 'Questions partners and insurers ask',
      body: ['Chosen from the FAQs.'],
      faqs: [ref('faq.chosen.1'), ref('faq.chosen.2')],
    },
    {
      _type: 'teamBlock',
      anchor: 'team',
      heading: 'People you will talk to',
      body: ['Chosen from the team.'],
      members: [ref('teamMember.arvind-menon'), ref('teamMember.priya-raghavan')],
    },
    {
      _type: 'contactBarBlock',
      anchor: 'contact-bar',
      call: 'Call',
      whatsapp: 'WhatsApp',
      email: 'Email',
    },
    {
      _type: 'preArrivalFormBlock',
      anchor: 'pre-arrival-form',
      heading: 'A pre-arrival letter, from any page',
      body: ['The same form, words and checks as on the pre-arrival page.'],
    },
    {
      _type: 'fleetQuoteFormBlock',
      anchor: 'fleet-quote-form',
    },
    {
      _type: 'newsletterFormBlock',
      anchor: 'signup',
      heading: 'Compliance updates by email',
      body: ['The footer sign-up, as a section of its own.'],
    },
    {
      _type: 'ctaBlock',
      anchor: 'call-to-action',
      heading: 'Build a page of your own',
      items: [{ title: 'The pre-arrival letter', href: '/port-call-compliance' }],
    },
  ]),
}
