/**
 * The most characters each form field takes, shared by the forms (a longer value is a validation
 * error naming the limit, and nothing is sent until it is fixed: nothing is ever cut) and the
 * email-manager stand-in (which refuses more with 422, as a real service would). The limits fit
 * real entries: two phone numbers with separators, a long company or agency name, a paragraph of
 * port calls.
 */
export const MAX_LENGTH: Readonly<Record<string, number>> = {
  vesselName: 120,
  imo: 30,
  agent: 200,
  email: 254,
  phone: 50,
  notes: 4000,
  companyName: 200,
  contactName: 120,
  annualPortCalls: 1000,
  message: 4000,
}

/** The limit of a field of the email-manager's payloads (`customerEmail` is the form's `email`). */
export function payloadLimit(key: string): number | undefined {
  return MAX_LENGTH[key === 'customerEmail' ? 'email' : key]
}

/** Whether a value is longer than its field's limit (as sent: trimmed). */
export function overLimit(name: string, value: string): boolean {
  const max = MAX_LENGTH[name]
  return max !== undefined && value.trim().length > max
}
