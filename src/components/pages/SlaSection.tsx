import { CopyLink } from '~/components/CopyLink'
import { PageSection, type SectionCopy } from '~/components/Page'
import type { CopyItem } from '~/content/copy'
import { SlaTable, type SlaRow } from './StackTable'

/**
 * The SLA section of the home page (and a page's own "SLA table" section): the heading and text,
 * the table, then its links (the second one a button).
 */
export function SlaSection({
  copy,
  rows,
  headingId,
  className,
}: {
  copy: SectionCopy & { items?: CopyItem[] | null }
  rows: SlaRow[]
  headingId: string
  className?: string
}) {
  return (
    <PageSection copy={copy} headingId={headingId} className={className}>
      <SlaTable rows={rows} caption={copy.heading} labelledBy={headingId} />
      {copy.items?.length ? (
        <p className="section-links">
          <CopyLink item={copy.items[0]} />
          <CopyLink item={copy.items[1]} className="button button-primary" />
        </p>
      ) : null}
    </PageSection>
  )
}
