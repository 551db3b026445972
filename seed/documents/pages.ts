import { pt, seo } from '../helpers.ts'
import { localImage } from '../images.ts'

export const pages = [
  {
    _id: 'page.agents-partner',
    _type: 'page',
    title: 'Partner Portal',
    slug: { _type: 'slug', current: 'agents/partner' },
    seo: seo(
      'Partner Portal for Ship Agents',
      'For ship agents and port partners: pre-arrival packs for your principals, a 24/7 desk, and how to become a named partner.',
    ),
    body: pt(
      'Ship agents are the first people a master calls. Our partner programme gives you a compliance desk and a salvage team behind you at every Indian port you serve.',
      '## What partners get',
      '- DGS MSN 05/2025 pre-arrival packs for your principals in under 2 hours, typically 30 minutes in business hours',
      '- A 24/7 desk with call-back within 45 minutes, for you and the ships you represent',
      '- The agent coordination sheet and port SOP checklist, ready to share with port control',
      '- Revised documents within 1 hour when the vessel, port or ETA changes',
      '- A listing as a named partner on our port pages',
      '## How to become a partner',
      '1. Send us your agency details, the ports you serve and your 24/7 contact.',
      '2. We hold a 20-minute review call to agree hand-offs and escalation.',
      '3. You receive the partner onboarding pack and appear on the relevant port pages, such as [Mumbai / JNPT](doc:port.mumbai).',
      '## Contact',
      'Email {supportEmail} or call the 24/7 desk on {emergencyPhone}. You can also start a [pre-arrival letter](/port-call-compliance) for a principal today.',
    ),
  },
  {
    _id: 'page.insurers-hub',
    _type: 'page',
    title: 'Insurers Hub',
    slug: { _type: 'slug', current: 'insurers-hub' },
    seo: {
      ...seo(
        'Insurers Hub for P&I Clubs and Insurers',
        'For P&I clubs, insurers and correspondents: verification support, MSN 05/2025 documents and NOSDCP coordination in India.',
      ),
      // The editor's own sharing image: shared instead of the drawn one.
      image: localImage('hero-harbour.svg', 'Harbour cranes at dawn over a salvage tug standing by, for insurers and P&I clubs'),
    },
    body: pt(
      'P&I clubs, insurers and their correspondents rely on clean evidence at the port. We make your entries easy to verify under DGS MSN 05/2025.',
      '## Verification',
      'Every pack quotes the Blue Card / CiOFS reference, the validity period (at least three months from entry or renewal) and the local correspondent, so port control can verify your cover through your online vessel search without calling your office at night.',
      '## Documents',
      '- Club-signed financial security letter, presented in DGS wording',
      '- Cover note on wreck removal and pollution clauses',
      '- The [financial security evidence pack](/docs/financial-security-evidence) for your correspondents and fleet risk leads',
      '- The printable [DGS compliance summary](/docs/dgs-msn05-2025)',
      '## NOSDCP coordination',
      'When an entered vessel has a casualty, our 24/7 operations centre coordinates with the Indian Coast Guard under the National Oil Spill Disaster Contingency Plan and keeps your claims handlers informed. Mumbai salvage tugs reach west coast incidents in 6-8 hours and east coast incidents in 8-12 hours.',
      '## Talk to us',
      'Email {supportEmail} or see the [financial security overview](/insurance/financial-security).',
    ),
  },
]
