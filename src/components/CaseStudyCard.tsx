import type { CopyItem } from '~/content/copy'
import type { HOME_QUERY_RESULT } from '~/content/sanity.types'
import { CopyLink } from './CopyLink'
import { PageSection, type SectionCopy } from './Page'
import { SanityImage } from './SanityImage'

export type CaseStudy = HOME_QUERY_RESULT['caseStudies'][number]

/** A case study as a card of the home page's grid (the case studies page shows them at length). */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <article className="card case-card">
      <SanityImage
        image={study.image}
        widths={[400, 800]}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        aspect={3 / 2}
        className="card-media"
      />
      <div className="card-body">
        <p className="metric-chip">{study.metric}</p>
        <h3 className="card-title">{study.title}</h3>
        <p>{study.description}</p>
      </div>
    </article>
  )
}

/** The home page's case studies section (and a page's own "Case studies" section): three cards a row, then a link to them all. */
export function CaseStudyCards({
  copy,
  caseStudies,
  headingId,
}: {
  copy: SectionCopy & { items?: CopyItem[] | null }
  caseStudies: CaseStudy[]
  headingId: string
}) {
  return (
    <PageSection copy={copy} headingId={headingId}>
      {caseStudies.length > 0 && (
        <div className="grid grid-3">
          {caseStudies.map((study) => (
            <CaseStudyCard key={study._id} study={study} />
          ))}
        </div>
      )}
      {copy.items?.length ? (
        <p className="section-links">
          <CopyLink item={copy.items[0]} />
        </p>
      ) : null}
    </PageSection>
  )
}
