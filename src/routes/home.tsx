import { PageBlocks } from '~/blocks/PageBlocks'
import { CaseStudyCards } from '~/components/CaseStudyCard'
import { CoverageSection } from '~/components/CoastCards'
import { Buttons, CopyLink } from '~/components/CopyLink'
import { CtaBand } from '~/components/CtaBand'
import { NoticeGrid } from '~/components/notices/NoticeGrid'
import { DownloadLink } from '~/components/DownloadLink'
import { PageHero, PageSection } from '~/components/Page'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { MetricsBand } from '~/components/pages/MetricsBand'
import { SlaSection } from '~/components/pages/SlaSection'
import { section, titleOf } from '~/content/copy'
import { contentQuery, routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { useSiteSettings, useWord } from '~/content/site'
import type { Route } from './+types/home'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('HOME_QUERY', (count: number) => ({ count }))

export async function loader() {
  // How many of the newest notices the page shows: the site settings' (every page's frame reads them too).
  const { data: settings } = await loadContent(contentQuery('SITE_SETTINGS_QUERY'))
  const count = settings.latestNotices ?? 0
  return { count, home: await loadContent(query(count)) }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const word = useWord()
  const data = useContent(query(loaderData.count), loaderData.home)
  const settings = useSiteSettings()
  const { copy, sla, coverage, caseStudies, notices } = data
  const heroActions = section(copy, 'hero-actions')
  const dgs = section(copy, 'dgs-verification')
  const summary = section(copy, 'compliance-summary-download')
  const slaCopy = section(copy, 'sla')
  const coverageCopy = section(copy, 'coverage')
  const surge = section(copy, 'surge-assets')
  const cases = section(copy, 'case-studies')
  const latest = section(copy, 'latest-notices')
  const cta = section(copy, 'pre-arrival-cta')

  return (
    <>
      <Seo
        title={copy?.seo?.title}
        description={copy?.seo?.description}
        card={pageCard(copy)}
        path="/"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          // The company every page names; the port pages' JSON-LD points to it by this id.
          '@id': `${settings.siteUrl}/#organization`,
          name: settings.brandName,
          url: settings.siteUrl,
          // The brand mark the header shows.
          logo: `${settings.siteUrl}/favicon.svg`,
          email: settings.supportEmail,
          telephone: settings.emergencyPhone,
          address: { '@type': 'PostalAddress', addressLocality: settings.officeLocation, addressCountry: 'IN' },
          contactPoint: {
            '@type': 'ContactPoint',
            telephone: settings.emergencyPhone,
            email: settings.supportEmail,
            contactType: 'emergency',
            // Every day, round the clock (the 24/7 desk).
            hoursAvailable: {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
              opens: '00:00',
              closes: '23:59',
            },
            areaServed: 'IN',
          },
        }}
      />
      <PageHero hero={copy?.hero}>
        <Buttons items={heroActions.items} />
        {settings.badges && settings.badges.length > 0 && (
          <ul className="badge-list" aria-label={word('highlights')}>
            {settings.badges.map((badge) => (
              <li key={badge._key} className="badge">
                {badge.text}
              </li>
            ))}
          </ul>
        )}
      </PageHero>

      <MetricsBand metrics={settings.metrics} label={word('keyFigures')} />

      <section className="section" aria-labelledby="dgs-heading">
        <div className="container split">
          <div>
            <h2 id="dgs-heading">{dgs.heading}</h2>
            <RichText value={dgs.body} />
            <ul className="feature-list">
              {dgs.items?.map((entry, index) => (
                <li key={index}>
                  <strong>{entry.title}</strong>
                  {entry.text && <span>{entry.text}</span>}
                </li>
              ))}
            </ul>
          </div>
          <aside className="card card-accent" aria-labelledby="summary-heading">
            <h3 id="summary-heading">{summary.heading}</h3>
            <RichText value={summary.body} />
            <p>
              <DownloadLink download="complianceSummary" className="button button-primary">
                {titleOf(summary, 'download')}
              </DownloadLink>
            </p>
            {summary.note && <p className="muted small">{summary.note}</p>}
          </aside>
        </div>
      </section>

      <SlaSection copy={slaCopy} rows={sla} headingId="sla-heading" className="section-muted" />

      <CoverageSection copy={coverageCopy} zones={coverage} headingId="coverage-heading" />

      <PageSection copy={surge} headingId="surge-heading" className="section-dark">
        <ul className="grid grid-4 stat-cards">
          {surge.items?.map((item, index) => (
            <li key={index} className="stat-card">
              {item.meta && <p className="stat-value">{item.meta}</p>}
              <p className="stat-title">{item.title}</p>
              {item.text && <p className="stat-text">{item.text}</p>}
            </li>
          ))}
        </ul>
      </PageSection>

      <CaseStudyCards copy={cases} caseStudies={caseStudies} headingId="cases-heading" />

      <PageBlocks blocks={copy?.blocks} owner={copy} />

      {notices.length > 0 && (
        <PageSection copy={latest} headingId="notices-heading" className="section-muted">
          <NoticeGrid notices={notices} words={data.noticeWords} />
          <p className="section-links">
            <CopyLink item={latest.items?.[0]} />
          </p>
        </PageSection>
      )}

      <CtaBand copy={cta} />
    </>
  )
}
