import { DocHeader, DocScreen, DocSection, useDocDate } from '~/components/docs/DocLayout'
import { DocLinks } from '~/components/docs/DocLink'
import { CheckBoxes } from '~/components/docs/FillLines'
import { DocRichText } from '~/components/docs/DocRichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { section } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { DOWNLOADS } from '~/lib/downloads'
import '~/styles/docs.css'
import type { Route } from './+types/financial-security-evidence'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('DOC_EVIDENCE_PACK_QUERY')

export async function loader() {
  return { doc: await loadContent(query()) }
}

const CHECKLIST_GROUPS = [
  'checklist-cover-letter',
  'checklist-verification-package',
  'checklist-nosdcp-contacts',
  'checklist-port-agent-coordination',
] as const

/** Financial security evidence pack (GSI-FS-EVIDENCE): four-group checklist, audit notes, external links. */
export default function EvidencePack({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.doc)
  const date = useDocDate(loaderData.doc.fetchedAt)
  const { copy, doc } = data
  const audit = section(copy, 'audit-notes')
  const links = section(copy, 'external-links')

  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path={DOWNLOADS.evidencePack.page} />
      <DocScreen download="evidencePack" meta={doc} className="doc-evidence">
        <DocHeader hero={copy?.hero} meta={doc} date={date} />

        <div className="doc-grid-2">
          {CHECKLIST_GROUPS.map((key, index) => {
            const group = section(copy, key)
            return (
              <DocSection key={key} id={key} heading={group.heading ? `${index + 1}. ${group.heading}` : null} className="doc-box">
                <CheckBoxes items={group.items} />
              </DocSection>
            )
          })}
        </div>

        <DocSection id="audit-notes" heading={audit.heading}>
          <DocRichText value={audit.body} />
        </DocSection>

        <DocSection id="external-links" heading={links.heading}>
          <DocLinks items={links.items} />
        </DocSection>
      </DocScreen>
    </>
  )
}
