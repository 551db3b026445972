import { CopyLink } from '~/components/CopyLink'
import { DownloadLink } from '~/components/DownloadLink'
import type { SectionCopy } from '~/components/Page'
import { RichText } from '~/components/RichText'
import type { CopyItem } from '~/content/copy'
import { DOWNLOADS, type DownloadKey } from '~/lib/downloads'
import { Icon } from './Icon'

/** The PDF of a printable /docs page (or the PDF itself) an editor linked to, if there is one. */
export function downloadKeyFor(href: string | null | undefined): DownloadKey | undefined {
  if (!href) return undefined
  const path = href.split(/[?#]/)[0].replace(/\/+$/, '')
  return (Object.keys(DOWNLOADS) as DownloadKey[]).find((k) => DOWNLOADS[k].page === path || DOWNLOADS[k].href === path)
}

/**
 * A download button from the CMS: an item whose link is a printable document becomes a link to
 * that document's PDF (with its analytics event); any other link is rendered as a CopyLink.
 * `fallback` is used when the item has no link at all. With `icon`, the item's icon (a download
 * arrow by default) comes before its title.
 */
export function CopyDownload({
  item,
  className,
  newTab,
  fallback,
  icon,
}: {
  item: CopyItem | undefined
  className?: string
  newTab?: boolean
  fallback?: DownloadKey
  icon?: boolean
}) {
  if (!item) return null
  const label = icon ? (
    <>
      <Icon name={item.icon ?? 'download'} size={18} />
      {item.title}
    </>
  ) : (
    item.title
  )
  const key = downloadKeyFor(item.href) ?? (item.href ? undefined : fallback)
  if (!key)
    return (
      <CopyLink item={item} className={className}>
        {label}
      </CopyLink>
    )
  return (
    <DownloadLink download={key} className={className} newTab={newTab}>
      {label}
    </DownloadLink>
  )
}

/**
 * A card offering a PDF (the fleet retainer's procurement datasheet, the financial security evidence
 * pack): an icon, the heading and text, and the download button. Inside a section of its own
 * (`inSection`) it is a group labelled by its h3; as a section's only content, its heading is the h2.
 */
export function DownloadCard({
  copy,
  headingId,
  icon,
  item,
  fallback,
  inSection = false,
}: {
  copy: SectionCopy
  headingId: string
  icon: string | null | undefined
  item: CopyItem | undefined
  fallback: DownloadKey
  inSection?: boolean
}) {
  return (
    <div className="card datasheet" {...(inSection ? { role: 'group', 'aria-labelledby': headingId } : {})}>
      <Icon name={icon} className="icon icon-badge" />
      <div>
        {inSection ? (
          <h3 id={headingId}>{copy.heading}</h3>
        ) : (
          <h2 id={headingId} className="h3">
            {copy.heading}
          </h2>
        )}
        <RichText value={copy.body} />
      </div>
      <CopyDownload item={item} fallback={fallback} icon className="button button-primary" />
    </div>
  )
}

/** A section of its own offering a PDF (the financial security evidence pack): a DownloadCard, labelled by its heading. */
export function DownloadSection(props: Omit<Parameters<typeof DownloadCard>[0], 'inSection'>) {
  return (
    <section className="section" aria-labelledby={props.headingId}>
      <div className="container">
        <DownloadCard {...props} />
      </div>
    </section>
  )
}
