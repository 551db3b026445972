import { PageBlocks } from '~/blocks/PageBlocks'
import { FormSection, PageHero, PageSection } from '~/components/Page'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { CopyDownload, DownloadCard } from '~/components/pages/CopyDownload'
import { CARD_STYLES, Icon, IconCards } from '~/components/pages/Icon'
import { ClauseTable, SlaTable, StackTable, type StackColumn } from '~/components/pages/StackTable'
import { section, type CopyItem } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { mailtoHref, telHref, useColumnHeading, useSiteSettings, whatsappHref } from '~/content/site'
import type { FLEET_RETAINER_QUERY_RESULT } from '~/content/sanity.types'
import type { Route } from './+types/fleet-retainer'
import { NewTab } from '~/components/NewTab'
import { contactWord } from '~/components/layout/nav'
import { lazyForm } from '~/forms/lazy-form'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('FLEET_RETAINER_QUERY')

// The form is in the prerendered HTML; its code loads after the page's own, outside the
// first-load budget (submit waits for hydration, so nothing is lost meanwhile).
const FleetQuoteForm = lazyForm(() => import('~/forms/FleetQuoteForm').then((m) => m.FleetQuoteForm))

export async function loader() {
  return { copy: await loadContent(query()) }
}

/**
 * The review call's prepared email: the CMS item's text is the email, its first line the
 * subject and the rest (after a blank line) the body.
 */
export function reviewCallMailto(email: string, prepared: string | null | undefined) {
  const text = (prepared ?? '').replace(/\r\n/g, '\n').trim()
  const [subject, ...rest] = text.split('\n')
  const body = rest.join('\n').replace(/^\n+/, '')
  const params = [subject && `subject=${encodeURIComponent(subject.trim())}`, body && `body=${encodeURIComponent(body)}`].filter(Boolean)
  return `${mailtoHref(email)}${params.length ? `?${params.join('&')}` : ''}`
}

type Zone = FLEET_RETAINER_QUERY_RESULT['coverage'][number]

/** The coverage-zone table's columns, with their headings from the CMS. */
function useZoneColumns() {
  const heading = useColumnHeading()
  const zones: StackColumn<Zone>[] = [
    { label: heading('zone'), cell: (zone) => zone.zone },
    {
      label: heading('ports'),
      // The zone's ports with a guide, then its other places (as the coast cards list them).
      // (CoastCards' zonePlaces, written again: importing it would give the fleet retainer, the largest
      // first load, a chunk of its own, about 100 bytes over.)
      cell: (zone) => [...(zone.ports ?? []).map((port) => port.name), zone.places].filter(Boolean).join(', '),
    },
    { label: heading('responseTime'), cell: (zone) => <strong>{zone.responseTime}</strong>, className: 'nowrap-wide' },
    { label: heading('assets'), cell: (zone) => zone.assets },
  ]
  return zones
}

function isOfferItem(entry: CopyItem) {
  return !entry.href
}

