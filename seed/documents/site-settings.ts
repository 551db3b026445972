import { keyed } from '../helpers.ts'
import { localImage } from '../images.ts'

export const siteSettings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  brandName: 'Global Salvage India',
  emergencyPhone: '+91 22 6000 2400',
  supportEmail: 'support@globalsalvage.example',
  whatsappNumber: '919820002400',
  officeLocation: 'Mumbai, Maharashtra',
  footerTagline: 'Fleet-level risk control, same-day documents, named Indian partners and 24/7 mobilization.',
  seoTitle: 'India Port-Call Insurance (P&I/Financial Security) + NOSDCP Response',
  siteUrl: 'https://www.globalsalvage.example',
  badges: keyed('badge', [
    { _type: 'badge', icon: 'clock', text: 'Docs under 2h' },
    { _type: 'badge', icon: 'document', text: 'DGS wording mirrored' },
    { _type: 'badge', icon: 'shield', text: 'NOSDCP-aligned' },
  ]),
  metrics: keyed('metric', [
    { _type: 'metric', value: 'Pan-India', label: 'Coverage' },
    { _type: 'metric', value: '≤45 min', label: 'Callback time' },
    { _type: 'metric', value: '22 vessels', label: 'Global surge' },
  ]),
  // The spec's footer ports, in its order.
  featuredPorts: keyed(
    'featured-port',
    ['mumbai', 'mundra', 'vadinar', 'kandla', 'visakhapatnam', 'paradip'].map((slug) => ({ _type: 'reference', _ref: `port.${slug}` })),
  ),
  // The spec's case-study page shows its three case studies.
  caseStudiesPerPage: 3,
  // Five notices: two pages of the whole list, so a newcomer sees the pager.
  noticesPerPage: 3,
  latestNotices: 3,
  // The privacy notice (seed/documents/pages.ts) and whom to write to about personal data: placeholders, as every contact here.
  privacyNotice: { _type: 'reference', _ref: 'page.privacy' },
  grievanceOfficer: 'The Grievance Officer, Global Salvage India',
  grievanceEmail: 'privacy@globalsalvage.example',
  // Off, as the site was before analytics could be switched on: it loads nothing and asks nothing.
  analytics: { _type: 'analyticsSettings', provider: 'none' },
  ogImage: localImage('og-default.svg', 'Global Salvage India: a salvage tug escorting a tanker past harbour cranes'),
}
