import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { noticePath, topicPath } from '../../../contract/notices.ts'
import { PageBlocks } from '~/blocks/PageBlocks'
import { SanityImage } from '~/components/SanityImage'
import { label, section, titleOf, type ItemNameOf } from '~/content/copy'
import type { NOTICES_QUERY_RESULT } from '~/content/sanity.types'
import { indiaTime } from '~/lib/dates'
import { NoticeBody } from './NoticeBody'
import { noticeDays } from './notice-words'

export type NoticeArticleProps = {
  content: NOTICES_QUERY_RESULT
  /** What the notice is (an alert, an insight or a notice), and its topic's name. */
  kind: string
  topic: string
}

/** CMS text with elements in the places of its placeholders ("from {from} until {until}"). */
function fillNodes(text: string, values: Record<string, ReactNode>) {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>
  })
}

/**
 * A notice's own page below its head tags: its date in words and for machines, its topic, the
 * ports it names, the older and newer notices. A part of the page (src/lib/lazy-part.ts,
 * src/routes/notices.tsx): prerendered, its links work as HTML until its code is needed.
 */
export default function NoticeArticleBody({ content, kind, topic }: NoticeArticleProps) {
  const { copy, previous, next } = content
  const notice = content.notice!
  const { published, updated } = noticeDays(notice)
  const t = (name: ItemNameOf<'notices', 'notice-labels'>) => label(copy, 'notice-labels', name)
  const [starts, ends] = [indiaTime(notice.alertStarts), indiaTime(notice.alertEnds)]
  const severity = notice.severity ? titleOf(section(copy, 'alerts'), notice.severity) : ''
  const ports = notice.ports ?? []
  return (
    <>
      <article className="notice" aria-labelledby="page-title">
        <header className="hero hero-compact">
          <div className="container hero-inner narrow">
            <p className="eyebrow">
              {kind}
              {topic && (
                <>
                  {' · '}
                  <Link to={topicPath(notice.topic ?? undefined)}>{topic}</Link>
                </>
              )}
            </p>
            <h1 id="page-title">{notice.title}</h1>
            <p className="notice-dates">
              {published && (
                <span>
                  {t('published')} <time dateTime={published.iso}>{published.text}</time>
                </span>
              )}
              {updated && (
                <span>
                  {t('updated')} <time dateTime={updated.iso}>{updated.text}</time>
                </span>
              )}
              {notice.author?.name && (
                <span>
                  {t('author')} {notice.author.name}
                  {notice.author.title && `, ${notice.author.title}`}
                </span>
              )}
            </p>
            {notice.alert && starts && ends && (
              <p className={`notice-alert-window site-alert-${notice.severity ?? 'advisory'}`}>
                {severity && <strong>{severity}</strong>}{' '}
                {fillNodes(t('alertWindow'), {
                  from: <time dateTime={starts.iso}>{starts.text}</time>,
                  until: <time dateTime={ends.iso}>{ends.text}</time>,
                })}
              </p>
            )}
            {notice.summary && <p className="lead">{notice.summary}</p>}
          </div>
        </header>
        <div className="section">
          <div className="container narrow">
            {notice.image?.asset && (
              <SanityImage
                image={notice.image}
                priority
                widths={[640, 960, 1280]}
                sizes="(min-width: 820px) 760px, 100vw"
                className="notice-image"
              />
            )}
            <NoticeBody value={notice.body} />
            {ports.length > 0 && (
              <section className="notice-ports" aria-labelledby="notice-ports-heading">
                <h2 id="notice-ports-heading" className="h3">
                  {t('ports')}
                </h2>
                <ul className="link-list">
                  {ports.map((port) => (
                    <li key={port._id}>
                      <Link to={`/ports/${port.slug}`}>{port.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
        <PageBlocks blocks={notice.blocks} owner={notice} />
      </article>
      {(previous || next) && (
        <nav className="section notice-pager" aria-label={t('beside')}>
          <ul className="container narrow">
            {previous?.slug && (
              <li>
                <span className="notice-pager-label">{t('previous')}</span> <Link to={noticePath(previous.slug)}>{previous.title}</Link>
              </li>
            )}
            {next?.slug && (
              <li>
                <span className="notice-pager-label">{t('next')}</span> <Link to={noticePath(next.slug)}>{next.title}</Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </>
  )
}
