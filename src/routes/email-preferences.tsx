import { EmailLinkPage } from '~/components/EmailLinkPage'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { PreferencesView } from '~/email-links/PreferencesView'
import type { Route } from './+types/email-preferences'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('EMAIL_PREFERENCES_QUERY')

export async function loader() {
  return { copy: await loadContent(query()) }
}

/** A page opened from a subscriber email (components/EmailLinkPage.tsx). */
export default function EmailPreferences({ loaderData }: Route.ComponentProps) {
  const copy = useContent(query(), loaderData.copy)
  return (
    <EmailLinkPage copy={copy}>
      <PreferencesView copy={copy} />
    </EmailLinkPage>
  )
}
