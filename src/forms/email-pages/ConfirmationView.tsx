/**
 * /email-confirmation and /confirm: confirms a subscription from the mail's link (call 4).
 * States: processing, success, error, invalid (spec section 4); messages of spec section 8.
 * Copy sections used (pageCopy "emailConfirmation"): invalid, processing, success, whats-next, error.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { RichText } from '~/components/RichText'
import { section } from '~/content/copy'
import { confirmSubscription } from '../api'
import { Spinner, useFocusWhen } from '../fields'
import { CONFIRM_FAILED, CONFIRM_INVALID, CONFIRM_NETWORK, CONFIRM_SUCCESS, INVALID_LINK, RETURN_HOME, TRY_AGAIN } from '../messages'
import { useLinkParams } from './link-params'
import { EmailPageFrame, itemTitles, type EmailPageCopy } from './shared'
import '~/styles/forms.css'

type State = { status: 'processing' } | { status: 'invalid' } | { status: 'success' } | { status: 'error'; message: string }

export function ConfirmationView({ copy }: { copy: EmailPageCopy }) {
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

  const run = useCallback(async (email: string, token: string) => {
    if (inFlight.current) return
    inFlight.current = true
    setState({ status: 'processing' })
    const result = await confirmSubscription(email, token)
    inFlight.current = false
    if (!mounted.current) return
    if (result.ok) setState({ status: 'success' })
    else if (result.kind === 'server') setState({ status: 'error', message: result.detail ?? CONFIRM_FAILED })
    else setState({ status: 'error', message: CONFIRM_NETWORK })
    setAttempt((n) => n + 1)
  }, [])

  useEffect(() => {
    if (link.state === 'missing') {
      setState({ status: 'invalid' })
      setAttempt((n) => n + 1)
    } else if (link.state === 'ready' && !started.current) {
      started.current = true
      void run(link.email, link.token)
    }
  }, [link, run])

  const invalid = section(copy, 'invalid')
  const processing = section(copy, 'processing')
  const success = section(copy, 'success')
  const next = section(copy, 'whats-next')
  const error = section(copy, 'error')

  return (
    <EmailPageFrame copy={copy} fallbackTitle="Email confirmation">
      {state.status === 'processing' && (
        <div className="email-state" role="status">
          <Spinner />
          <h2>{processing.heading ?? 'Confirming your email…'}</h2>
          <RichText value={processing.body} className="muted" />
        </div>
      )}
      {state.status === 'invalid' && (
        <div className="email-state">
          <h2 ref={resultRef} tabIndex={-1}>
            {invalid.heading ?? INVALID_LINK}
          </h2>
          <p className="form-banner form-banner-error" role="alert">
            {CONFIRM_INVALID}
          </p>
          <p>
            <Link to="/" className="button button-primary">
              {RETURN_HOME}
            </Link>
          </p>
        </div>
      )}
      {state.status === 'success' && (
        <div className="email-state" role="status">
          <h2 ref={resultRef} tabIndex={-1}>
            {success.heading ?? 'Email confirmed'}
          </h2>
          <p className="form-banner form-banner-success">{CONFIRM_SUCCESS}</p>
          {itemTitles(next).length > 0 && (
            <>
              <h3>{next.heading ?? "What's Next"}</h3>
              <ul className="check-list">
                {itemTitles(next).map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            </>
          )}
          <p>
            <Link to="/" className="button button-primary">
              {RETURN_HOME}
            </Link>
          </p>
        </div>
      )}
      {state.status === 'error' && (
        <div className="email-state">
          <h2 ref={resultRef} tabIndex={-1}>
            {error.heading ?? 'Confirmation failed'}
          </h2>
          <p className="form-banner form-banner-error" role="alert">
            {state.message}
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => link.state === 'ready' && void run(link.email, link.token)}
            >
              {TRY_AGAIN}
            </button>
            <Link to="/" className="button button-light">
              {RETURN_HOME}
            </Link>
          </div>
        </div>
      )}
    </EmailPageFrame>
  )
}
