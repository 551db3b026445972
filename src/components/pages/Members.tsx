import { SanityImage } from '~/components/SanityImage'
import { useWord } from '~/content/site'
import type { MANAGEMENT_QUERY_RESULT } from '~/content/sanity.types'

export type Member = MANAGEMENT_QUERY_RESULT['executive'][number]

/** A name's initials, for a member without a photo ("Capt. Rajesh Menon (retd.)" → "RM"). */
function initials(name: string | null | undefined) {
  const words = (name ?? '')
    .replace(/\([^)]*\)|\b[A-Z][a-z]{0,3}\.(?=\s)/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  return words.length ? `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase() : ''
}

/** The leadership page's people (and a page's own "Team" section): a card each, two a row. */
export function Members({ members }: { members: Member[] }) {
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
          {/* The site search weighs a person's role as their name (a heading's): "managing director" finds them. */}
          <p className="member-title" data-pagefind-weight="5">
            {member.title}
          </p>
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
