import { section } from '../helpers.ts'
import { pageCopy } from './document.ts'

/**
 * The question asked before analytics that sets cookies loads (Google Analytics 4 or Tag Manager,
 * chosen in Site settings › Privacy & analytics), and again from the footer's "Analytics choices".
 * The seed's analytics is off: the build of tests/e2e/analytics.spec.ts switches GA4 on to show it.
 */
export const consent = pageCopy({
  key: 'consent',
  sections: [
    section('prompt', {
      heading: 'May we count your visit?',
      body: [
        "Google's analytics would tell us which pages and documents help shipowners, agents and insurers, so that we can improve them. It sets cookies on your device, so it runs only if you agree: nothing is sent until you choose. Read more in our [privacy notice](doc:page.privacy).",
      ],
      items: [
        { title: 'Allow analytics', name: 'accept' },
        { title: 'No, thanks', name: 'refuse' },
        {
          title: 'Analytics is on. You can turn it off at any time under "Analytics choices" at the foot of every page.',
          name: 'accepted',
        },
        {
          title:
            'Analytics stays off: nothing about your visit is sent. You can change this under "Analytics choices" at the foot of every page.',
          name: 'refused',
        },
        { title: 'Analytics choices', name: 'choices' },
      ],
    }),
  ],
})
