/**
 * The email-manager's seven calls (docs/contract.md, Calls), as a real one answers them: each
 * checks its input, changes the store and returns the status and JSON body, or throws an
 * HttpError (4xx with a `detail`). routes.ts picks the call and does the HTTP.
 */
import { MARKETING_FLAGS, payloadLimit, PREFERENCE_FLAGS } from '../../../contract/email-manager.ts'
import { textLength } from '../../../contract/text-length.ts'
import { HttpError, type Answer } from './http.ts'
import { confirmationMail, formMail, unsubscribeMail, welcomeMail } from './mails.ts'
import { deliver, findSubscriber, newToken, now, saveSubscriber, type Preferences, type Store, type Subscriber } from './store.ts'
import { decodeSegment, optionalObject, requireEmail, requireObject, requireString, type JsonObject } from './validate.ts'

/** What every call works with: the store, and the site's origin for the links in mails. */
export type CallContext = { store: Store; origin: string }

function requireBusiness(store: Store, businessId: string) {
  if (!store.businessIds.has(businessId)) throw new HttpError(404, `Unknown business_id: ${businessId}`)
  return businessId
}

function requireSubscriber(store: Store, businessId: string, email: string) {
  const subscriber = findSubscriber(store, businessId, email)
  if (!subscriber) throw new HttpError(404, 'Subscriber not found')
  return subscriber
}

function checkToken(subscriber: Subscriber, token: string) {
  if (token !== subscriber.token) throw new HttpError(403, 'Invalid token')
}

/** A signup's preferences: every flag on, but for the marketing ones it asks off. */
function signupPreferences(wanted: JsonObject): Preferences {
  const preferences: Preferences = { compliance: true, emergency: true, newsletter: true, transactional: true }
  for (const flag of MARKETING_FLAGS) if (typeof wanted[flag] === 'boolean') preferences[flag] = wanted[flag] as boolean
  return preferences
}

/** Call 1, POST /api/brain/signup: a pending subscriber with a new token, and a confirmation mail. */
export function signup({ store, origin }: CallContext, body: JsonObject): Answer {
  const email = requireEmail(requireString(body, 'email'))
  const businessId = requireBusiness(store, requireString(body, 'business_id'))
  const journeyState = requireString(body, 'journey_state')
  const metadata = optionalObject(body, 'metadata')
  const preferences = signupPreferences(optionalObject(metadata, 'preferences'))

  const existing = findSubscriber(store, businessId, email)
  if (existing?.status === 'confirmed') {
    // Double opt-in again: a signup never turns marketing back on by itself (it may undo an
    // unsubscribe); the address confirms first, with the link in a new confirmation mail.
    existing.requested = { ...preferences, transactional: true }
    deliver(store, confirmationMail(origin, existing, true))
    return { status: 200, body: { status: 'confirmed', email: existing.email, message: 'Confirmation email sent' } }
  }
  const subscriber: Subscriber = existing ?? {
    email,
    business_id: businessId,
    token: newToken(),
    status: 'pending',
    preferences,
    source: typeof metadata.source === 'string' ? metadata.source : undefined,
    journey_state: journeyState,
    createdAt: now(),
  }
  subscriber.preferences = preferences
  saveSubscriber(store, subscriber)
  deliver(store, confirmationMail(origin, subscriber, false))
  return { status: 201, body: { status: 'pending', email: subscriber.email, message: 'Confirmation email sent' } }
}

/** Call 4, POST /api/brain/confirm: confirms with the token; the first time, mails the preferences and unsubscribe links. */
export function confirm({ store, origin }: CallContext, body: JsonObject): Answer {
  const email = requireString(body, 'email')
  const token = requireString(body, 'token')
  const businessId = requireBusiness(store, requireString(body, 'business_id'))
  const subscriber = requireSubscriber(store, businessId, email)
  if (token !== subscriber.token) throw new HttpError(400, 'Invalid or expired confirmation link')
  if (subscriber.requested) {
    subscriber.preferences = subscriber.requested
    delete subscriber.requested
  }
  if (subscriber.status !== 'confirmed') {
    subscriber.status = 'confirmed'
    subscriber.confirmedAt = now()
    deliver(store, welcomeMail(origin, subscriber))
  }
  return { status: 200, body: { status: 'confirmed', email: subscriber.email, message: 'Email confirmed' } }
}

