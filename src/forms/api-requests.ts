/** Calls 2 and 3 of docs/contract.md, Calls: the pre-arrival letter and fleet quote requests, mailed to the support team. */
import { call } from './api'
import { businessId, EMAIL_MANAGER_CALLS, TEMPLATES } from './config'

/** The recipient's name in calls 2 and 3: a value of the contract, never shown on the site. */
export const SUPPORT_TEAM_NAME = 'Global Salvage Support Team'

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

/** Calls 2 and 3: a mail to the support team from `template_id`, filled with `data`. Only the status is read. */
function sendToSupport(supportEmail: string, templateId: string, data: Record<string, unknown>) {
  return call(EMAIL_MANAGER_CALLS.send, {
    method: 'POST',
    readBody: false,
    body: {
      recipient: { email: supportEmail, name: SUPPORT_TEAM_NAME },
      template_id: templateId,
      email_type: 'transactional',
      business_id: businessId(),
      data,
    },
  })
}

/** Call 2: the pre-arrival letter request, mailed to the support team. */
export function sendPreArrival(values: PreArrivalValues, supportEmail: string, now = new Date()) {
  const v = trimAll(values)
  return sendToSupport(supportEmail, TEMPLATES.preArrival, {
    vesselName: v.vesselName,
    imo: v.imo,
    port: v.port,
    eta: v.eta,
    agent: v.agent,
    customerEmail: v.email,
    phone: v.phone || 'Not provided',
    notes: v.notes || 'None',
    billingMode: 'retainer',
    submittedAt: now.toISOString(),
  })
}

/** Call 3: the fleet quote request, mailed to the support team. */
export function sendFleetQuote(values: FleetQuoteValues, supportEmail: string, now = new Date()) {
  const v = trimAll(values)
  return sendToSupport(supportEmail, TEMPLATES.fleetQuote, {
    companyName: v.companyName,
    contactName: v.contactName,
    customerEmail: v.email,
    phone: v.phone,
    fleetSize: v.fleetSize,
    annualPortCalls: v.annualPortCalls,
    message: v.message || 'None',
    submittedAt: now.toISOString(),
  })
}

/**
 * Trimmed values, never cut: a value over its field's limit is stopped by the form's validation
 * (fields.tsx), and the email-manager refuses it rather than anything being lost on the way.
 */
function trimAll<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T
}
