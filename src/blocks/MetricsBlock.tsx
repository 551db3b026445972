import { MetricsBand } from '~/components/pages/MetricsBand'
import { useWord } from '~/content/site'
import type { BlockProps } from './types'

/** A band of figures (its own, or the site's key figures), as under the home page's hero. */
export default function MetricsBlock({ block }: BlockProps<'metricsBlock'>) {
  const word = useWord()
  return <MetricsBand metrics={block.metrics} label={word('keyFigures')} />
}
