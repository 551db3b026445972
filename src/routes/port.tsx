import { Link, redirectDocument } from 'react-router'
import { plainText } from '~/content/plain-text'
import { CopyLink } from '~/components/CopyLink'
import { withPortChoice } from '~/lib/port-choice'
import { DownloadLink } from '~/components/DownloadLink'
import { cmsLinks, NotFound } from '~/components/NotFound'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { fill, label, section, type ItemNameOf } from '~/content/copy'
import { contentQuery, routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { telHref, useSiteSettings, whatsappHref, withoutStega } from '~/content/site'
import { shareFact, type ShareCard } from '~/lib/share-card'
import { portJsonLd } from '~/lib/port-structured-data'
import { breadcrumbJsonLd } from '~/lib/structured-data'
import { NewTab } from '~/components/NewTab'
import { NoticeGrid } from '~/components/notices/NoticeGrid'
import type { PORT_QUERY_RESULT } from '~/content/sanity.types'
import type { Route } from './+types/port'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('PORT_QUERY', (params: { portSlug: string }, count: number) => ({ slug: params.portSlug, count }))

/** The port and its latest notices, as many as the site settings say (every page's frame reads them too). */
async function loadPort(params: { portSlug: string }) {
  const { data: settings } = await loadContent(contentQuery('SITE_SETTINGS_QUERY'))
  const count = settings.latestNotices ?? 0
  return { count, port: await loadContent(query(params, count)) }
}

export async function loader({ params }: Route.LoaderArgs) {
  return loadPort(params)
}

/**
 * Ports added in the CMS after the build were not prerendered: their data is fetched in the
 * browser instead (and an unknown slug renders Port Not Found). When the CMS cannot answer
 * (down, or answering nothing), the address is loaded as a page, so the site's host answers it
 * (with its Not Found page) rather than the error page.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader()
  } catch {
    try {
      return await loadPort(params)
    } catch {
      const url = new URL(request.url)
      return redirectDocument(url.pathname + url.search)
    }
  }
}

export function formatCoordinates(point: NonNullable<PORT_QUERY_RESULT['port']>['coordinates']) {
  if (point?.lat == null || point?.lng == null) return ''
  const lat = `${Math.abs(point.lat).toFixed(4)}° ${point.lat >= 0 ? 'N' : 'S'}`
  const lng = `${Math.abs(point.lng).toFixed(4)}° ${point.lng >= 0 ? 'E' : 'W'}`
  return `${lat}, ${lng}`
}

/** A port's share image: its name as its h1 shows it, its response time and coverage under their labels. */
function portCard(
  copy: PORT_QUERY_RESULT['copy'],
  port: NonNullable<PORT_QUERY_RESULT['port']>,
  labels: { responseTime: string; coverage?: { title?: string | null; text?: string | null } },
): ShareCard {
  return {
    eyebrow: copy?.hero?.eyebrow,
    title: port.fullName || port.name || '',
    facts: [...shareFact(labels.responseTime, port.responseTime), ...shareFact(labels.coverage?.title, labels.coverage?.text)],
    image: port.seo?.image,
  }
}

/** A port's requirements shown as facts, each under the label of the same name. */
const REQUIREMENTS = ['advanceNotice', 'seasonNote', 'baseAssets'] as const

/** A card listing a port's equipment or partners; none when the list is empty. */
function ListCard({ id, heading, entries }: { id: string; heading: string; entries?: string[] | null }) {
  if (!entries?.length) return null
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="h3">
        {heading}
      </h2>
      <ul className="plain-list">
        {entries.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ul>
    </section>
  )
}

export default function Port({ loaderData, params }: Route.ComponentProps) {
  const data = useContent(query(params, loaderData.count), loaderData.port)
  const settings = useSiteSettings()
  const { port, otherPorts, copy } = data
  const t = (name: ItemNameOf<'port', 'labels'>) => label(copy, 'labels', name)

  if (!port) {
    const notFound = section(copy, 'not-found')
    return (
      <NotFound
        heading={notFound.heading}
        text={<RichText value={notFound.body} />}
        description={notFound.body ? plainText(notFound.body, settings) : undefined}
        links={[...otherPorts.map((p) => ({ to: `/ports/${p.slug}`, label: p.name ?? '' })), ...cmsLinks(notFound.items)]}
        linksLabel={t('otherPorts')}
      />
    )
  }

  const actions = section(copy, 'actions').items ?? []
  const whatsapp = actions.find((entry) => entry.name === 'whatsapp')
  // The directory of every port (the list above holds the featured ones only).
  const allPorts = section(copy, 'labels').items?.find((entry) => entry.name === 'allPorts' && entry.href)
  // Every notice (the port's own list above holds its latest few).
  const allNotices = section(copy, 'labels').items?.find((entry) => entry.name === 'allNotices' && entry.href)
  const values = { portName: port.name, fullName: port.fullName }
  const heading = port.fullName || port.name || ''
  const path = `/ports/${port.slug}`
  // The company's own desk is the site settings' phone, stated once for every port.
  const phoneOf = (contact: { source?: string | null; contact?: string | null }) =>
    contact.source === 'company' ? settings.emergencyPhone : contact.contact
  const hasRequirements = REQUIREMENTS.some((name) => port[name]) || Boolean(port.localNuances?.length)
  const hasResources = Boolean(port.equipment?.length || port.partners?.length)
  return (
    <>
      <Seo
        title={port.seo?.title ?? fill(copy?.seo?.title, values)}
        description={port.seo?.description ?? fill(copy?.seo?.description, values)}
        path={path}
        card={portCard(copy, port, {
          responseTime: t('responseTime'),
          coverage: section(copy, 'labels').items?.find((entry) => entry.name === 'coverage'),
        })}
        jsonLd={[
          portJsonLd(
            settings,
            { path, name: heading, coordinates: port.coordinates, region: port.region },
            {
              heading: t('emergencyContacts'),
              entries: (port.emergencyContacts ?? []).map((contact) => ({
                key: contact._key,
                role: contact.role,
                phone: withoutStega(phoneOf(contact)),
                company: contact.source === 'company',
              })),
            },
          ),
          breadcrumbJsonLd(settings, [...(allPorts?.href ? [{ name: allPorts.title, path: allPorts.href }] : []), { name: heading, path }]),
        ]}
      />
      <section className="hero hero-port" aria-labelledby="page-title">
        <div className="container hero-inner">
          {copy?.hero?.eyebrow && <p className="eyebrow">{copy.hero.eyebrow}</p>}
          <h1 id="page-title">{heading}</h1>
          <dl className="port-facts">
            {/* The names the trade also uses (Nhava Sheva, Vizag): weighted as the heading is in the site search. */}
            {port.otherNames?.length ? (
              <div>
                <dt>{t('otherNames')}</dt>
                <dd data-pagefind-weight="7">{port.otherNames.join(', ')}</dd>
              </div>
            ) : null}
            {port.responseTime && (
              <div>
                <dt>{t('responseTime')}</dt>
                <dd>{port.responseTime}</dd>
              </div>
            )}
            {port.region && (
              <div>
                <dt>{t('region')}</dt>
                <dd>{port.region}</dd>
              </div>
            )}
            {port.coordinates && (
              <div>
                <dt>{t('coordinates')}</dt>
                <dd>{formatCoordinates(port.coordinates)}</dd>
              </div>
            )}
            <div>
              <dt>{t('coverage')}</dt>
              <dd>{section(copy, 'labels').items?.find((entry) => entry.name === 'coverage')?.text}</dd>
            </div>
          </dl>
          {copy?.hero?.lead && <p className="lead">{copy.hero.lead}</p>}
          <div className="hero-actions">
            <CopyLink
              item={actions[0] && { ...actions[0], href: withPortChoice(actions[0].href ?? '', port.name) }}
              className="button button-primary"
            />
            <DownloadLink download="compliancePack" className="button button-light" label={port.slug ?? undefined}>
              {actions[1]?.title}
            </DownloadLink>
            <a href={telHref(settings.emergencyPhone)} className="button button-emergency">
              {actions[2]?.title}
            </a>
            {/* The emergency message opens naming the port ("Emergency at Mundra: "), in the CMS's words. */}
            {whatsapp && (
              <a
                href={whatsappHref(settings.whatsappNumber, fill(whatsapp.text, { port: port.name }))}
                className="button button-light"
                target="_blank"
                rel="noopener"
              >
                {whatsapp.title}
                <NewTab />
              </a>
            )}
          </div>
        </div>
      </section>

      {/* A port without some of its details (a draft published through the API, say): empty parts hide with their headings. */}
      {(hasRequirements || hasResources) && (
        <section className="section" aria-labelledby={hasRequirements ? 'requirements-heading' : 'equipment-heading'}>
          <div className="container split">
            {hasRequirements && (
              <div>
                <h2 id="requirements-heading">{t('localNuances')}</h2>
                <dl className="fact-list">
                  {REQUIREMENTS.map(
                    (name) =>
                      port[name] && (
                        <div key={name}>
                          <dt>{t(name)}</dt>
                          <dd>{port[name]}</dd>
                        </div>
                      ),
                  )}
                </dl>
                {port.localNuances?.length ? (
                  <ul className="check-list">
                    {port.localNuances.map((nuance, index) => (
                      <li key={index}>{nuance}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            )}
            {hasResources && (
              <div className="stack">
                <ListCard id="equipment-heading" heading={t('equipment')} entries={port.equipment} />
                <ListCard id="partners-heading" heading={t('partners')} entries={port.partners} />
              </div>
            )}
          </div>
        </section>
      )}

      {port.emergencyContacts?.length ? (
        <section className="section section-muted" aria-labelledby="contacts-heading">
          <div className="container">
            <h2 id="contacts-heading">{t('emergencyContacts')}</h2>
            <div className="table-scroll" role="group" aria-labelledby="contacts-heading" tabIndex={0}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('role')}</th>
                    <th scope="col">{t('contact')}</th>
                    <th scope="col">{t('verified')}</th>
                  </tr>
                </thead>
                <tbody>
                  {port.emergencyContacts.map((contact) => {
                    const phone = phoneOf(contact)
                    // The day it was last verified, as ISO 8601 (YYYY-MM-DD), which reads the same everywhere.
                    const verified =
                      contact.source !== 'company' && /^\d{4}-\d{2}-\d{2}$/.test(contact.verified ?? '') ? contact.verified! : undefined
                    return (
                      <tr key={contact._key}>
                        <th scope="row">{contact.role}</th>
                        <td>{telHref(phone) ? <a href={telHref(phone)}>{phone}</a> : phone}</td>
                        <td>{verified && <time dateTime={verified}>{verified}</time>}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          </div>
        </section>
      ) : null}

      {port.notices.length > 0 && (
        <section className="section section-muted" aria-labelledby="port-notices-heading">
          <div className="container">
            <h2 id="port-notices-heading">{fill(t('notices'), values)}</h2>
            <NoticeGrid notices={port.notices} words={data.noticeWords} />
            {allNotices && (
              <p className="section-links">
                <CopyLink item={allNotices} />
              </p>
            )}
          </div>
        </section>
      )}

      {(otherPorts.length > 0 || allPorts) && (
        <nav className="section" aria-labelledby="other-ports-heading">
          <div className="container">
            <h2 id="other-ports-heading">{t('otherPorts')}</h2>
            <ul className="grid grid-5 port-cards">
              {otherPorts.map((other) => (
                <li key={other._id}>
                  <Link to={`/ports/${other.slug}`} className="card port-card">
                    <span className="port-card-name">{other.name}</span>
                    <span className="muted">{other.responseTime}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {allPorts && (
              <p>
                <CopyLink item={allPorts} />
              </p>
            )}
          </div>
        </nav>
      )}
    </>
  )
}
