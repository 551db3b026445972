import type { CopySection } from '~/content/copy'
import { CopyLink } from './CopyLink'
import { RichText } from './RichText'

/**
 * The call-to-action band that closes a page: the CMS section's heading and body, and one large
 * button per item (the first primary, the others light).
 */
export function CtaBand({ copy }: { copy: CopySection }) {
  return (
    <section className="section cta-band" aria-labelledby="cta-heading">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-heading">{copy.heading}</h2>
          <RichText value={copy.body} />
        </div>
        <div className="hero-actions">
          {copy.items?.map((entry, index) => (
            <CopyLink key={entry._key} item={entry} className={`button ${index === 0 ? 'button-primary' : 'button-light'} button-large`} />
          ))}
        </div>
      </div>
    </section>
  )
}
