import { Link } from 'react-router'
import { noticePath } from '../../../contract/notices.ts'
import type { NOTICES_QUERY_RESULT } from '~/content/sanity.types'
import { storedDay } from '~/lib/dates'
import { kindWord, type KindWords } from './notice-words'

/** A notice as the lists project it (fragments.ts NOTICE_CARD). */
export type NoticeCardData = NOTICES_QUERY_RESULT['notices'][number]

/**
 * A notice in a list (the notices' lists, the home page, a port's page): its title linking to its
 * page under a heading of the list's level, what it is, its date and its summary.
 */
export function NoticeCard({
  notice,
  words,
  level,
  topic,
}: {
  notice: NoticeCardData
  words: KindWords
  /** The heading level under the list's own heading. */
  level: 2 | 3
  /** The topic's name, where the list mixes topics. */
  topic?: string
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  // The day in words, as the notice's own page and the banner write it.
  const date = storedDay(notice.publishedAt)
  const id = `notice-${notice._id.replace(/\W/g, '-')}`
  return (
    <article className={`notice-card${notice.alert ? ' notice-card-alert' : ''}`} aria-labelledby={id}>
      <Heading id={id} className="notice-title">
        <Link to={noticePath(notice.slug ?? '')}>{notice.title}</Link>
      </Heading>
      <p className="notice-meta">
        <span className="notice-kind">{kindWord(words, notice)}</span>
        {date && <time dateTime={date.iso}>{date.text}</time>}
        {topic && <span>{topic}</span>}
      </p>
      {notice.summary && <p className="notice-summary">{notice.summary}</p>}
    </article>
  )
}
