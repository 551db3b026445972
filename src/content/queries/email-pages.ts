import { defineQuery } from 'groq'
import { COPY } from './fragments'

/** Copy of the subscriber email-link pages (confirmation, preferences, unsubscribe). */
export const EMAIL_CONFIRMATION_QUERY = defineQuery(`*[_type == "pageCopy" && key == "emailConfirmation"][0]${COPY}`)
export const EMAIL_PREFERENCES_QUERY = defineQuery(`*[_type == "pageCopy" && key == "emailPreferences"][0]${COPY}`)
export const UNSUBSCRIBE_QUERY = defineQuery(`*[_type == "pageCopy" && key == "unsubscribe"][0]${COPY}`)
