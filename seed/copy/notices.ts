import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

// The topics are named by the email preferences page (copy/email-preferences.ts, "preferences").
export const notices = pageCopy({
  key: 'notices',
  seo: seo(
    'Notices & Insights: DGS Circulars, Port Advisories and Alerts',
    'DGS circulars such as MSN 05/2025, port requirements that change with the season, emergency alerts and our operations insights, newest first.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Notices & insights',
  hero: {
    eyebrow: 'Notices & insights',
    title: 'What changes at Indian ports, as it happens',
    lead: 'Circulars we act on, port requirements as they change, alerts while they last, and what we learn on the job.',
  },
  sections: [
    section('topics', {
      heading: 'Topics',
      items: [
        { title: 'All notices', name: 'all' },
        // A topic's list while it has no notice.
        { title: 'Nothing on this topic yet. The other topics and the feed list what is new.', name: 'none' },
      ],
    }),
    section('notice-labels', {
      items: [
        { title: 'Notice', name: 'notice' },
        { title: 'Insight', name: 'insight' },
        { title: 'Alert', name: 'alert' },
        { title: 'Published', name: 'published' },
        { title: 'Updated', name: 'updated' },
        { title: 'Ports concerned', name: 'ports' },
        { title: 'By', name: 'author' },
        { title: 'Older:', name: 'previous' },
        { title: 'Newer:', name: 'next' },
        // The name of the links to the older and the newer notice, for screen readers.
        { title: 'Older and newer notices', name: 'beside' },
        // An alert's notice: {from} and {until} are its times on India's clock.
        { title: 'Shown across the site from {from} until {until} (India time).', name: 'alertWindow' },
      ],
    }),
    // The banner on every page while an alert is live: its name, each severity, its end and its button.
    section('alerts', {
      heading: 'Alerts',
      items: [
        { title: 'Advisory', name: 'advisory' },
        { title: 'Warning', name: 'warning' },
        { title: 'Severe', name: 'severe' },
        { title: '{period} (India time)', name: 'period' },
        { title: 'Dismiss', name: 'dismiss' },
      ],
    }),
    section('feeds', {
      items: [
        { title: 'All notices as a feed (Atom)', name: 'all' },
        { title: '{topic} as a feed (Atom)', name: 'topic' },
      ],
    }),
  ],
})
