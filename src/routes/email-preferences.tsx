import { Seo } from '~/components/Seo'
import { contentQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { PreferencesView } from '~/email-links/PreferencesView'
import type { Route } from './+types/email-preferences'

export async function loader() {
  return { copy: await loadContent(contentQuery('EMAIL_PREFERENCES_QUERY')) }
}

/**
 * Prerendered without a query: the view shows a neutral processing state until, after
 * hydration, it reads the email and token from the address (and removes them from it).
 */
export default function EmailPreferences({ loaderData }: Route.ComponentProps) {
  const copy = useContent(contentQuery('EMAIL_PREFERENCES_QUERY'), loaderData.copy)
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} noindex />
      {/* The address carries a token until it is read: never send it on as a Referer. */}
      <meta name="referrer" content="no-referrer" />
      <PreferencesView copy={copy} />
    </>
  )
}