export default function FleetRetainer({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.copy)
  const settings = useSiteSettings()
  const zoneColumns = useZoneColumns()
  const { copy, clauses, sla, coverage } = data
  const alignment = section(copy, 'compliance-alignment')
  const ops = section(copy, 'operations-centre')
  const highlights = section(copy, 'sla-highlights')
  const slaCopy = section(copy, 'sla')
  const zones = section(copy, 'coverage-zones')
  const datasheet = section(copy, 'procurement-datasheet')
  const quote = section(copy, 'quote')
  const review = section(copy, 'review-call')
  const [reviewEmail, reviewPhone] = review.items ?? []
  const slaPdf = slaCopy.items?.find((entry) => entry.href)

  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path="/fleet-retainer" />
      <PageHero hero={copy?.hero}>
        <div className="hero-actions">
          {quote.heading && (
            <a href="#quote" className="button button-primary">
              {quote.heading}
            </a>
          )}
          {slaCopy.heading && (
            <a href="#sla" className="button button-light">
              {slaCopy.heading}
            </a>
          )}
        </div>
      </PageHero>

      <PageSection copy={alignment} headingId="alignment-heading">
        <ClauseTable rows={clauses} labelledBy="alignment-heading" />
        {alignment.note && <p className="muted small">{alignment.note}</p>}
      </PageSection>

      <section className="section section-dark" aria-labelledby="ops-heading">
        <div className="container split">
          <div>
            <h2 id="ops-heading">{ops.heading}</h2>
            <RichText value={ops.body} />
            <ul className="ops-contacts">
              <li>
                <a href={telHref(settings.emergencyPhone)} className="button button-emergency">
                  <Icon name="phone" size={18} />
                  {settings.emergencyPhone}
                </a>
              </li>
              <li>
                <a href={whatsappHref(settings.whatsappNumber)} target="_blank" rel="noopener" className="button button-outline-light">
                  <Icon name="whatsapp" size={18} />
                  {contactWord(settings.layout, 'whatsappNumber')}
                  <NewTab />
                </a>
              </li>
              <li>
                <a href={mailtoHref(settings.supportEmail)} className="button button-outline-light">
                  <Icon name="mail" size={18} />
                  {settings.supportEmail}
                </a>
              </li>
            </ul>
          </div>
          <ul className="icon-list icon-list-dark">
            {ops.items?.map((entry, index) => (
              <li key={index}>
                <Icon name={entry.icon} />
                <div>
                  <p className="icon-list-title">{entry.title}</p>
                  {entry.text && <p>{entry.text}</p>}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection copy={highlights} headingId="highlights-heading">
        <IconCards items={highlights.items} classes={CARD_STYLES.figures} />
      </PageSection>

      <section id="sla" className="section section-muted" aria-labelledby="sla-heading">
        <div className="container">
          <div className="section-head">
            <div>
              <h2 id="sla-heading">{slaCopy.heading}</h2>
              <RichText value={slaCopy.body} />
            </div>
            <CopyDownload item={slaPdf} fallback="slaSchedule" newTab icon className="button button-primary" />
          </div>
          <SlaTable rows={sla} labelledBy="sla-heading" />
          <ul className="grid grid-3 commitment-list">
            {slaCopy.items?.filter(isOfferItem).map((entry, index) => (
              <li key={index} className="commitment">
                {entry.meta && <p className="commitment-value">{entry.meta}</p>}
                <p className="commitment-title">{entry.title}</p>
                {entry.text && <p className="muted small">{entry.text}</p>}
              </li>
            ))}
          </ul>
          {slaCopy.note && <p className="muted small">{slaCopy.note}</p>}
        </div>
      </section>

      <PageSection copy={zones} headingId="zones-heading">
        <StackTable rows={coverage} columns={zoneColumns} labelledBy="zones-heading" />
        {zones.note && <p className="muted small">{zones.note}</p>}

        <DownloadCard
          copy={datasheet}
          headingId="datasheet-heading"
          icon="document"
          item={datasheet.items?.[0]}
          fallback="slaSchedule"
          inSection
        />
      </PageSection>

      <PageBlocks blocks={copy?.blocks} owner={copy} />

      <FormSection
        copy={quote}
        headingId="quote-heading"
        id="quote"
        aside={
          review.heading && (
            <div className="review-call" role="group" aria-labelledby="review-heading">
              <h3 id="review-heading">{review.heading}</h3>
              <RichText value={review.body} />
              <p className="review-actions">
                {reviewEmail && (
                  <a href={reviewCallMailto(settings.supportEmail ?? '', reviewEmail.text)} className="button button-primary">
                    <Icon name={reviewEmail.icon ?? 'mail'} size={18} />
                    {reviewEmail.title}
                  </a>
                )}
                {reviewPhone && (
                  <a href={telHref(settings.emergencyPhone)} className="review-phone">
                    <Icon name={reviewPhone.icon ?? 'phone'} size={18} />
                    <span>
                      {reviewPhone.title} <strong className="nowrap">{settings.emergencyPhone}</strong>
                    </span>
                  </a>
                )}
              </p>
            </div>
          )
        }
      >
        <FleetQuoteForm copy={{ form: quote, success: section(copy, 'quote-success') }} />
      </FormSection>
    </>
  )
}
