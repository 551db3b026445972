import { RichText, type Blocks } from '~/components/RichText'

/**
 * What a notice's body is made of, rendered: rich text. The one place that renders it (loaded by
 * NoticeBody), so that a body of other blocks (the page builder's) changes this component, the
 * field and its projection, and nothing else.
 */
export default function NoticeBodyBlocks({ value }: { value: Blocks | null | undefined }) {
  return <RichText value={value} className="rich-text notice-body" />
}
