import { PageHero, PageSection } from '~/components/Page'
import { SanityImage } from '~/components/SanityImage'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { section } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { useWord } from '~/content/site'
import type { MANAGEMENT_QUERY_RESULT } from '~/content/sanity.types'
import type { Route } from './+types/management'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('MANAGEMENT_QUERY')

export async function loader() {
  return { copy: await loadContent(query()) }
}

type Member = MANAGEMENT_QUERY_RESULT['executive'][number]

function initials(name: string | null | undefined) {
  const words = (name ?? '')
    .replace(/\([^)]*\)|\b[A-Z][a-z]{0,3}\.(?=\s)/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  return words.length ? `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase() : ''
}

function Members({ members }: { members: Member[] }) {
  return (
    <ul className="grid grid-2 members">
      {members.map((member) => (
        <MemberCard key={member._id} member={member} />
      ))}
    </ul>
  )
}

function MemberCard({ member }: { member: Member }) {
  const word = useWord()
  return (
    <li className="card member">
      <div className="member-head">
        {member.photo?.asset ? (
          <SanityImage image={member.photo} widths={[96, 192]} sizes="96px" aspect={1} className="member-photo" />
        ) : (
          <span className="member-initials" aria-hidden="true">
            {initials(member.name)}
          </span>
        )}
        <div>
          <h3 className="member-name">{member.name}</h3>
          <p className="member-title">{member.title}</p>
        </div>
      </div>
      <ul className="member-bio">
        {member.bio?.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {member.focus && (
        <p className="member-focus">
          <span className="member-focus-label">{word('focus')}</span> {member.focus}
        </p>
      )}
    </li>
  )
}

export default function Management({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.copy)
  const { copy, executive, advisory } = data
  const exec = section(copy, 'executive')
  const board = section(copy, 'advisory')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path="/management" />
      <PageHero hero={copy?.hero} />
      <PageSection copy={exec} headingId="executive-heading">
        <Members members={executive} />
      </PageSection>
      <PageSection copy={board} headingId="advisory-heading" className="section-muted">
        <Members members={advisory} />
      </PageSection>
    </>
  )
}
