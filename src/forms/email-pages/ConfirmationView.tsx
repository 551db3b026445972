/**
 * /email-confirmation and /confirm: confirms a subscription from the mail's link (call 4).
 * States: processing, success, error, invalid (spec section 4); messages of spec section 8.
 * Copy sections used (pageCopy "emailConfirmation"): invalid, processing, success, whats-next, error.
 */
import { Link } from 'react-router'
import { RichText } from '~/components/RichText'
import { section } from '~/content/copy'
import { confirmSubscription } from '../api'
import { Spinner } from '../fields'
import { CONFIRM_FAILED, CONFIRM_INVALID, CONFIRM_NETWORK, CONFIRM_SUCCESS, INVALID_LINK, RETURN_HOME, TRY_AGAIN } from '../messages'
import { useLinkAction } from './link-action'
import { EmailPageFrame, itemTitles, type EmailPageCopy } from './shared'
import '~/styles/forms.css'

export function ConfirmationView({ copy }: { copy: EmailPageCopy }) {
  const { state, resultRef, retry } = useLinkAction(confirmSubscription, CONFIRM_FAILED, CONFIRM_NETWORK)

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
                {itemTitles(next).map((title, index) => (
                  <li key={index}>{title}</li>
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
              onClick={retry}
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
