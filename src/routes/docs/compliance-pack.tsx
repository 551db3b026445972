import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { DocFooter, DocHeader, DocScreen, DocSection, useDocDate } from '~/components/docs/DocLayout'
import { CheckBoxes, FillLines } from '~/components/docs/FillLines'
import { takeSubmission } from '~/components/docs/submission'
import { DocRichText } from '~/components/docs/DocRichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { section } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { mailtoHref, telHref, useSiteSettings, whatsappHref, type SiteSettings } from '~/content/site'
import { DOWNLOADS } from '~/lib/downloads'
import type { SectionOf } from '../../../contract/page-copy.ts'
import '~/styles/docs.css'
import type { Route } from './+types/compliance-pack'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('DOC_COMPLIANCE_PACK_QUERY')

export async function loader() {
  return { doc: await loadContent(query()) }
}

/**
 * With ?filled=1, the generator's submission (handed over in sessionStorage, never the URL, and
 * deleted from it as it is read: components/docs/submission.ts) fills the vessel, IMO, port call, ETA
 * and agent lines. Read after hydration: the prerendered page is blank.
 */
function useSubmission() {
  const [params] = useSearchParams()
  const filled = params.get('filled') === '1'
  const [values, setValues] = useState<Record<string, string> | null>(null)
  // Whether the submission has been read (Print, pressed before, waits for it).
  const [read, setRead] = useState(false)
  useEffect(() => {
    setRead(true)
    if (!filled) return setValues(null)
    try {
      setValues(takeSubmission(window.sessionStorage))
    } catch {
      setValues(null) // storage blocked: the lines stay blank
    }
  }, [filled])
  return { values, read }
}

function settingLink(name: string | null | undefined, settings: SiteSettings) {
  if (name === 'emergencyPhone' && settings.emergencyPhone) return <a href={telHref(settings.emergencyPhone)}>{settings.emergencyPhone}</a>
  if (name === 'supportEmail' && settings.supportEmail) return <a href={mailtoHref(settings.supportEmail)}>{settings.supportEmail}</a>
  if (name === 'whatsappNumber' && settings.whatsappNumber) {
    return (
      <a href={whatsappHref(settings.whatsappNumber)} className="doc-link-plain">
        +{settings.whatsappNumber.replace(/\D/g, '')}
      </a>
    )
  }
  return null
}

/** Pre-arrival financial security pack (GSI-COMPLIANCE-PACK): exactly two A4 pages. */
export default function CompliancePack({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.doc)
  const settings = useSiteSettings()
  const date = useDocDate(loaderData.doc.fetchedAt)
  const { values: submission, read } = useSubmission()
  const { copy, doc, ports } = data
  const s = <const S extends SectionOf<'docCompliancePack'>>(key: S) => section(copy, key)
  const signatory = s('signatory').items ?? []
  const [signer, ...signLines] = signatory
  const steps = s('harbour-master-steps')
  const nosdcp = s('nosdcp-coordination')
  const mark = [doc?.documentId, doc?.documentVersion].filter(Boolean).join(' · ')

  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path={DOWNLOADS.compliancePack.page} />
      <DocScreen download="compliancePack" meta={doc} className="doc-pack" filled={submission !== null} ready={read}>
        <div className="doc-sheet doc-sheet-1">
          <DocHeader hero={copy?.hero} meta={doc} date={date} contacts={false} />

          <DocSection id="vessel-details" heading={s('vessel-details').heading}>
            <FillLines items={s('vessel-details').items} values={submission ?? {}} columns={2} />
          </DocSection>

          <DocSection id="insurance" heading={s('insurance').heading}>
            <FillLines items={s('insurance').items} columns={2} />
          </DocSection>

          <div className="doc-columns">
            <DocSection id="attachments" heading={s('attachments').heading}>
              <ul className="doc-attachments">
                {s('attachments').items?.map((entry, index) => (
                  <li key={index}>
                    {entry.meta && <span className="doc-tag">{entry.meta}</span>} {entry.title}
                  </li>
                ))}
              </ul>
            </DocSection>
            <DocSection id="representations" heading={s('representations').heading}>
              <ol className="doc-numbered">
                {s('representations').items?.map((entry, index) => (
                  <li key={index}>{entry.title}</li>
                ))}
              </ol>
            </DocSection>
          </div>

          <div className="doc-columns">
            <DocSection id="signatory" heading={s('signatory').heading} className="doc-box">
              {signer && (
                <p className="doc-signer">
                  <b>{signer.title}</b>
                  {signer.meta && <span>, {signer.meta}</span>}
                  {signer.text && <span className="doc-signer-for">{signer.text}</span>}
                </p>
              )}
              <FillLines items={signLines} columns={1} />
            </DocSection>
            <DocSection id="operations-centre" heading={s('operations-centre').heading} className="doc-box doc-box-accent">
              <dl className="doc-pairs doc-contacts">
                {s('operations-centre').items?.map((entry, index) => (
                  <div key={index}>
                    <dt>{entry.title}</dt>
                    <dd>{settingLink(entry.name, settings)}</dd>
                  </div>
                ))}
              </dl>
            </DocSection>
          </div>
        </div>

        <div className="doc-sheet doc-sheet-2">
          <p className="doc-running-head">
            <span>{copy?.hero?.title}</span>
            <span>{mark}</span>
          </p>

          <DocSection id="harbour-master-steps" heading={steps.heading}>
            <ol className="doc-numbered">
              {steps.items?.map((entry, index) => (
                <li key={index}>{entry.title}</li>
              ))}
            </ol>
            <h3 id="verification-record">{s('verification-record').heading}</h3>
            <FillLines items={s('verification-record').items} columns={2} />
          </DocSection>

          <DocSection id="vessel-agent-checklist" heading={s('vessel-agent-checklist').heading}>
            <CheckBoxes items={s('vessel-agent-checklist').items} className="doc-checkboxes-2" />
          </DocSection>

          <DocSection id="port-essentials" heading={s('port-essentials').heading}>
            <ul className="doc-ports">
              {ports.map((port) => (
                <li key={port._id}>
                  <h3>{port.name}</h3>
                  <ul>
                    {port.nuances?.map((nuance) => (
                      <li key={nuance}>{nuance}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </DocSection>

          <DocSection id="nosdcp-coordination" heading={nosdcp.heading}>
            <DocRichText value={nosdcp.body} />
            <ul className="doc-centres">
              {nosdcp.items?.map((entry, index) => (
                <li key={index}>
                  <b>{entry.title}</b>
                  {entry.meta && <span>{entry.meta}</span>}
                </li>
              ))}
            </ul>
          </DocSection>

          <div className="doc-columns">
            <DocSection id="references" heading={s('references').heading}>
              <ul className="doc-list">
                {s('references').items?.map((entry, index) => (
                  <li key={index}>{entry.title}</li>
                ))}
              </ul>
            </DocSection>
            <DocSection id="audit-log" heading={s('audit-log').heading}>
              <FillLines items={s('audit-log').items} columns={1} className="fill-lines-compact" />
            </DocSection>
          </div>
          <DocFooter section={s('footer')} />
        </div>
      </DocScreen>
    </>
  )
}
