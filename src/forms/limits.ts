import { MAX_LENGTH, overLimit } from '../../contract/email-manager.ts'
import { textLength } from '../../contract/text-length.ts'

/**
 * The most characters each form field takes (contract/email-manager.ts, which the stand-in checks
 * too), and whether a value (as sent: trimmed) passes it, counted as a person counts characters.
 */
export { MAX_LENGTH, overLimit }

/** How many characters a value holds as sent (trimmed), as a person counts them: what a form's counter shows. */
export const sentLength = (value: string) => textLength(value.trim())
