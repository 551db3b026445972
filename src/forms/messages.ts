/**
 * The messages of docs/contract.md, Messages, quoted character for character: what the
 * email-manager flows say after a request. These stay in code and exist nowhere in the CMS; every other word of
 * the forms and the email-link pages comes from the CMS (page copy).
 */

// Newsletter (footer)
export const NEWSLETTER_SUCCESS = 'Success! Please check your email to confirm your subscription.'
export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.'
export const NEWSLETTER_NETWORK = 'Unable to process your request. Please try again later.'
/** Status and message go back to idle this long after a result (docs/contract.md, Timings and constants). */
export const NEWSLETTER_RESET_MS = 5000

// Pre-arrival and fleet quote forms
export const submitFailed = (supportEmail: string) =>
  `Failed to submit request. Please try again or contact us directly at ${supportEmail}.`

// Confirmation page
export const CONFIRM_INVALID = 'Invalid confirmation link. Please check your email and try again.'
export const CONFIRM_FAILED = 'Failed to confirm your email address.'
export const CONFIRM_NETWORK = 'Unable to process your confirmation. Please try again later.'
export const CONFIRM_SUCCESS = 'Your email has been confirmed! You are now subscribed to our updates.'

// Unsubscribe page
export const UNSUBSCRIBE_INVALID = 'Invalid unsubscribe link. Please check the URL and try again.'
export const UNSUBSCRIBE_FAILED = 'Failed to process unsubscribe request.'
export const UNSUBSCRIBE_NETWORK = 'Unable to process your request. Please try again later.'
export const UNSUBSCRIBE_SUCCESS = 'You have been successfully unsubscribed from marketing emails.'

// Preferences page
export const PREFERENCES_LOAD_ERROR = 'Unable to load preferences'
export const PREFERENCES_LOAD_NETWORK = 'Failed to load preferences'
export const PREFERENCES_UPDATE_FAILED = 'Failed to update preferences'
export const PREFERENCES_SUCCESS = 'Preferences updated successfully!'
/** The green banner disappears after this long (docs/contract.md, Timings and constants). */
export const PREFERENCES_BANNER_MS = 3000
