import { PageSection } from '~/components/Page'
import { Members, type Member } from '~/components/pages/Members'
import type { BlockProps } from './types'

/** People chosen from the team, as on the leadership page. */
export default function TeamBlock({ block, id }: BlockProps<'teamBlock'>) {
  const members = (block.members ?? []).filter((member): member is Member => Boolean(member))
  if (!members.length) return null
  return (
    <PageSection copy={block} headingId={`${id}-heading`}>
      <Members members={members} />
    </PageSection>
  )
}
