import { useContext, type ReactNode } from 'react'
import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { Link } from 'react-router'
import { isDocumentPage } from '~/lib/downloads'
import { isExternal, safeHref } from '~/lib/safe-url'
import { NewTab } from '~/components/NewTab'
import { companyContact, SiteSettingsContext } from '~/content/site'

function CmsLink({ value, children }: { value?: { href?: string | null }; children: ReactNode }) {
  const href = safeHref(value?.href)
  if (!href) return <>{children}</>
  if (href.startsWith('/'))
    return (
      <Link to={href} reloadDocument={isDocumentPage(href)}>
        {children}
      </Link>
    )
  return isExternal(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTab />
    </a>
  ) : (
    <a href={href}>{children}</a>
  )
}

/** The company's 24/7 phone, support email or WhatsApp number, as the site settings hold it (schemas/objects/companyContact.ts). */
function CompanyContact({ value }: { value: { setting?: string | null } }) {
  const contact = companyContact(useContext(SiteSettingsContext), value.setting)
  if (!contact) return null
  return contact.href ? <a href={contact.href}>{contact.text}</a> : <>{contact.text}</>
}

export const components: PortableTextComponents = {
  // A link as written, and a link to a port or page (its address resolved by the query).
  marks: { link: CmsLink, internalLink: CmsLink },
  types: { companyContact: CompanyContact },
}

export type Blocks = Parameters<typeof PortableText>[0]['value']

/**
 * Portable Text from the CMS, with link targets checked (see safeHref). Loaded lazily by RichText
 * (./RichText.tsx), which draws the wrapper and leaves the prerendered text in place until this
 * code arrives.
 */
export default function RichTextBody({ value }: { value: Blocks }) {
  return <PortableText value={value} components={components} />
}
