import { CtaBand } from '~/components/CtaBand'
import type { BlockProps } from './types'

/** The call-to-action band: heading, text and large buttons. */
export default function CtaBlock({ block, id }: BlockProps<'ctaBlock'>) {
  return <CtaBand copy={block} headingId={`${id}-heading`} />
}
