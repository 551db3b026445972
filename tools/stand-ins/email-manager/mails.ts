/**
 * What the stand-in's mails say: the three a subscriber receives (with working links to the site's
 * /confirm, /email-preferences and /unsubscribe pages) and the one a form's send call asks for.
 * Pure: each returns a draft; the calls put it in the outbox.
 */
import { TEMPLATES } from '../../../contract/email-manager.ts'
import type { Mail, MailDraft, Subscriber } from './store.ts'

/** The site's email-link pages for this subscriber, on `origin` (the site's). */
function subscriberLinks(origin: string, s: Subscriber) {
  const query = new URLSearchParams({ email: s.email, token: s.token })
  return {
    confirm: `${origin}/confirm?${query}`,
    preferences: `${origin}/email-preferences?${query}`,
    unsubscribe: `${origin}/unsubscribe?${query}`,
  }
}

/** A transactional mail to a subscriber: the text, then each link on a line of its own. */
function subscriberMail(s: Subscriber, template_id: string, subject: string, text: string, links: Mail['links']): MailDraft {
  return {
    business_id: s.business_id,
    template_id,
    email_type: 'transactional',
    to: { email: s.email },
    subject,
    text: [text, '', ...links.map((l) => `${l.label}: ${l.href}`)].join('\n'),
    links,
    data: { email: s.email },
  }
}

/** After a signup; `again` when the address was already confirmed (it confirms once more). */
export function confirmationMail(origin: string, s: Subscriber, again: boolean): MailDraft {
  const text = again
    ? 'Someone asked to subscribe this address to compliance and response updates. Please confirm:'
    : 'Thanks for signing up for compliance and response updates. Please confirm your email address:'
  return subscriberMail(s, 'subscription_confirmation', 'Please confirm your subscription', text, [
    { label: 'Confirm my subscription', href: subscriberLinks(origin, s).confirm },
  ])
}

/** After the first confirmation. */
export function welcomeMail(origin: string, s: Subscriber): MailDraft {
  const links = subscriberLinks(origin, s)
  return subscriberMail(
    s,
    'subscription_welcome',
    'You are subscribed',
    'Your subscription is confirmed. You can change what you receive, or unsubscribe, at any time:',
    [
      { label: 'Manage your email preferences', href: links.preferences },
      { label: 'Unsubscribe', href: links.unsubscribe },
    ],
  )
}

/** After an unsubscribe. */
export function unsubscribeMail(origin: string, s: Subscriber): MailDraft {
  return subscriberMail(
    s,
    'unsubscribe_confirmation',
    'You have been unsubscribed',
    'You will no longer receive marketing emails. Changed your mind?',
    [{ label: 'Manage your email preferences', href: subscriberLinks(origin, s).preferences }],
  )
}

/** The subject of a send call's mail: the form's two templates say what was asked; any other is its template id. */
function formSubject(templateId: string, d: Record<string, unknown>) {
  if (templateId === TEMPLATES.preArrival) return `Pre-arrival request: ${d.vesselName ?? ''} (IMO ${d.imo ?? ''}) at ${d.port ?? ''}`
  if (templateId === TEMPLATES.fleetQuote) return `Fleet quote request: ${d.companyName ?? ''} (${d.fleetSize ?? ''} vessels)`
  return templateId
}

/** The mail of a send call (docs/contract.md, Calls 2 and 3): one `key: value` line per data field. */
export function formMail(
  business_id: string,
  template_id: string,
  email_type: string,
  to: Mail['to'],
  data: Record<string, unknown>,
): MailDraft {
  return {
    business_id,
    template_id,
    email_type,
    to,
    subject: formSubject(template_id, data),
    text: Object.entries(data)
      .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join('\n'),
    links: [],
    data,
  }
}
