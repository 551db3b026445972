import { DocHeader, DocScreen, DocSection, DocTable, useDocDate } from '~/components/docs/DocLayout'
import { DocLinks } from '~/components/docs/DocLink'
import { DocRichText } from '~/components/docs/DocRichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { label, section, type ItemNameOf } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { DOWNLOADS } from '~/lib/downloads'
import '~/styles/docs.css'
import type { Route } from './+types/dgs-msn05-2025'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('DOC_DGS_SUMMARY_QUERY')

export async function loader() {
  return { doc: await loadContent(query()) }
}

/** DGS MSN 05/2025 compliance summary: clause table, stakeholder obligations, implementation notes, references. */
export default function DgsSummary({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.doc)
  const date = useDocDate(loaderData.doc.fetchedAt)
  const { copy, doc, clauses } = data
  const table = section(copy, 'clause-table')
  const obligations = section(copy, 'stakeholder-obligations')
  const notes = section(copy, 'implementation-notes')
  const references = section(copy, 'references')
  const column = (name: ItemNameOf<'docDgsSummary', 'clause-table'>) => label(copy, 'clause-table', name)

  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path={DOWNLOADS.complianceSummary.page} />
      <DocScreen download="complianceSummary" meta={doc} className="doc-dgs">
        <DocHeader hero={copy?.hero} meta={doc} date={date} />

        <DocSection id="clause-table" heading={table.heading}>
          <DocRichText value={table.body} />
          <DocTable
            label={table.heading ?? ''}
            className="doc-clauses"
            rows={clauses}
            columns={[
              { label: column('clause'), cell: (row) => row.clause },
              { label: column('requirement'), cell: (row) => row.requirement },
              { label: column('delivery'), cell: (row) => row.delivery },
              { label: column('verification'), cell: (row) => row.verification },
            ]}
          />
        </DocSection>

        <DocSection id="stakeholder-obligations" heading={obligations.heading}>
          <dl className="doc-obligations">
            {obligations.items?.map((entry, index) => (
              <div key={index}>
                <dt>
                  {entry.title}
                  {entry.meta && <span className="doc-tag">{entry.meta}</span>}
                </dt>
                <dd>{entry.text}</dd>
              </div>
            ))}
          </dl>
        </DocSection>

        <DocSection id="implementation-notes" heading={notes.heading}>
          <DocRichText value={notes.body} />
        </DocSection>

        <DocSection id="references" heading={references.heading}>
          <DocLinks items={references.items} />
        </DocSection>
      </DocScreen>
    </>
  )
}
