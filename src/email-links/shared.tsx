import { useEffect, useId, type ReactNode, type Ref } from 'react'
import { Link } from 'react-router'
import { section, titleOf, type CopySection, type ItemNameOf } from '~/content/copy'
import type { EMAIL_CONFIRMATION_QUERY_RESULT, EMAIL_PREFERENCES_QUERY_RESULT, UNSUBSCRIBE_QUERY_RESULT } from '~/content/sanity.types'
import { useWord } from '~/content/site'
import { MARK_MISSING_LINK } from './link-params'

/** A subscriber page's copy (a pageCopy document), as its route's query returns it. */
export type EmailPageCopy = EMAIL_CONFIRMATION_QUERY_RESULT | EMAIL_PREFERENCES_QUERY_RESULT | UNSUBSCRIBE_QUERY_RESULT

/**
 * Page frame shared by the three subscriber pages: a hero with the page title, then one panel,
 * which says first, without JavaScript, that the page needs it (it reads the link's address and
 * token, and calls the email-manager, from the browser).
 */
export function EmailPageFrame({ copy, children }: { copy: EmailPageCopy; children: ReactNode }) {
  const word = useWord()
  return (
    <>
      <section className="hero hero-compact" aria-labelledby="page-title">
        <div className="container hero-inner">
          {copy?.hero?.eyebrow && <p className="eyebrow">{copy.hero.eyebrow}</p>}
          <h1 id="page-title">{copy?.hero?.title}</h1>
          {copy?.hero?.lead && <p className="lead">{copy.hero.lead}</p>}
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          <div className="card email-panel">
            <noscript>
              <p className="form-banner form-banner-error">{word('needsScript')}</p>
            </noscript>
            {children}
          </div>
        </div>
      </section>
    </>
  )
}

/** Titles of a section's items that carry no link (plain list entries). */
export function itemTitles(section: CopySection) {
  return (section.items ?? []).map((item) => item.title).filter((title): title is string => Boolean(title))
}

/**
 * A subscriber page's processing and invalid-link views. The link is read after hydration
 * (link-params.ts), so the prerendered page holds both, the invalid one hidden, behind a script
 * that marks the document when the address carries no link; the stylesheet then shows the
 * invalid-link view instead, from the first paint on (styles/pages/email-pages.css). What the page shows on
 * hydrating is what it painted first (no shift, no late content); the mark goes once React
 * has decided, so a later page of the visit does not inherit it.
 */
export function LinkViews({
  status,
  processing,
  invalid,
}: {
  status: 'processing' | 'invalid' | 'other'
  processing: ReactNode
  /** The invalid-link view: a red result panel. */
  invalid: Result
}) {
  useEffect(() => {
    if (status !== 'processing') delete document.documentElement.dataset.subscriberLink
  }, [status])
  useEffect(() => () => void delete document.documentElement.dataset.subscriberLink, [])
  if (status === 'other') return null
  return (
    <>
      {status === 'processing' && <script dangerouslySetInnerHTML={{ __html: MARK_MISSING_LINK }} />}
      {status === 'processing' && (
        // Without JavaScript the link is never read: no spinner, the frame's words say why.
        <div className="email-state needs-script" role="status" data-link-view="processing">
          {processing}
        </div>
      )}
      <ResultPanel tone="error" {...invalid} linkView="invalid" hidden={status !== 'invalid'} />
    </>
  )
}

/** What a result panel shows. */
export type Result = {
  heading: ReactNode
  /** The heading takes focus when the result is shown (useLinkAction's `resultRef`, or the page's own): how the result is announced. */
  headingRef: Ref<HTMLHeadingElement>
  /** The message of docs/contract.md, Messages (or the server's detail, or CMS text). */
  message: ReactNode
  /** A checklist under the message, shown when it has entries. */
  list?: { heading: ReactNode; items: string[] }
  /** Its buttons (HomeLink, TryAgain, ...): one stands alone in a paragraph, two stand in a row. */
  actions: [ReactNode] | [ReactNode, ReactNode]
}

/**
 * A subscriber page's result, in the page's panel: the heading, the message in a green banner
 * or a red one, a checklist, the buttons. `linkView` and `hidden` are LinkViews' own.
 * Announced once, success or error alike: focus moves to the heading (`headingRef`), which the
 * message describes. No live region (an alert) around it as well, which would announce it twice.
 */
export function ResultPanel({
  tone,
  linkView,
  hidden,
  heading,
  headingRef,
  message,
  list,
  actions,
}: Result & { tone: 'success' | 'error'; linkView?: 'invalid'; hidden?: boolean }) {
  const messageId = useId()
  return (
    <div className="email-state" data-link-view={linkView} hidden={hidden}>
      <h2 ref={headingRef} tabIndex={-1} aria-describedby={messageId}>
        {heading}
      </h2>
      <p id={messageId} className={`form-banner form-banner-${tone}`}>
        {message}
      </p>
      {list && list.items.length > 0 && (
        <>
          <h3>{list.heading}</h3>
          <ul className="check-list">
            {list.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {actions.length === 1 ? (
        <p>{actions[0]}</p>
      ) : (
        <div className="form-actions">
          {actions[0]}
          {actions[1]}
        </div>
      )}
    </div>
  )
}

/** The words of a page's "actions" section (its buttons), by name. */
export function actionWord(copy: EmailPageCopy, name: ItemNameOf<NonNullable<EmailPageCopy>['key'], 'actions'>) {
  return titleOf(section(copy, 'actions'), name)
}

/** The page's link home (the "home" action): the primary button, or a light one. */
export function HomeLink({ copy, primary = false }: { copy: EmailPageCopy; primary?: boolean }) {
  return (
    <Link to="/" className={primary ? 'button button-primary' : 'button button-light'}>
      {actionWord(copy, 'home')}
    </Link>
  )
}

/** Try Again (the "retry" action): runs the page's request again. */
export function TryAgain({ copy, onClick }: { copy: EmailPageCopy; onClick(): void }) {
  return (
    <button type="button" className="button button-primary" onClick={onClick}>
      {actionWord(copy, 'retry')}
    </button>
  )
}
