import { DownloadSection } from '~/components/pages/CopyDownload'
import { DOWNLOADS } from '~/lib/downloads'
import type { BlockProps } from './types'

/** A card offering one of the site's PDFs, as the financial security page offers its evidence pack. */
export default function DownloadBlock({ block, id }: BlockProps<'downloadBlock'>) {
  const document = block.document && Object.hasOwn(DOWNLOADS, block.document) ? block.document : undefined
  if (!document) return null
  const button = { _key: 'download', title: block.button, text: null, meta: null, name: null, icon: block.icon, href: null }
  return <DownloadSection copy={block} headingId={`${id}-heading`} icon={block.icon ?? 'document'} item={button} fallback={document} />
}
