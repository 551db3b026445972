/** A page-copy seed document (type `pageCopy`, _id "pageCopy.<key>"), one file per page beside it. */
import type { section, seo } from '../helpers.ts'
import type { localImage } from '../images.ts'

type Hero = { eyebrow?: string; title?: string; lead?: string; image?: ReturnType<typeof localImage> }
type PageCopyInput = {
  key: string
  seo?: ReturnType<typeof seo>
  hero?: Hero
  sections: Array<ReturnType<typeof section>>
  documentId?: string
  documentVersion?: string
  audience?: string
}

export function pageCopy(input: PageCopyInput) {
  return { _id: `pageCopy.${input.key}`, _type: 'pageCopy', ...input }
}
