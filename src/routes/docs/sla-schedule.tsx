import { DocFooter, DocHeader, DocScreen, DocSection, DocTable, useDocDate } from '~/components/docs/DocLayout'
import { FillLines } from '~/components/docs/FillLines'
import { DocRichText } from '~/components/docs/DocRichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { label, section, type CopyItem, type ItemNameOf } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { DOWNLOADS } from '~/lib/downloads'
import '~/styles/docs.css'
import type { Route } from './+types/sla-schedule'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('DOC_SLA_SCHEDULE_QUERY')

export async function loader() {
  return { doc: await loadContent(query()) }
}

/** A signature block's text, one line per fill-in line ("Name", "Title", ...). */
function signatureLines(entry: CopyItem): CopyItem[] {
  return (entry.text ?? '')
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ ...entry, title: part, meta: null, name: null, text: null }))
}

/** Fleet retainer SLA schedule (GSI-SLA-RET-INDIA). */
export default function SlaSchedule({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.doc)
  const date = useDocDate(loaderData.doc.fetchedAt)
  const { copy, doc, sla } = data
  const levels = section(copy, 'service-levels')
  const other = section(copy, 'other-commitments')
  const reporting = section(copy, 'validation-reporting')
  const exclusions = section(copy, 'exclusions')
  const escalation = section(copy, 'escalation-directory')
  const signatures = section(copy, 'signatures')
  const column = (name: ItemNameOf<'docSlaSchedule', 'service-levels'>) => label(copy, 'service-levels', name)
  const parties = signatures.items?.filter((entry) => entry.name === 'provider' || entry.name === 'customer') ?? []
  const contract = signatures.items?.filter((entry) => entry.name !== 'provider' && entry.name !== 'customer') ?? []

  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path={DOWNLOADS.slaSchedule.page} />
      <DocScreen download="slaSchedule" meta={doc} className="doc-sla">
        <DocHeader hero={copy?.hero} meta={doc} date={date} />

        <DocSection id="service-levels" heading={levels.heading}>
          <DocRichText value={levels.body} />
          <DocTable
            label={levels.heading ?? ''}
            className="doc-sla-table"
            rows={sla}
            columns={[
              { label: column('service'), cell: (row) => row.service },
              { label: column('commitment'), cell: (row) => row.commitment },
              { label: column('metric'), cell: (row) => row.metric },
              { label: column('penalty'), cell: (row) => row.penalty },
              { label: column('escalation'), cell: (row) => row.escalation || '—' },
            ]}
          />
        </DocSection>

        <div className="doc-columns">
          <DocSection id="other-commitments" heading={other.heading}>
            <dl className="doc-pairs">
              {other.items?.map((entry, index) => (
                <div key={index}>
                  <dt>{entry.title}</dt>
                  <dd>{entry.meta}</dd>
                </div>
              ))}
            </dl>
          </DocSection>
          <DocSection id="exclusions" heading={exclusions.heading}>
            <ul className="doc-list">
              {exclusions.items?.map((entry, index) => (
                <li key={index}>{entry.title}</li>
              ))}
            </ul>
          </DocSection>
        </div>

        <DocSection id="validation-reporting" heading={reporting.heading}>
          <dl className="doc-defs doc-defs-2">
            {reporting.items?.map((entry, index) => (
              <div key={index}>
                <dt>{entry.title}</dt>
                <dd>{entry.text}</dd>
              </div>
            ))}
          </dl>
        </DocSection>

        <DocSection id="escalation-directory" heading={escalation.heading}>
          <dl className="doc-directory">
            {escalation.items?.map((entry, index) => (
              <div key={index}>
                <dt>
                  <span className="doc-tag">{entry.meta}</span> {entry.title}
                </dt>
                <dd>{entry.text}</dd>
              </div>
            ))}
          </dl>
        </DocSection>

        <DocSection id="signatures" heading={signatures.heading} className="doc-signatures">
          <div className="doc-signature-blocks">
            {parties.map((party, index) => (
              <div key={index} className="doc-signature-block">
                <h3>{party.title}</h3>
                <FillLines items={signatureLines(party)} columns={1} />
              </div>
            ))}
          </div>
          <FillLines items={contract} columns={2} />
        </DocSection>
        <DocFooter section={section(copy, 'footer')} />
      </DocScreen>
    </>
  )
}
