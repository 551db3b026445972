import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { CopyItem } from '~/content/copy'
import { isDocumentPage } from '~/lib/downloads'
import { isExternal, safeHref } from '~/lib/safe-url'
import { NewTab } from '~/components/NewTab'

/** A call to action from the CMS (an item with title and href), with its target checked. */
export function CopyLink({ item, className, children }: { item: CopyItem | undefined; className?: string; children?: ReactNode }) {
  const href = safeHref(item?.href)
  if (!item || !href) return null
  const label = children ?? item.title
  // A section of this page ("#quote") is a plain link, as the browser follows it: a router link would
  // resolve it against the route, "/insurers-hub/#quote", which the host redirects.
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className} reloadDocument={isDocumentPage(href)}>
        {label}
      </Link>
    )
  }
  return (
    <a href={href} className={className} {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
      {isExternal(href) && <NewTab />}
    </a>
  )
}

/**
 * A row of calls to action from the CMS (a hero's, a call-to-action band's): the first primary, the
 * others light; `large` for a band's big buttons.
 */
export function Buttons({ items, large }: { items: CopyItem[] | null | undefined; large?: boolean }) {
  return (
    <div className="hero-actions">
      {items?.map((entry, index) => (
        <CopyLink
          key={index}
          item={entry}
          className={`button ${index === 0 ? 'button-primary' : 'button-light'}${large ? ' button-large' : ''}`}
        />
      ))}
    </div>
  )
}
