import { Link } from 'react-router'
import { CopyLink } from '~/components/CopyLink'
import { PageSection, type SectionCopy } from '~/components/Page'
import type { CopyItem } from '~/content/copy'

/** A port as its card links to it (src/content/queries/fragments.ts PORT_CARD). */
export type PortCard = { _id: string; name: string | null; slug: string | null; responseTime: string | null; advanceNotice: string | null }

/**
 * The pre-arrival page's port guides (and a page's own "Ports" section): a navigation landmark of
 * port cards, each with its response time and advance notice, then the section's links.
 */
export function PortCardsSection({
  copy,
  ports,
  headingId,
}: {
  copy: SectionCopy & { items?: CopyItem[] | null }
  ports: PortCard[]
  headingId: string
}) {
  return (
    <PageSection copy={copy} headingId={headingId} as="nav">
      {ports.length > 0 && (
        <ul className="grid grid-3 port-cards">
          {ports.map((port) => (
            <li key={port._id}>
              <Link to={`/ports/${port.slug}`} className="card port-card">
                <span className="port-card-name">{port.name}</span>
                <span className="muted">
                  {port.responseTime}
                  {port.advanceNotice ? ` · ${port.advanceNotice}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {copy.items?.map((item, index) => (
        <p key={index}>
          <CopyLink item={item} />
        </p>
      ))}
    </PageSection>
  )
}
