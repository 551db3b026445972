/**
 * Reading what a call sends: the JSON body, its fields and the email in a path. Each check
 * returns the value or throws the 400 a real email-manager answers, with its `detail`.
 */
import { EMAIL_PATTERN, payloadLimit } from '../../../contract/email-manager.ts'
import { textLength } from '../../../contract/text-length.ts'
import { HttpError } from './http.ts'

export type JsonObject = Record<string, unknown>

export function parseJsonObject(text: string): JsonObject {
  if (!text.trim()) throw new HttpError(400, 'Request body must be a JSON object')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON')
  }
  if (!isObject(value)) throw new HttpError(400, 'Request body must be a JSON object')
  return value
}

/** A JSON object, not an array nor null. */
function isObject(value: unknown): value is JsonObject {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value)
}

/** A non-blank string, trimmed. */
export function requireString(body: JsonObject, field: string): string {
  const value = body[field]
  if (typeof value !== 'string' || !value.trim()) throw new HttpError(400, `Missing required field: ${field}`)
  return value.trim()
}

/** A nested JSON object (`recipient`, `data`, `preferences`). */
export function requireObject(body: JsonObject, field: string): JsonObject {
  const value = body[field]
  if (!isObject(value)) throw new HttpError(400, `Missing required field: ${field}`)
  return value
}

/** An optional nested object (`metadata`), else {}; an array passes as one. */
export function optionalObject(body: JsonObject, field: string): JsonObject {
  const value = body[field]
  return value && typeof value === 'object' ? (value as JsonObject) : {}
}

/** "text, @, text, dot, text" (docs/contract.md, Messages) and no longer than the site's email field. */
export function requireEmail(value: string, field = 'email') {
  if (!EMAIL_PATTERN.test(value) || textLength(value) > payloadLimit('email')!)
    throw new HttpError(400, `Invalid email address in ${field}`)
  return value
}

/** The `{email}` segment of /api/brain/preferences/{email}, percent-decoded. */
export function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, 'Malformed email in path')
  }
}
