/**
 * /unsubscribe: turns marketing emails off from the mail's link (call 7 of docs/contract.md,
 * Calls, which carries no token; the token is kept for the Manage Preferences link). States:
 * processing, success, error, invalid (docs/contract.md, States).
 * Copy sections used (pageCopy "unsubscribe"): invalid, processing, success (its note heads its
 * items, the "what this means" list), error, and actions (items named "manage-preferences",
 * "home", "retry" and "contact-support").
 */
import { useNavigate } from 'react-router'
import { section } from '~/content/copy'
import { mailtoHref, useSiteSettings } from '~/content/site'
import { unsubscribe } from '~/forms/api'
import { UNSUBSCRIBE_FAILED, UNSUBSCRIBE_INVALID, UNSUBSCRIBE_NETWORK, UNSUBSCRIBE_SUCCESS } from '~/forms/messages'
import { LinkActionViews, useLinkAction } from './link-action'
import { preferencesHref, subscriberState } from './link-params'
import { actionWord, EmailPageFrame, HomeLink, itemTitles, ResultPanel } from './shared'
import type { UNSUBSCRIBE_QUERY_RESULT } from '~/content/sanity.types'

export function UnsubscribeView({ copy }: { copy: UNSUBSCRIBE_QUERY_RESULT }) {
  const navigate = useNavigate()
  const settings = useSiteSettings()
  // Call 7 carries no token; the token is kept for the Manage Preferences link.
  const action = useLinkAction((email) => unsubscribe(email), UNSUBSCRIBE_FAILED, UNSUBSCRIBE_NETWORK)
  const { link, state } = action
  const success = section(copy, 'success')
  const contactSupport = (
    <a href={mailtoHref(settings.supportEmail)} className="button button-light">
      {actionWord(copy, 'contact-support')}
    </a>
  )

  return (
    <EmailPageFrame copy={copy}>
      <LinkActionViews copy={copy} action={action} invalidMessage={UNSUBSCRIBE_INVALID} besideRetry={contactSupport} />
      {state.status === 'success' && link.state === 'ready' && (
        <ResultPanel
          tone="success"
          heading={success.heading}
          headingRef={action.resultRef}
          message={UNSUBSCRIBE_SUCCESS}
          list={{ heading: success.note, items: itemTitles(success) }}
          actions={[
            // In this tab the subscriber travels in the history entry, never in a request to the
            // site's host; a new tab (middle click, copy link) gets the usual link with its query.
            <a
              href={preferencesHref(link.email, link.token)}
              className="button button-primary"
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                event.preventDefault()
                void navigate('/email-preferences', { state: subscriberState(link.email, link.token) })
              }}
            >
              {actionWord(copy, 'manage-preferences')}
            </a>,
            <HomeLink copy={copy} />,
          ]}
        />
      )}
    </EmailPageFrame>
  )
}
