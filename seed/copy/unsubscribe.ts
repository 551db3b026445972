import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const unsubscribe = pageCopy({
  key: 'unsubscribe',
  seo: seo('Unsubscribe', 'Unsubscribe from marketing emails.'),
  hero: { title: 'Unsubscribe' },
  // Each state's message under its heading is the spec's, in code.
  sections: [
    section('invalid', { heading: 'Invalid Link' }),
    section('processing', { heading: 'Processing…', body: ['Processing your unsubscribe request.'] }),
    section('success', {
      heading: 'Unsubscribed',
      note: 'What this means',
      items: [
        { title: 'You will no longer receive newsletters, insights or marketing updates.' },
        { title: 'You will still receive important account and compliance notifications.' },
        { title: 'You can re-subscribe at any time from your email preferences.' },
      ],
    }),
    section('error', { heading: 'Something went wrong' }),
    section('actions', {
      items: [
        { title: 'Manage Preferences', name: 'manage-preferences' },
        { title: 'Return Home', name: 'home' },
        { title: 'Try Again', name: 'retry' },
        { title: 'Contact Support', name: 'contact-support', icon: 'mail' },
      ],
    }),
  ],
})
