import { Fragment, useEffect, useState, type ReactNode } from 'react'
import { section, titleOf } from '~/content/copy'
import { Link } from 'react-router'
import { mailtoHref, telHref, useWord, whatsappHref, type SiteSettings } from '~/content/site'
import { DownloadLink } from '~/components/DownloadLink'
import { contactWord, navLinks } from './nav'
import { NewTab } from '~/components/NewTab'
import { PrivacyLink } from '~/components/PrivacyLink'
import { choicesSlot } from '~/lib/analytics'
import { useEarlyPart } from '~/early/parts'

export function Footer({ settings, newsletter }: { settings: SiteSettings; newsletter?: ReactNode }) {
  const year = useVisitorYear()
  const word = useWord()
  const part = (key: 'footer-services' | 'footer-ports' | 'footer-resources' | 'footer-downloads') => section(settings.layout, key)
  const download = (name: 'complianceSummary' | 'evidencePack') => titleOf(part('footer-downloads'), name)
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-labelledby="footer-brand-heading">
          <h2 id="footer-brand-heading" className="footer-heading-brand">
            {settings.brandName}
          </h2>
          <p className="footer-tagline">{settings.footerTagline}</p>
          <ul className="footer-contact">
            <li>
              <a href={telHref(settings.emergencyPhone)}>{settings.emergencyPhone}</a>
            </li>
            <li>
              <a href={mailtoHref(settings.supportEmail)}>{settings.supportEmail}</a>
            </li>
            <li>
              <a href={whatsappHref(settings.whatsappNumber)} target="_blank" rel="noopener">
                {contactWord(settings.layout, 'whatsappNumber')}
                <NewTab />
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-services" className="footer-col">
          <h2 id="footer-services">{part('footer-services').heading}</h2>
          <ul>
            {navLinks(part('footer-services').items).map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-ports" className="footer-col">
          <h2 id="footer-ports">{part('footer-ports').heading}</h2>
          <ul>
            {settings.footerPorts?.map((port) => (
              <li key={port.slug}>
                <Link to={`/ports/${port.slug}`}>{port.name}</Link>
              </li>
            ))}
            {navLinks(part('footer-ports').items).map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources" className="footer-col">
          <h2 id="footer-resources">{part('footer-resources').heading}</h2>
          <ul>
            {navLinks(part('footer-resources').items).map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
          <h2 className="footer-subheading">{part('footer-downloads').heading}</h2>
          <ul>
            <li>
              <DownloadLink download="complianceSummary">{download('complianceSummary')}</DownloadLink>
            </li>
            <li>
              <DownloadLink download="evidencePack">{download('evidencePack')}</DownloadLink>
            </li>
          </ul>
        </nav>
        {newsletter && (
          <section className="footer-newsletter" aria-label={word('newsletter')}>
            {newsletter}
          </section>
        )}
      </div>
      <div className="container footer-bottom">
        <p>
          {word('office')}: {settings.officeLocation}
        </p>
        <Copyright note={section(settings.layout, 'copyright').note} year={year} />
        <p className="footer-legal">
          <PrivacyLink words="title" />
          {/* The analytics choices' button, when the site asks for consent: placed here by src/analytics/ once it runs. */}
          <span ref={choicesSlot} />
        </p>
      </div>
    </footer>
  )
}

/** The copyright line: the CMS's note, its `{year}` the visitor's (`data-year`, which the page's early script sets). */
function Copyright({ note, year }: { note?: string | null; year: number }) {
  return (
    <p>
      {(note ?? '').split('{year}').map((text, index) => (
        <Fragment key={index}>
          {index > 0 && <span data-year="">{year}</span>}
          {text}
        </Fragment>
      ))}
    </p>
  )
}

/**
 * The visitor's year. The prerendered page shows the build's year, which the page's early script
 * replaces with the visitor's as the page is parsed (src/early/year.ts): the footer's code, arriving
 * later, hydrates with the year the page shows, then takes the visitor's clock.
 */
function useVisitorYear() {
  useEarlyPart('year')
  const [year, setYear] = useState(() =>
    typeof document === 'undefined'
      ? import.meta.env.BUILD_YEAR
      : Number(document.querySelector('[data-year]')?.textContent) || new Date().getFullYear(),
  )
  useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}

/**
 * The fixed bottom bar on phones: Call 24/7, WhatsApp, Email. The page's own, and the search dialog's
 * while it is open (src/search/SearchDialog.tsx): a modal dialog leaves the page's bar in view but
 * inert, so the dialog carries its own in the same place, which works. (The dialog imports it from
 * here: this part's code is on the device by then, so the dialog adds no chunk of its own.)
 */
export function MobileBar({ settings }: { settings: SiteSettings }) {
  const [call, whatsapp, email] = (['call', 'whatsapp', 'email'] as const).map((name) =>
    titleOf(section(settings.layout, 'mobile-bar'), name),
  )
  const word = useWord()
  return (
    <nav className="mobile-bar" aria-label={word('quickContact')}>
      <a href={telHref(settings.emergencyPhone)}>{call}</a>
      <a href={whatsappHref(settings.whatsappNumber)} target="_blank" rel="noopener">
        {whatsapp}
        <NewTab />
      </a>
      <a href={mailtoHref(settings.supportEmail)}>{email}</a>
    </nav>
  )
}

/** The footer and the phones' contact bar, as SiteChrome shows them: a part of the page, as the header is (Header.tsx). */
export default function Bottom({ settings, newsletter }: { settings: SiteSettings; newsletter?: ReactNode }) {
  return (
    <>
      <Footer settings={settings} newsletter={newsletter} />
      <MobileBar settings={settings} />
    </>
  )
}
