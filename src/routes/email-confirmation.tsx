import { EmailLinkPage } from '~/components/EmailLinkPage'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { ConfirmationView } from '~/email-links/ConfirmationView'
import type { Route } from './+types/email-confirmation'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('EMAIL_CONFIRMATION_QUERY')

/** /email-confirmation and /confirm (two route ids, one module). */
export async function loader() {
  return { copy: await loadContent(query()) }
}

/** A page opened from a subscriber email (components/EmailLinkPage.tsx). */
export default function EmailConfirmation({ loaderData }: Route.ComponentProps) {
  const copy = useContent(query(), loaderData.copy)
  return (
    <EmailLinkPage copy={copy}>
      <ConfirmationView copy={copy} />
    </EmailLinkPage>
  )
}
