/**
 * /email-confirmation and /confirm: confirms a subscription from the mail's link (call 4).
 * States: processing, success, error, invalid (spec section 4); messages of spec section 8.
 * Copy sections used (pageCopy "emailConfirmation"): invalid, processing, success, whats-next,
 * error, and actions (the items named "home" and "retry").
 */
import { Link } from 'react-router'
import { RichText } from '~/components/RichText'
import { section, titleOf } from '~/content/copy'
import { confirmSubscription } from '../api'
import { Spinner } from '../status'
import { CONFIRM_FAILED, CONFIRM_INVALID, CONFIRM_NETWORK, CONFIRM_SUCCESS } from '../messages'
import { useLinkAction } from './link-action'
import { EmailPageFrame, itemTitles, LinkViews, type EmailPageCopy } from './shared'

export function ConfirmationView({ copy }: { copy: EmailPageCopy }) {
  const { state, resultRef, retry } = useLinkAction(confirmSubscription, CONFIRM_FAILED, CONFIRM_NETWORK)

  const invalid = section(copy, 'invalid')
  const processing = section(copy, 'processing')
  const success = section(copy, 'success')
  const next = section(copy, 'whats-next')
  const error = section(copy, 'error')
  const action = (name: string) => titleOf(section(copy, 'actions'), name)
  const home = (className: string) => (
    <Link to="/" className={className}>
      {action('home')}
    </Link>
  )

  return (
    <EmailPageFrame copy={copy}>
      <LinkViews
        status={state.status === 'processing' || state.status === 'invalid' ? state.status : 'other'}
        processing={
          <>
            <Spinner />
            <h2>{processing.heading}</h2>
            <RichText value={processing.body} className="muted" />
          </>
        }
        invalid={
          <>
            <h2 ref={resultRef} tabIndex={-1}>
              {invalid.heading}
            </h2>
            <p className="form-banner form-banner-error" role="alert">
              {CONFIRM_INVALID}
            </p>
            <p>{home('button button-primary')}</p>
          </>
        }
      />
      {state.status === 'success' && (
        <div className="email-state" role="status">
          <h2 ref={resultRef} tabIndex={-1}>
            {success.heading}
          </h2>
          <p className="form-banner form-banner-success">{CONFIRM_SUCCESS}</p>
          {itemTitles(next).length > 0 && (
            <>
              <h3>{next.heading}</h3>
              <ul className="check-list">
                {itemTitles(next).map((title, index) => (
                  <li key={index}>{title}</li>
                ))}
              </ul>
            </>
          )}
          <p>{home('button button-primary')}</p>
        </div>
      )}
      {state.status === 'error' && (
        <div className="email-state">
          <h2 ref={resultRef} tabIndex={-1}>
            {error.heading}
          </h2>
          <p className="form-banner form-banner-error" role="alert">
            {state.message}
          </p>
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={retry}>
              {action('retry')}
            </button>
            {home('button button-light')}
          </div>
        </div>
      )}
    </EmailPageFrame>
  )
}
