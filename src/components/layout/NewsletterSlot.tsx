import { lazy, Suspense } from 'react'
import { useSiteSettings } from '~/content/site'

// Below the fold on every page: prerendered into the HTML, its code loaded after the page's own.
const NewsletterForm = lazy(() => import('~/forms/NewsletterForm').then((m) => ({ default: m.NewsletterForm })))

/** The footer's newsletter signup form, with its heading and intro from the CMS layout copy. */
export function NewsletterSlot() {
  const { newsletter } = useSiteSettings()
  return (
    <Suspense fallback={null}>
      <NewsletterForm heading={newsletter?.heading} intro={newsletter?.intro} label={newsletter?.label} placeholder={newsletter?.placeholder} />
    </Suspense>
  )
}
