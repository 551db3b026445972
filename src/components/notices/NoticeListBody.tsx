import { Link } from 'react-router'
import { feedPath, NOTICE_TOPICS, topicPath, type NoticeTopic } from '../../../contract/notices.ts'
import { Pager } from '~/components/Pager'
import { section, titleOf } from '~/content/copy'
import { listPath } from '~/content/notices'
import type { NOTICES_QUERY_RESULT } from '~/content/sanity.types'
import { NoticeCard } from './NoticeCard'
import { topicWords, wordsByName } from './notice-words'

export type NoticeListProps = {
  list: { topic: NoticeTopic | undefined; page: number; pages: number }
  content: NOTICES_QUERY_RESULT
  /** The list's feed, in the page copy's words. */
  feed: string
}

/**
 * A list of notices below its heading (/notices, a topic's, their further pages): the topics, the
 * feed, the cards and the pager. A part of the page (src/lib/lazy-part.ts, src/routes/notices.tsx):
 * prerendered, its links work as HTML until its code is needed.
 */
export default function NoticeListBody({ list, content, feed }: NoticeListProps) {
  const { copy, notices } = content
  const labels = wordsByName(section(copy, 'notice-labels').items)
  const topics = section(copy, 'topics')
  return (
    <div className="section">
      <div className="container notices-layout">
        <nav className="notice-topics" aria-labelledby="topics-heading">
          <h2 id="topics-heading" className="h3">
            {topics.heading}
          </h2>
          <ul className="link-list">
            {[undefined, ...NOTICE_TOPICS.map((entry) => entry.flag)].map((flag) => (
              <li key={flag ?? 'all'}>
                {/* The list's own topic: its first page is this page, a further page of it is of this topic. */}
                <Link to={topicPath(flag)} aria-current={flag !== list.topic ? undefined : list.page === 1 ? 'page' : 'true'}>
                  {flag ? topicWords(content, flag).name : titleOf(topics, 'all')}
                </Link>
              </li>
            ))}
          </ul>
          <p className="notice-feed">
            <a href={feedPath(list.topic)} type="application/atom+xml">
              {feed}
            </a>
          </p>
        </nav>
        <div>
          {/* The site search finds each notice on its own page, not on every list that holds it. */}
          {notices.length > 0 ? (
            <ol className="notice-list" data-pagefind-ignore="">
              {notices.map((notice) => (
                <li key={notice._id}>
                  <NoticeCard
                    notice={notice}
                    words={labels}
                    level={2}
                    topic={list.topic ? undefined : topicWords(content, notice.topic).name}
                  />
                </li>
              ))}
            </ol>
          ) : (
            <p className="notice-none">{titleOf(topics, 'none')}</p>
          )}
          <Pager page={list.page} pages={list.pages} path={(number) => listPath(list.topic, number)} />
        </div>
      </div>
    </div>
  )
}
