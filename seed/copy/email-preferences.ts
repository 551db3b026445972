import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const emailPreferences = pageCopy({
  key: 'emailPreferences',
  seo: seo('Email preferences', 'Choose which updates you receive from us.'),
  hero: { title: 'Email Preferences', lead: 'Choose which emails you receive.' },
  sections: [
    section('preferences', {
      heading: 'Your subscriptions',
      items: [
        { title: 'Port Call & Compliance Updates', name: 'compliance', text: 'DGS notices, document requirements and port-call changes.' },
        { title: 'Emergency Response & Alerts', name: 'emergency', text: 'Weather, casualty and pollution alerts for Indian ports.' },
        { title: 'Maritime Insights & Case Studies', name: 'newsletter', text: 'Our newsletter with operations reports and analysis.' },
        { title: 'Account & Service Emails', name: 'transactional', text: 'Required for service delivery.', meta: '(always on)' },
      ],
      note: 'Changes take effect immediately.',
    }),
    section('unsubscribe-all', {
      items: [
        { title: 'Unsubscribe from All Marketing', name: 'button' },
        // The question asked before unsubscribing from all.
        {
          title:
            'Are you sure you want to unsubscribe from all marketing emails? You will still receive important account and compliance notifications.',
          name: 'confirm',
        },
      ],
    }),
    // The messages after loading or saving are the spec's, in code.
    section('messages', {
      items: [
        { title: 'Loading your preferences…', name: 'loading' },
        { title: 'Preferences for {email}', name: 'for' },
      ],
    }),
    section('invalid', {
      heading: 'Invalid link. Please use the link from your email.',
      body: ['Missing required parameters. Please use the link from your email.'],
    }),
    section('actions', {
      items: [
        { title: 'Return Home', name: 'home' },
        { title: 'Try Again', name: 'retry' },
      ],
    }),
  ],
})
