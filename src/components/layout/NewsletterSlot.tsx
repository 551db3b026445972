import { NewsletterForm } from '~/forms/NewsletterForm'

/**
 * Where the footer's newsletter signup form goes. The heading and intro mirror the layout
 * copy's "newsletter" section; the messages are the spec's (src/forms/messages.ts).
 */
export function NewsletterSlot({ heading, intro }: { heading?: string | null; intro?: string | null } = {}) {
  return (
    <NewsletterForm
      heading={heading ?? 'Compliance & response updates'}
      intro={intro ?? 'DGS notices, port changes and response alerts. No spam; unsubscribe at any time.'}
    />
  )
}
