import { MAX_LENGTH } from '../../contract/email-manager.ts'

/** The most characters each form field takes (contract/email-manager.ts, which the stand-in checks too). */
export { MAX_LENGTH }

/** Whether a value is longer than its field's limit (as sent: trimmed). */
export function overLimit(name: string, value: string): boolean {
  const max = MAX_LENGTH[name]
  return max !== undefined && value.trim().length > max
}
