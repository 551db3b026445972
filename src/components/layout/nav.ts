/** The spec's header and footer navigation (interface words, not page copy). */
export const PRIMARY_NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/port-call-compliance', label: 'Port-Call Compliance' },
  { to: '/fleet-retainer', label: 'Fleet Retainer' },
  { to: '/response/salvage-osr', label: 'Salvage & OSR' },
  { to: '/contact', label: 'Contact' },
] as const

export const COMPANY_NAV = [
  { to: '/about', label: 'About Us' },
  { to: '/management', label: 'Leadership' },
] as const

export const QUOTE_LINK = { to: '/fleet-retainer#quote', label: 'Request Fleet Quote' } as const

export const FOOTER_SERVICES = [
  { to: '/port-call-compliance', label: 'Port-Call Compliance' },
  { to: '/fleet-retainer', label: 'Fleet Retainer' },
  { to: '/insurance/financial-security', label: 'Financial Security' },
  { to: '/response/salvage-osr', label: 'Salvage & Oil-Spill Response' },
] as const

export const FOOTER_RESOURCES = [
  { to: '/case-studies', label: 'Case Studies' },
  { to: '/about', label: 'About Us' },
  { to: '/management', label: 'Leadership' },
  { to: '/agents/partner', label: 'Partner Portal' },
  { to: '/insurers-hub', label: 'Insurers Hub' },
  { to: '/contact', label: 'Contact' },
] as const
