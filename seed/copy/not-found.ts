import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const notFound = pageCopy({
  key: 'notFound',
  seo: seo('Page not found', 'The page you are looking for does not exist or has moved.'),
  hero: {
    eyebrow: '404',
    title: 'Page not found',
    lead: 'The page you are looking for does not exist or has moved.',
  },
  sections: [
    section('links', {
      heading: 'Try one of these',
      items: [
        { title: 'Home', href: '/' },
        { title: 'Pre-arrival letter', href: '/port-call-compliance' },
        { title: 'Fleet retainer', href: '/fleet-retainer' },
        { title: 'Contact', href: '/contact' },
      ],
    }),
  ],
})
