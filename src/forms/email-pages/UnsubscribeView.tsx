/**
 * /unsubscribe: turns marketing emails off from the mail's link (call 7, which carries no token;
 * the token is kept for the Manage Preferences link). States: processing, success, error, invalid.
 * Copy sections used (pageCopy "unsubscribe"): invalid, processing, success (its note heads its
 * items, the "what this means" list), error, and actions (items named "manage-preferences",
 * "home", "retry" and "contact-support").
 */
import { Link, useNavigate } from 'react-router'
import { RichText } from '~/components/RichText'
import { section, titleOf } from '~/content/copy'
import { useSiteSettings } from '~/content/site'
import { unsubscribe } from '../api'
import { Spinner } from '../status'
import { UNSUBSCRIBE_FAILED, UNSUBSCRIBE_INVALID, UNSUBSCRIBE_NETWORK, UNSUBSCRIBE_SUCCESS } from '../messages'
import { useLinkAction } from './link-action'
import { preferencesHref, subscriberState } from './link-params'
import { EmailPageFrame, itemTitles, LinkViews, type EmailPageCopy } from './shared'

export function UnsubscribeView({ copy }: { copy: EmailPageCopy }) {
  const navigate = useNavigate()
  const settings = useSiteSettings()
  // Call 7 carries no token; the token is kept for the Manage Preferences link.
  const { link, state, resultRef, retry } = useLinkAction((email) => unsubscribe(email), UNSUBSCRIBE_FAILED, UNSUBSCRIBE_NETWORK)

  const invalid = section(copy, 'invalid')
  const processing = section(copy, 'processing')
  const success = section(copy, 'success')
  const error = section(copy, 'error')
  const action = (name: string) => titleOf(section(copy, 'actions'), name)

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
              {UNSUBSCRIBE_INVALID}
            </p>
            <p>
              <Link to="/" className="button button-primary">
                {action('home')}
              </Link>
            </p>
          </>
        }
      />
      {state.status === 'success' && link.state === 'ready' && (
        <div className="email-state" role="status">
          <h2 ref={resultRef} tabIndex={-1}>
            {success.heading}
          </h2>
          <p className="form-banner form-banner-success">{UNSUBSCRIBE_SUCCESS}</p>
          {itemTitles(success).length > 0 && (
            <>
              <h3>{success.note}</h3>
              <ul className="check-list">
                {itemTitles(success).map((title, index) => (
                  <li key={index}>{title}</li>
                ))}
              </ul>
            </>
          )}
          <div className="form-actions">
            {/* In this tab the subscriber travels in the history entry, never in a request to the
                site's host; a new tab (middle click, copy link) gets the usual link with its query. */}
            <a
              href={preferencesHref(link.email, link.token)}
              className="button button-primary"
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                event.preventDefault()
                void navigate('/email-preferences', { state: subscriberState(link.email, link.token) })
              }}
            >
              {action('manage-preferences')}
            </a>
            <Link to="/" className="button button-light">
              {action('home')}
            </Link>
          </div>
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
            <a href={`mailto:${settings.supportEmail ?? ''}`} className="button button-light">
              {action('contact-support')}
            </a>
          </div>
        </div>
      )}
    </EmailPageFrame>
  )
}
