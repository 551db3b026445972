import { agentsPartner } from './pages/agents-partner.ts'
import { insurersHub } from './pages/insurers-hub.ts'
import { privacy } from './pages/privacy.ts'
import { sectionsCatalogue } from './pages/sections.ts'

/**
 * Pages built from sections (contract/blocks.ts), one file each in ./pages/: the Partner Portal and
 * the Insurers Hub the footer links to, the privacy notice (Site settings › Privacy notice), and the
 * sections catalogue, a page kept out of search that holds every kind of section (for editors to see
 * them, and for the tests).
 */
export const pages = [agentsPartner, insurersHub, privacy, sectionsCatalogue]
