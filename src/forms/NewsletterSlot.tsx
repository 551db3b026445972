import { Suspense } from 'react'
import { section } from '~/content/copy'
import { useSiteSettings } from '~/content/site'
import { lazyForm } from './lazy-form'

// Below the fold on every page: prerendered into the HTML, its code loaded after the page's own.
const NewsletterForm = lazyForm(() => import('./NewsletterForm').then((m) => m.NewsletterForm))

/** The footer's newsletter signup form, with its heading and intro from the CMS layout copy (root.tsx hands it to SiteChrome). */
export function NewsletterSlot() {
  const { layout } = useSiteSettings()
  return (
    <Suspense fallback={null}>
      <NewsletterForm copy={section(layout, 'newsletter')} />
    </Suspense>
  )
}
