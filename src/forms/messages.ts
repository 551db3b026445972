/**
 * The error catalogue and fixed texts of spec sections 4, 5 and 8, quoted character for
 * character. These are the contract with the email-manager flows, so they live in code;
 * descriptive page copy comes from the CMS.
 */

// Newsletter (footer)
export const NEWSLETTER_EMPTY = 'Please enter your email address'
export const NEWSLETTER_INVALID = 'Please enter a valid email address'
export const NEWSLETTER_SUCCESS = 'Success! Please check your email to confirm your subscription.'
export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.'
export const NEWSLETTER_NETWORK = 'Unable to process your request. Please try again later.'
export const NEWSLETTER_LOADING = 'Subscribing...'
export const NEWSLETTER_SUBMIT = 'Subscribe'
/** Status and message go back to idle this long after a result (spec section 9). */
export const NEWSLETTER_RESET_MS = 5000
/** "text, @, text, dot, text" (spec section 5). */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

// Pre-arrival and fleet quote forms
export const SUBMITTING = 'Submitting...'
export const submitFailed = (supportEmail: string) =>
  `Failed to submit request. Please try again or contact us directly at ${supportEmail}.`
export const PRE_ARRIVAL_SUBMIT = 'Generate Pre-Arrival Letter'
export const PRE_ARRIVAL_SUCCESS = 'Documents Sent Successfully!'
export const PRE_ARRIVAL_DOWNLOAD = 'Download PDF Now'
export const PRE_ARRIVAL_RESET = 'Submit Another Request'
export const FLEET_QUOTE_SUBMIT = 'Request Fleet Quote'
export const FLEET_QUOTE_SUCCESS = 'Quote Request Received!'
export const SUPPORT_TEAM_NAME = 'Global Salvage Support Team'

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
/** The green banner disappears after this long (spec section 9). */
export const PREFERENCES_BANNER_MS = 3000
export const PREFERENCES_INVALID_HEADING = 'Invalid link. Please use the link from your email.'
export const PREFERENCES_INVALID_BODY = 'Missing required parameters. Please use the link from your email.'
export const UNSUBSCRIBE_ALL = 'Unsubscribe from All Marketing'
export const UNSUBSCRIBE_ALL_QUESTION =
  'Are you sure you want to unsubscribe from all marketing emails? You will still receive important account and compliance notifications.'
export const CHANGES_IMMEDIATE = 'Changes take effect immediately.'

// Shared
export const TRY_AGAIN = 'Try Again'
export const RETURN_HOME = 'Return Home'
export const INVALID_LINK = 'Invalid Link'
export const MANAGE_PREFERENCES = 'Manage Preferences'
export const CONTACT_SUPPORT = 'Contact Support'
