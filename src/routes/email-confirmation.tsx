import { Seo } from '~/components/Seo'
import { emailConfirmationQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { ConfirmationView } from '~/forms/email-pages/ConfirmationView'
import type { Route } from './+types/email-confirmation'

/** /email-confirmation and /confirm (two route ids, one module). */
export async function loader() {
  return { copy: await loadContent(emailConfirmationQuery()) }
}

/**
 * Prerendered without a query: the view shows a neutral processing state until, after
 * hydration, it reads the email and token from the address (and removes them from it).
 */
export default function EmailConfirmation({ loaderData }: Route.ComponentProps) {
  const copy = useContent(emailConfirmationQuery(), loaderData.copy)
  return (
    <>
      <Seo title={copy?.seo?.title ?? 'Confirm your email'} description={copy?.seo?.description} noindex />
      {/* The address carries a token until it is read: never send it on as a Referer. */}
      <meta name="referrer" content="no-referrer" />
      <ConfirmationView copy={copy} />
    </>
  )
}
