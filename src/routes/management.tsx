import { PageHero } from '~/components/PageHero'
import { RichText } from '~/components/RichText'
import { SanityImage } from '~/components/SanityImage'
import { Seo } from '~/components/Seo'
import { section } from '~/content/copy'
import { contentQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import type { Route } from './+types/management'
import { useWord } from '~/content/site'

export async function loader() {
  return { copy: await loadContent(contentQuery('MANAGEMENT_QUERY')) }
}

type Member = {
  _id: string
  name?: string | null
  title?: string | null
  bio?: string[] | null
  focus?: string | null
  photo?: Parameters<typeof SanityImage>[0]['image']
}

function initials(name: string | null | undefined) {
  const words = (name ?? '')
    .replace(/\([^)]*\)|\b[A-Z][a-z]{0,3}\.(?=\s)/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  return words.length ? `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase() : ''
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
  const data = useContent(contentQuery('MANAGEMENT_QUERY'), loaderData.copy)
  const { copy, executive, advisory } = data
  const exec = section(copy, 'executive')
  const board = section(copy, 'advisory')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} path="/management" />
      <PageHero hero={copy?.hero} />
      <section className="section" aria-labelledby="executive-heading">
        <div className="container">
          <h2 id="executive-heading">{exec.heading}</h2>
          <RichText value={exec.body} />
          <ul className="grid grid-2 members">
            {executive.map((member) => (
              <MemberCard key={member._id} member={member} />
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="advisory-heading">
        <div className="container">
          <h2 id="advisory-heading">{board.heading}</h2>
          <RichText value={board.body} />
          <ul className="grid grid-2 members">
            {advisory.map((member) => (
              <MemberCard key={member._id} member={member} />
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
