/**
 * /email-confirmation and /confirm: confirms a subscription from the mail's link (call 4 of
 * docs/contract.md, Calls). States: processing, success, error, invalid (docs/contract.md,
 * States), with the confirmation page's messages of docs/contract.md, Messages.
 * Copy sections used (pageCopy "emailConfirmation"): invalid, processing, success, whats-next,
 * error, and actions (the items named "home" and "retry").
 */
import { section } from '~/content/copy'
import { confirmSubscription } from '~/forms/api'
import { CONFIRM_FAILED, CONFIRM_INVALID, CONFIRM_NETWORK, CONFIRM_SUCCESS } from '~/forms/messages'
import { LinkActionViews, useLinkAction } from './link-action'
import { EmailPageFrame, HomeLink, itemTitles, ResultPanel } from './shared'
import type { EMAIL_CONFIRMATION_QUERY_RESULT } from '~/content/sanity.types'

export function ConfirmationView({ copy }: { copy: EMAIL_CONFIRMATION_QUERY_RESULT }) {
  const action = useLinkAction(confirmSubscription, CONFIRM_FAILED, CONFIRM_NETWORK)
  const next = section(copy, 'whats-next')

  return (
    <EmailPageFrame copy={copy}>
      <LinkActionViews copy={copy} action={action} invalidMessage={CONFIRM_INVALID} besideRetry={<HomeLink copy={copy} />} />
      {action.state.status === 'success' && (
        <ResultPanel
          tone="success"
          heading={section(copy, 'success').heading}
          headingRef={action.resultRef}
          message={CONFIRM_SUCCESS}
          list={{ heading: next.heading, items: itemTitles(next) }}
          actions={[<HomeLink copy={copy} primary />]}
        />
      )}
    </EmailPageFrame>
  )
}
