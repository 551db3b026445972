import type { ReactNode } from 'react'
import { DOWNLOADS, type DownloadKey } from '~/lib/downloads'
import { NewTab } from '~/components/NewTab'

/**
 * A link to one of the site's PDFs; reports its analytics event (docs/contract.md#calls) when followed.
 * The events' queue (src/lib/analytics.ts) is fetched then, not with the page: it holds the event
 * until a provider may send it, as for any other.
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
  label?: string
  newTab?: boolean
}) {
  const { href, event } = DOWNLOADS[download]
  return (
    <a
      href={href}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : { download: '' })}
      onClick={() => void import('~/lib/analytics').then(({ track }) => track(event, label))}
    >
      {children}
      {newTab && <NewTab />}
    </a>
  )
}
