import type { ReactNode } from 'react'
import { CopyLink } from '~/components/CopyLink'
import { DownloadLink } from '~/components/DownloadLink'
import type { CopyItem } from '~/content/copy'
import { DOWNLOADS, type DownloadKey } from '~/lib/downloads'

/** The PDF of a printable /docs page (or the PDF itself) an editor linked to, if there is one. */
export function downloadKeyFor(href: string | null | undefined): DownloadKey | undefined {
  if (!href) return undefined
  const path = href.split(/[?#]/)[0].replace(/\/+$/, '')
  return (Object.keys(DOWNLOADS) as DownloadKey[]).find((k) => DOWNLOADS[k].page === path || DOWNLOADS[k].href === path)
}

/**
 * A download button from the CMS: an item whose link is a printable document becomes a link to
 * that document's PDF (with its analytics event); any other link is rendered as a CopyLink.
 * `fallback` is used when the item has no link at all.
 */
export function CopyDownload({
  item,
  className,
  newTab,
  fallback,
  children,
}: {
  item: CopyItem | undefined
  className?: string
  newTab?: boolean
  fallback?: DownloadKey
  children?: ReactNode
}) {
  if (!item) return null
  const key = downloadKeyFor(item.href) ?? (item.href ? undefined : fallback)
  if (!key)
    return (
      <CopyLink item={item} className={className}>
        {children}
      </CopyLink>
    )
  return (
    <DownloadLink download={key} className={className} newTab={newTab}>
      {children ?? item.title}
    </DownloadLink>
  )
}
