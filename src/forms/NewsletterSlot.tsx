import { lazy, Suspense } from 'react'
import { section } from '~/content/copy'
import { useSiteSettings } from '~/content/site'

// Below the fold on every page: prerendered into the HTML, its code loaded after the page's own.
const NewsletterForm = lazy(() => import('./NewsletterForm').then((m) => ({ default: m.NewsletterForm })))

/** The footer's newsletter signup form, with its heading and intro from the CMS layout copy (root.tsx hands it to SiteChrome). */
export function NewsletterSlot() {
  const { layout } = useSiteSettings()
  return (
    <Suspense fallback={null}>
      <NewsletterForm copy={section(layout, 'newsletter')} />
    </Suspense>
  )
}