/** Call 5, GET /api/brain/preferences/{email}?business_id=…&token=… */
export function getPreferences({ store }: CallContext, encodedEmail: string, query: URLSearchParams): Answer {
  const email = decodeSegment(encodedEmail)
  const businessId = query.get('business_id')
  const token = query.get('token')
  if (!businessId) throw new HttpError(400, 'Missing required query parameter: business_id')
  if (!token) throw new HttpError(400, 'Missing required query parameter: token')
  requireBusiness(store, businessId)
  const subscriber = requireSubscriber(store, businessId, email)
  checkToken(subscriber, token)
  return {
    status: 200,
    body: { email: subscriber.email, business_id: businessId, status: subscriber.status, preferences: subscriber.preferences },
  }
}

/** The preferences after a change: known flags, booleans only, and transactional never off. */
function changedPreferences(current: Preferences, changes: JsonObject): Preferences {
  const next = { ...current }
  for (const [flag, value] of Object.entries(changes)) {
    if (!(PREFERENCE_FLAGS as readonly string[]).includes(flag)) throw new HttpError(400, `Unknown preference: ${flag}`)
    if (typeof value !== 'boolean') throw new HttpError(400, `Preference ${flag} must be true or false`)
    if (flag === 'transactional' && value === false) throw new HttpError(400, 'Account and service emails cannot be turned off')
    next[flag as keyof Preferences] = value
  }
  return next
}

/** Call 6, PUT /api/brain/preferences/{email}: needs the token. */
export function putPreferences({ store }: CallContext, encodedEmail: string, body: JsonObject): Answer {
  const email = decodeSegment(encodedEmail)
  const businessId = requireBusiness(store, requireString(body, 'business_id'))
  const token = requireString(body, 'token')
  const changes = requireObject(body, 'preferences')
  const subscriber = requireSubscriber(store, businessId, email)
  checkToken(subscriber, token)
  const next = changedPreferences(subscriber.preferences, changes)
  subscriber.preferences = next
  return { status: 200, body: { email: subscriber.email, business_id: businessId, preferences: next, message: 'Preferences updated' } }
}

/** Call 7, POST /api/brain/unsubscribe: no token; turns the marketing flags off and says so by mail. */
export function unsubscribe({ store, origin }: CallContext, body: JsonObject): Answer {
  const email = requireString(body, 'email')
  const businessId = requireBusiness(store, requireString(body, 'business_id'))
  const subscriber = requireSubscriber(store, businessId, email)
  for (const flag of MARKETING_FLAGS) subscriber.preferences[flag] = false
  subscriber.unsubscribedAt = now()
  deliver(store, unsubscribeMail(origin, subscriber))
  return { status: 200, body: { status: 'unsubscribed', email: subscriber.email, message: 'Unsubscribed from marketing emails' } }
}

/** The site's own field limits (contract/email-manager.ts, docs/contract.md, Validation): refused with a detail rather than stored. */
function checkLimits(data: JsonObject) {
  for (const [key, value] of Object.entries(data)) {
    const limit = payloadLimit(key)
    if (typeof value === 'string' && limit !== undefined && textLength(value) > limit)
      throw new HttpError(422, `data.${key} is longer than ${limit} characters`)
  }
}

/** Calls 2 and 3, POST /api/brain/send: stores the mail it would deliver. */
export function send({ store }: CallContext, body: JsonObject): Answer {
  const recipient = requireObject(body, 'recipient')
  const email = requireEmail(requireString(recipient, 'email'), 'recipient.email')
  const templateId = requireString(body, 'template_id')
  const emailType = requireString(body, 'email_type')
  if (emailType !== 'transactional' && emailType !== 'marketing') throw new HttpError(400, 'email_type must be transactional or marketing')
  const businessId = requireBusiness(store, requireString(body, 'business_id'))
  const data = requireObject(body, 'data')
  checkLimits(data)
  const to = { email, ...(typeof recipient.name === 'string' ? { name: recipient.name } : {}) }
  const mail = deliver(store, formMail(businessId, templateId, emailType, to, data))
  return { status: 200, body: { status: 'sent', message_id: mail.id } }
}
