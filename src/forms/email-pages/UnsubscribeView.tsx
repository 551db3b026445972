/**
 * /unsubscribe: turns marketing emails off from the mail's link (call 7, which carries no token;
 * the token is kept for the Manage Preferences link). States: processing, success, error, invalid.
 * Copy sections used (pageCopy "unsubscribe"): invalid, processing, success (its items: the
 * "what this means" list), manage-preferences, error.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { RichText } from '~/components/RichText'
import { section } from '~/content/copy'
import { useSiteSettings } from '~/content/site'
import { unsubscribe } from '../api'
import { Spinner, useFocusWhen } from '../fields'
import {
  CONTACT_SUPPORT,
  INVALID_LINK,
  MANAGE_PREFERENCES,
  RETURN_HOME,
  TRY_AGAIN,
  UNSUBSCRIBE_FAILED,
  UNSUBSCRIBE_INVALID,
  UNSUBSCRIBE_NETWORK,
  UNSUBSCRIBE_SUCCESS,
} from '../messages'
import { preferencesHref, useLinkParams } from './link-params'
import { EmailPageFrame, itemTitle, itemTitles, type EmailPageCopy } from './shared'
import '~/styles/forms.css'

type State = { status: 'processing' } | { status: 'invalid' } | { status: 'success' } | { status: 'error'; message: string }

export function UnsubscribeView({ copy }: { copy: EmailPageCopy }) {
  const settings = useSiteSettings()
  const link = useLinkParams()
  const [state, setState] = useState<State>({ status: 'processing' })
  const [attempt, setAttempt] = useState(0)
  const mounted = useRef(true)
  const started = useRef(false)
  const inFlight = useRef(false)
  const resultRef = useFocusWhen<HTMLHeadingElement>(state.status !== 'processing' && attempt > 0, `${state.status}${attempt}`)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback(async (email: string) => {
    if (inFlight.current) return
    inFlight.current = true
    setState({ status: 'processing' })
    const result = await unsubscribe(email)
    inFlight.current = false
    if (!mounted.current) return
    if (result.ok) setState({ status: 'success' })
    else if (result.kind === 'server') setState({ status: 'error', message: result.detail ?? UNSUBSCRIBE_FAILED })
    else setState({ status: 'error', message: UNSUBSCRIBE_NETWORK })
    setAttempt((n) => n + 1)
  }, [])

  useEffect(() => {
    if (link.state === 'missing') {
      setState({ status: 'invalid' })
      setAttempt((n) => n + 1)
    } else if (link.state === 'ready' && !started.current) {
      started.current = true
      void run(link.email)
    }
  }, [link, run])

  const invalid = section(copy, 'invalid')
  const processing = section(copy, 'processing')
  const success = section(copy, 'success')
  const manage = section(copy, 'manage-preferences')
  const error = section(copy, 'error')

  return (
    <EmailPageFrame copy={copy} fallbackTitle="Unsubscribe">
      {state.status === 'processing' && (
        <div className="email-state" role="status">
          <Spinner />
          <h2>{processing.heading ?? 'Processing…'}</h2>
          <RichText value={processing.body} className="muted" />
        </div>
      )}
      {state.status === 'invalid' && (
        <div className="email-state">
          <h2 ref={resultRef} tabIndex={-1}>
            {invalid.heading ?? INVALID_LINK}
          </h2>
          <p className="form-banner form-banner-error" role="alert">
            {UNSUBSCRIBE_INVALID}
          </p>
          <p>
            <Link to="/" className="button button-primary">
              {RETURN_HOME}
            </Link>
          </p>
        </div>
      )}
      {state.status === 'success' && link.state === 'ready' && (
        <div className="email-state" role="status">
          <h2 ref={resultRef} tabIndex={-1}>
            {success.heading ?? 'Unsubscribed'}
          </h2>
          <p className="form-banner form-banner-success">{UNSUBSCRIBE_SUCCESS}</p>
          {itemTitles(success).length > 0 && (
            <>
              <h3>{success.note ?? 'What this means'}</h3>
              <ul className="check-list">
                {itemTitles(success).map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            </>
          )}
          <div className="form-actions">
            <Link to={preferencesHref(link.email, link.token)} className="button button-primary">
              {itemTitle(manage, { href: '/email-preferences' }, MANAGE_PREFERENCES)}
            </Link>
            <Link to="/" className="button button-light">
              {RETURN_HOME}
            </Link>
          </div>
        </div>
      )}
      {state.status === 'error' && (
        <div className="email-state">
          <h2 ref={resultRef} tabIndex={-1}>
            {error.heading ?? 'Something went wrong'}
          </h2>
          <p className="form-banner form-banner-error" role="alert">
            {state.message}
          </p>
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={() => link.state === 'ready' && void run(link.email)}>
              {TRY_AGAIN}
            </button>
            <a href={`mailto:${settings.supportEmail ?? ''}`} className="button button-light">
              {CONTACT_SUPPORT}
            </a>
          </div>
        </div>
      )}
    </EmailPageFrame>
  )
}
