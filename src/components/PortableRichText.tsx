/*
 * The words of a rich text from the CMS (Portable Text, with @portabletext/react): its links, its
 * company contacts. Loaded lazily by RichText.tsx (prerendered in place, in no page's first load),
 * for the site's pages and the printable documents alike.
 */
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

/** The company's 24/7 phone, support email, WhatsApp number or grievance contact, as the site settings hold it (schemas/objects/companyContact.ts). */
function CompanyContact({ value }: { value: { setting?: string | null; value?: string | null } }) {
  const contact = companyContact(useContext(SiteSettingsContext), value.setting, value.value)
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
 * In a printable document (the /docs pages and their PDFs), bold and italic are <b> and <i>. Chromium
 * tags <strong> and <em> as Strong and Em in the PDF, types of PDF 2.0 that PDF 1.7 readers reject
 * ("StructElem object is wrong type"); <b> and <i> are plain text.
 */
const printComponents: PortableTextComponents = {
  ...components,
  marks: {
    ...components.marks,
    strong: ({ children }: { children?: ReactNode }) => <b>{children}</b>,
    em: ({ children }: { children?: ReactNode }) => <i>{children}</i>,
  },
}

/** Portable Text from the CMS, with link targets checked (see safeHref): RichText's content, loaded lazily by it. */
export default function PortableRichText({ value, print = false }: { value: Blocks; print?: boolean }) {
  return <PortableText value={value} components={print ? printComponents : components} />
}
