/**
 * What the stand-in remembers, in memory: the subscribers (with their tokens and preferences),
 * the mails it would have sent (the outbox) and the calls it received. No HTTP here: the calls
 * (routes.ts) decide what to answer, this file only keeps and finds.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { PREFERENCE_FLAGS } from '../../../contract/email-manager.ts'

/** The four flags of docs/contract.md, Calls (call 6). */
export type Preferences = Record<(typeof PREFERENCE_FLAGS)[number], boolean>

export type Subscriber = {
  email: string
  business_id: string
  token: string
  status: 'pending' | 'confirmed'
  preferences: Preferences
  source?: string
  journey_state?: string
  createdAt: string
  confirmedAt?: string
  unsubscribedAt?: string
  /** Preferences asked for by a signup of an already confirmed address, applied on confirmation. */
  requested?: Preferences
}

export type Mail = {
  id: string
  createdAt: string
  business_id: string
  template_id: string
  email_type: string
  to: { email: string; name?: string }
  subject: string
  text: string
  links: Array<{ label: string; href: string }>
  data: Record<string, unknown>
}

/** A mail before the outbox gives it an id and a time. */
export type MailDraft = Omit<Mail, 'id' | 'createdAt'>

export type CallRecord = {
  at: string
  method: string
  /** Path below the mount point, as received (percent-encoding kept), e.g. /api/brain/signup. */
  path: string
  query: Record<string, string>
  /** The parsed JSON body; the raw text when it was not JSON; null when there was none. */
  body: unknown
  status: number
  response: unknown
  /** The Referer header, if the caller sent one (the subscriber pages must not). */
  referer: string | null
}

export type Store = {
  /** The business ids it knows; any other is refused. */
  businessIds: ReadonlySet<string>
  /** Keyed by business id and lower-cased email (keyOf). */
  subscribers: Map<string, Subscriber>
  /** Oldest first. */
  outbox: Mail[]
  /** Oldest first. */
  calls: CallRecord[]
  /**
   * The next calls answered as a failing service would (`POST {base}/_fail`): how many, with which
   * status (0: no answer at all), and to which path only, if one is named (other calls are answered).
   */
  failing: { times: number; status: number; path?: string }
}

export function createStore(businessIds: Iterable<string>): Store {
  return { businessIds: new Set(businessIds), subscribers: new Map(), outbox: [], calls: [], failing: { times: 0, status: 0 } }
}

/** One subscriber per business and address, whatever the address's case. */
const keyOf = (businessId: string, email: string) => `${businessId}\u0000${email.toLowerCase()}`

export function findSubscriber(store: Store, businessId: string, email: string): Subscriber | undefined {
  return store.subscribers.get(keyOf(businessId, email))
}

export function saveSubscriber(store: Store, subscriber: Subscriber) {
  store.subscribers.set(keyOf(subscriber.business_id, subscriber.email), subscriber)
}

export function newToken() {
  return randomBytes(24).toString('base64url')
}

export const now = () => new Date().toISOString()

/** Puts a mail in the outbox, as the real service would deliver it. */
export function deliver(store: Store, draft: MailDraft): Mail {
  const mail: Mail = { id: randomUUID(), createdAt: now(), ...draft }
  store.outbox.push(mail)
  return mail
}

/** The outbox newest first, as the outbox pages show it. */
export const newestFirst = (store: Store) => [...store.outbox].reverse()

/** Forgets subscribers, mails and calls (the business ids stay). */
export function resetStore(store: Store) {
  store.subscribers.clear()
  store.outbox.length = 0
  store.calls.length = 0
  store.failing = { times: 0, status: 0 }
}
