import { CoverageSection } from '~/components/CoastCards'
import type { BlockProps } from './types'

/** The coast cards of the coverage zones, as on the home page. */
export default function CoverageBlock({ block, id }: BlockProps<'coverageBlock'>) {
  return <CoverageSection copy={block} zones={block.zones} headingId={`${id}-heading`} />
}
