import { DocFooter, DocHeader, DocScreen, DocSection, DocTable, useDocDate } from '~/components/docs/DocLayout'
import { DocLink } from '~/components/docs/DocLink'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { label, section } from '~/content/copy'
import { contentQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { DOWNLOADS } from '~/lib/downloads'
import '~/styles/docs.css'
import type { Route } from './+types/dgs-msn05-2025'

export async function loader() {
  return { doc: await loadContent(contentQuery('DOC_DGS_SUMMARY_QUERY')) }
}

/** DGS MSN 05/2025 compliance summary: clause table, stakeholder obligations, implementation notes, references. */
export default function DgsSummary({ loaderData }: Route.ComponentProps) {
  const data = useContent(contentQuery('DOC_DGS_SUMMARY_QUERY'), loaderData.doc)
  const date = useDocDate(loaderData.doc.fetchedAt)
  const { copy, doc, clauses } = data
  const table = section(copy, 'clause-table')
  const obligations = section(copy, 'stakeholder-obligations')
  const notes = section(copy, 'implementation-notes')
  const references = section(copy, 'references')
  const column = (name: string) => label(copy, 'clause-table', name)

  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} path={DOWNLOADS.complianceSummary.page} />
      <DocScreen download="complianceSummary" meta={doc} className="doc-dgs">
        <DocHeader hero={copy?.hero} meta={doc} date={date} />

        <DocSection id="clause-table" heading={table.heading}>
          <RichText value={table.body} />
          <DocTable label={table.heading ?? ''}>
            <table className="doc-table doc-clauses">
              <thead>
                <tr>
                  <th scope="col">{column('clause')}</th>
                  <th scope="col">{column('requirement')}</th>
                  <th scope="col">{column('delivery')}</th>
                  <th scope="col">{column('verification')}</th>
                </tr>
              </thead>
              <tbody>
                {clauses.map((row) => (
                  <tr key={row._id}>
                    <th scope="row">{row.clause}</th>
                    <td>{row.requirement}</td>
                    <td>{row.delivery}</td>
                    <td>{row.verification}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </DocTable>
        </DocSection>

        <DocSection id="stakeholder-obligations" heading={obligations.heading}>
          <dl className="doc-obligations">
            {obligations.items?.map((entry) => (
              <div key={entry._key}>
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
          <RichText value={notes.body} />
        </DocSection>

        <DocSection id="references" heading={references.heading}>
          <ul className="doc-references">
            {references.items?.map((entry) => (
              <li key={entry._key}>
                <DocLink href={entry.href}>{entry.title}</DocLink>
              </li>
            ))}
          </ul>
        </DocSection>
        <DocFooter section={section(copy, 'footer')} />
      </DocScreen>
    </>
  )
}
