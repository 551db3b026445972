/**
 * The seed's page-copy document factory (type `pageCopy`, _id "pageCopy.<key>"), one file per page
 * beside it. Its key is one of contract/page-copy.ts and its sections that page's section keys: a
 * misspelt key or another page's section fails `npm run typecheck` (the unit tests then check
 * they are all there, in order).
 */
import type { PageCopyKey, SectionOf } from '../../contract/page-copy.ts'
import type { section, seo } from '../helpers.ts'
import type { localImage } from '../images.ts'
import type { blocks } from '../blocks.ts'

type Hero = { eyebrow?: string; title?: string; lead?: string; image?: ReturnType<typeof localImage> }
type PageCopyInput<P extends PageCopyKey> = {
  key: P
  seo?: ReturnType<typeof seo>
  /** What the site search calls the page (contract/routes.ts, SEARCH_NAMED_PAGES). */
  name?: string
  hero?: Hero
  sections: Array<ReturnType<typeof section<SectionOf<P>>>>
  documentId?: string
  documentVersion?: string
  audience?: string
  /** The sections editors add to the page (contract/page-copy.ts `extras`). */
  blocks?: ReturnType<typeof blocks>
}

export function pageCopy<const P extends PageCopyKey>(input: PageCopyInput<P>) {
  return { _id: `pageCopy.${input.key}`, _type: 'pageCopy', ...input }
}
