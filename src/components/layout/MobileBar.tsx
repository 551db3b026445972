import { section, titleOf } from '~/content/copy'
import { mailtoHref, telHref, useWord, whatsappHref, type SiteSettings } from '~/content/site'
import { NewTab } from '~/components/NewTab'

/**
 * The fixed bottom bar on phones: Call 24/7, WhatsApp, Email. The page's own (Footer.tsx), and the
 * search dialog's while it is open (src/search/SearchDialog.tsx): a modal dialog leaves the page's bar
 * in view but inert, so the dialog carries its own in the same place, which works.
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
