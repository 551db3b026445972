import type { ReactNode } from 'react'
import { track } from '~/lib/analytics'
import { DOWNLOADS, type DownloadKey } from '~/lib/downloads'
import { NewTab } from '~/components/NewTab'

/** A link to one of the site's PDFs; reports its analytics event (docs/contract.md#calls) when followed. */
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
      onClick={() => track(event, label)}
    >
      {children}
      {newTab && <NewTab />}
    </a>
  )
}
