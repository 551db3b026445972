import type { CopySection } from '~/content/copy'
import { mailtoHref, telHref, whatsappHref, type SiteSettings } from '~/content/site'
import { Icon } from './Icon'
import { NewTab } from '~/components/NewTab'

/**
 * The fixed desktop footer bar of /port-call-compliance: phone, WhatsApp and email from the site
 * settings, labels from the CMS. Hidden below 768px, where the site's mobile bar does the job;
 * the page reserves room for it (styles/components/contact-bar.css) so it never covers content.
 */
export function ContactBar({ copy, settings }: { copy: Pick<CopySection, 'heading' | 'items'>; settings: SiteSettings }) {
  const [call, whatsapp, email] = copy.items ?? []
  return (
    <section className="contact-bar" aria-label={copy.heading ?? undefined}>
      <div className="container contact-bar-inner">
        {copy.heading && <p className="contact-bar-heading">{copy.heading}</p>}
        <a href={telHref(settings.emergencyPhone)} className="contact-bar-link contact-bar-call">
          <Icon name={call?.icon ?? 'phone'} size={18} />
          <span>
            {call?.title} <span className="contact-bar-detail">{settings.emergencyPhone}</span>
          </span>
        </a>
        <a href={whatsappHref(settings.whatsappNumber)} target="_blank" rel="noopener" className="contact-bar-link">
          <Icon name={whatsapp?.icon ?? 'whatsapp'} size={18} />
          <span>
            {whatsapp?.title}
            <NewTab />
          </span>
        </a>
        <a href={mailtoHref(settings.supportEmail)} className="contact-bar-link">
          <Icon name={email?.icon ?? 'mail'} size={18} />
          <span>
            {email?.title} <span className="contact-bar-detail">{settings.supportEmail}</span>
          </span>
        </a>
      </div>
    </section>
  )
}
