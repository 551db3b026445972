import { PortCardsSection } from '~/components/pages/PortCards'
import type { BlockProps } from './types'

/** Port guide cards (the featured ports, or a coast's), as on the pre-arrival page. */
export default function PortsBlock({ block, id }: BlockProps<'portsBlock'>) {
  return <PortCardsSection copy={block} ports={block.ports ?? []} headingId={`${id}-heading`} />
}
