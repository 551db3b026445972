import { RichText, type Blocks } from '~/components/RichText'

/**
 * A notice's body, as its page shows it: rich text (schemas/documents/notice.ts `body`, projected by
 * NOTICES_QUERY), which hydrates when its code arrives, after the page's own (RichText). The one
 * place that renders it, so that a body of other blocks (the page builder's) changes this component,
 * the field and its projection, and nothing else.
 */
export function NoticeBody({ value }: { value: Blocks | null | undefined }) {
  return <RichText value={value} className="rich-text notice-body" />
}
