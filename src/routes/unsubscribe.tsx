import { EmailLinkPage } from '~/components/EmailLinkPage'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { UnsubscribeView } from '~/email-links/UnsubscribeView'
import type { Route } from './+types/unsubscribe'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('UNSUBSCRIBE_QUERY')

export async function loader() {
  return { copy: await loadContent(query()) }
}

/** A page opened from a subscriber email (components/EmailLinkPage.tsx). */
export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const copy = useContent(query(), loaderData.copy)
  return (
    <EmailLinkPage copy={copy}>
      <UnsubscribeView copy={copy} />
    </EmailLinkPage>
  )
}
