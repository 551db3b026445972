import { FormSection } from '~/components/Page'
import type { CopySection } from '~/content/copy'
import { lazyForm } from '~/forms/lazy-form'
import type { BlockProps } from './types'

const FleetQuoteForm = lazyForm(() => import('~/forms/FleetQuoteForm').then((m) => m.FleetQuoteForm))

const NONE: CopySection = { _key: 'missing', key: null, heading: null, body: null, note: null, items: null, fields: null }

/**
 * The fleet quote request as on /fleet-retainer#quote: its words from that page's copy, the
 * section's heading and introduction the block's own when it has them.
 */
export default function FleetQuoteFormBlock({ block, id }: BlockProps<'fleetQuoteFormBlock'>) {
  const form = block.copy?.form ?? NONE
  const intro = { heading: block.heading || form.heading, body: block.body?.length ? block.body : form.body }
  return (
    <FormSection copy={intro} headingId={`${id}-heading`}>
      <FleetQuoteForm copy={{ form, success: block.copy?.success ?? NONE }} idPrefix={`${id}-fleet-quote`} />
    </FormSection>
  )
}
