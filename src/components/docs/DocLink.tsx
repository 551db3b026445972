import type { ReactNode } from 'react'
import type { CopyItem } from '~/content/copy'
import { isExternal, safeHref } from '~/lib/safe-url'
import { NewTab } from '~/components/NewTab'

/**
 * A link in a document. External ones open in a new tab; on paper their address is printed
 * after the text (styles/docs/print.css), so the reader can type it.
 */
export function DocLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  const target = safeHref(href)
  if (!target) return <>{children}</>
  if (!isExternal(target)) return <a href={target}>{children}</a>
  return (
    <a href={target} target="_blank" rel="noopener noreferrer" className="doc-external">
      {children}
      <NewTab className="doc-no-print" />
    </a>
  )
}

/** A document's list of links (references, external links): one per CMS item, its title the text. */
export function DocLinks({ items }: { items: CopyItem[] | null | undefined }) {
  return (
    <ul className="doc-references">
      {items?.map((entry, index) => (
        <li key={index}>
          <DocLink href={entry.href}>{entry.title}</DocLink>
        </li>
      ))}
    </ul>
  )
}
