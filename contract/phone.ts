/**
 * The one phone-number rule, shared by the Studio (which refuses a number that breaks it) and the
 * site (which links only a number that keeps it, so a link never dials a wrong number): digits,
 * spaces, dots, hyphens and parentheses, with an optional leading "+", and 6 to 15 digits (E.164's
 * most). Dots are allowed because numbers are written "+91.22.6000.2400" too; they are dropped
 * from links with every other separator. Free of imports, so the browser and the Studio load it.
 */
export const PHONE_PATTERN = /^\+?[\d\s\-().]+$/
export const PHONE_MIN_DIGITS = 6
export const PHONE_MAX_DIGITS = 15

/** The digits of a phone number that keeps the rule (trimmed first); none for one that breaks it. */
export function phoneDigits(phone: string | null | undefined): string | undefined {
  const value = phone?.trim() ?? ''
  const digits = value.replace(/\D/g, '')
  return PHONE_PATTERN.test(value) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS ? digits : undefined
}
