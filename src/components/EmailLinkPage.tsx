import type { ReactNode } from 'react'
import { Seo } from '~/components/Seo'

/**
 * The frame of the three pages opened from subscriber emails (/email-confirmation and /confirm,
 * /email-preferences, /unsubscribe): their copy's browser title and description, kept out of
 * search engines, and no Referer, then the page's view. Each is prerendered without a query: its
 * view shows a neutral processing state until, after hydration, it reads the email and token from
 * the address (and removes them from it).
 */
export function EmailLinkPage({
  copy,
  children,
}: {
  copy: { seo?: { title?: string | null; description?: string | null } | null } | null | undefined
  children: ReactNode
}) {
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} noindex />
      {/* The address carries a token until it is read: never send it on as a Referer. */}
      <meta name="referrer" content="no-referrer" />
      {children}
    </>
  )
}
