import type { ReactNode } from 'react'
import { DOWNLOADS, type DownloadKey } from '~/lib/downloads'
import { NewTab } from '~/components/NewTab'

/**
 * A link to one of the site's PDFs; its analytics event (docs/contract.md#calls, named by the PDF's
 * address: src/lib/downloads.ts) is reported when it is followed, by the page's early script
 * (src/early/), from the first paint: the first download counts as every later one. The
 * events' queue (src/lib/analytics.ts) holds it until a provider may send it, as for any other.
 */
export function DownloadLink({
  download,
  children,
  className,
  label,
  newTab = false,
}: {
  download: DownloadKey
  children: ReactNode
  className?: string
  /** The event's label: a fixed value of the page (a port's slug), never something typed. */
  label?: string
  newTab?: boolean
}) {
  const { href } = DOWNLOADS[download]
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener' } : { download: '' })} data-label={label}>
      {children}
      {newTab && <NewTab />}
    </a>
  )
}
