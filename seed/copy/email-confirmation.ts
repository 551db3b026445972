import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const emailConfirmation = pageCopy({
  key: 'emailConfirmation',
  seo: seo('Confirm your email', 'Confirm your subscription to port-call compliance and response updates.'),
  hero: { title: 'Email confirmation' },
  // Each state's message under its heading is the spec's, in code.
  sections: [
    section('invalid', { heading: 'Invalid Link' }),
    section('processing', { heading: 'Confirming your email…', body: ['Please wait while we confirm your email address.'] }),
    section('success', { heading: 'Email confirmed' }),
    section('whats-next', {
      heading: "What's Next",
      items: [
        { title: 'Port-call and compliance updates, including DGS notices that affect your vessels' },
        { title: 'Emergency response alerts for the ports you call at' },
        { title: 'Maritime insights and case studies from our operations' },
        { title: 'Manage your preferences at any time from the link in every email' },
      ],
    }),
    section('error', { heading: 'Confirmation failed' }),
    section('actions', {
      items: [
        { title: 'Return Home', name: 'home' },
        { title: 'Try Again', name: 'retry' },
      ],
    }),
  ],
})
