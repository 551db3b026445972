import { PageBlocks } from '~/blocks/PageBlocks'
import { PageHero } from '~/components/Page'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { Icon } from '~/components/pages/Icon'
import { section, type CopyItem } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { mailtoHref, telHref, useSiteSettings, whatsappHref, type SiteSettings } from '~/content/site'
import type { Route } from './+types/contact'
import { NewTab } from '~/components/NewTab'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('CONTACT_QUERY')

export async function loader() {
  return { copy: await loadContent(query()) }
}

/** A contact channel: the CMS item names the site setting it shows, e.g. "emergencyPhone". */
function Channel({ entry, settings }: { entry: CopyItem; settings: SiteSettings }) {
  const value = entry.name ? (settings as Record<string, unknown>)[entry.name] : undefined
  const text = typeof value === 'string' ? value : ''
  let link: { href: string; label: string; external?: boolean } | undefined
  // A value that is not a phone number shows as text, with no link to a wrong number.
  const tel = entry.name === 'emergencyPhone' ? telHref(text) : undefined
  const whatsapp = entry.name === 'whatsappNumber' ? whatsappHref(text) : undefined
  if (tel) link = { href: tel, label: text }
  else if (whatsapp) link = { href: whatsapp, label: `+${text.replace(/\D/g, '')}`, external: true }
  else if (entry.name === 'supportEmail' && text) link = { href: mailtoHref(text), label: text }
  return (
    <li className={`card channel${entry.name === 'emergencyPhone' ? ' channel-urgent' : ''}`}>
      <Icon name={entry.icon} className="icon icon-badge" />
      <h3>{entry.title}</h3>
      {link ? (
        <p className="channel-value">
          <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}>
            {link.label}
            {link.external && <NewTab />}
          </a>
        </p>
      ) : (
        text && <p className="channel-value">{text}</p>
      )}
      {entry.text && <p className="muted">{entry.text}</p>}
    </li>
  )
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.copy)
  const settings = useSiteSettings()
  const { copy } = data
  const channels = section(copy, 'channels')
  const promise = section(copy, 'response-promise')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path="/contact" />
      <PageHero hero={copy?.hero} />
      <section className="section" aria-labelledby="channels-heading">
        <div className="container">
          <h2 id="channels-heading">{channels.heading}</h2>
          <ul className="grid grid-4 channels">
            {channels.items?.map((entry, index) => (
              <Channel key={index} entry={entry} settings={settings} />
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="promise-heading">
        <div className="container narrow">
          <h2 id="promise-heading">{promise.heading}</h2>
          <RichText value={promise.body} className="rich-text check-text" />
        </div>
      </section>
      <PageBlocks blocks={copy?.blocks} owner={copy} />
    </>
  )
}
