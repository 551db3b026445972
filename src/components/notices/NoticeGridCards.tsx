import { NoticeCard, type NoticeCardData } from './NoticeCard'
import { wordsByName } from './notice-words'

/** The cards of a NoticeGrid (loaded by it). */
export default function NoticeGridCards({
  notices,
  words,
}: {
  notices: NoticeCardData[]
  words: ReadonlyArray<{ name?: string | null; title?: string | null }> | null | undefined
}) {
  const kinds = wordsByName(words)
  return (
    <ul className="grid grid-3 notice-grid">
      {notices.map((notice) => (
        <li key={notice._id}>
          <NoticeCard notice={notice} words={kinds} level={3} />
        </li>
      ))}
    </ul>
  )
}
