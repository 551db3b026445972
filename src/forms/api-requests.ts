/** Calls 2 and 3 of docs/contract.md, Calls: the pre-arrival letter and fleet quote requests, mailed to the support team. */
import { call } from './api'
import { fleetQuotePayload, preArrivalPayload } from '../../contract/email-manager.ts'
import { businessId, EMAIL_MANAGER_CALLS } from './config'

/** The recipient's name in calls 2 and 3: a value of the contract, never shown on the site. */
export { SUPPORT_TEAM_NAME } from '../../contract/email-manager.ts'

export type PreArrivalValues = {
  vesselName: string
  imo: string
  port: string
  eta: string
  agent: string
  email: string
  phone: string
  notes: string
}

export type FleetQuoteValues = {
  companyName: string
  contactName: string
  email: string
  phone: string
  fleetSize: string
  annualPortCalls: string
  message: string
}

/** Calls 2 and 3: a mail to the support team. Only the status is read. */
function sendToSupport(body: unknown) {
  return call(EMAIL_MANAGER_CALLS.send, { method: 'POST', readBody: false, body })
}

/** Call 2: the pre-arrival letter request, mailed to the support team. */
export function sendPreArrival(values: PreArrivalValues, supportEmail: string, now = new Date()) {
  return sendToSupport(preArrivalPayload(values, supportEmail, businessId(), now))
}

/** Call 3: the fleet quote request, mailed to the support team. */
export function sendFleetQuote(values: FleetQuoteValues, supportEmail: string, now = new Date()) {
  return sendToSupport(fleetQuotePayload(values, supportEmail, businessId(), now))
}
