/**
 * The most characters each form field takes. The visitor sees it before submitting (the field
 * stops there; long fields count down), no payload exceeds it, and the email-manager stand-in
 * refuses more, as a real service would: so a long text can never turn into a failure that
 * retrying cannot fix.
 */
export const MAX_LENGTH: Readonly<Record<string, number>> = {
  vesselName: 100,
  imo: 20,
  agent: 120,
  email: 254,
  phone: 30,
  notes: 2000,
  companyName: 120,
  contactName: 100,
  annualPortCalls: 200,
  message: 2000,
}

/** The limit of a field of the email-manager's payloads (`customerEmail` is the form's `email`). */
export function payloadLimit(key: string): number | undefined {
  return MAX_LENGTH[key === 'customerEmail' ? 'email' : key]
}
