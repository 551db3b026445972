import type { CopySection } from '~/content/copy'
import { Buttons } from './CopyLink'
import { RichText } from './RichText'

/** What a call-to-action band shows: a page copy's section, or a page's own section (src/blocks/). */
export type CtaCopy = Pick<CopySection, 'heading' | 'body' | 'items'>

/**
 * The call-to-action band that closes a page: the CMS section's heading and body, and one large
 * button per item (the first primary, the others light). `headingId` labels it (default
 * "cta-heading", the fixed pages' one band).
 */
export function CtaBand({ copy, headingId = 'cta-heading' }: { copy: CtaCopy; headingId?: string }) {
  return (
    <section className="section cta-band" aria-labelledby={headingId}>
      <div className="container cta-inner">
        <div>
          <h2 id={headingId}>{copy.heading}</h2>
          <RichText value={copy.body} />
        </div>
        <Buttons items={copy.items} large />
      </div>
    </section>
  )
}
