import { CaseStudyCards, type CaseStudy } from '~/components/CaseStudyCard'
import type { BlockProps } from './types'

/** Case-study cards, those chosen or the latest ones, as on the home page. */
export default function CaseStudiesBlock({ block, id }: BlockProps<'caseStudiesBlock'>) {
  const studies = (block.caseStudies ?? []).filter((study): study is CaseStudy => Boolean(study))
  const shown = block.show === 'chosen' ? studies : studies.slice(0, block.count ?? 3)
  return <CaseStudyCards copy={block} caseStudies={shown} headingId={`${id}-heading`} />
}
