/**
 * The browser a result's page belongs to (form-endpoint.ts): what was typed is shown to the browser
 * that sent it, never to whoever shares its network address (a ship's satellite link, a port agency's
 * office, shared Wi-Fi are one address for many people, and one person's address changes). The 303
 * to a result's page sets a cookie holding a random token, for that page only:
 * - `HttpOnly` (no script reads it), `SameSite=Lax` (sent with the 303's GET, a same-site navigation,
 *   and with a reload or Back; never with another site's request for it), `Secure` wherever the site
 *   is served over https (production; `npm start` and `npm run preview` serve http),
 * - `Path` the result's own address (`/forms/<form>/problem/<id>`: each result its own cookie, so a
 *   second result never takes the first one's), and `Max-Age` the hour the result is kept.
 * The store keeps a keyed hash of the token (HMAC with the stamps' secret), never the token. A browser
 * that keeps no cookies gets the page without what was typed (its form, Back, still holds it).
 */
import { randomBytes } from 'node:crypto'
import { RESULT_KEPT_MS } from './form-store.ts'

/** The cookie's name (the same for every result: its Path tells them apart). */
export const RESULT_COOKIE = 'gsi_result'

/** A new token for the browser a result is kept for. */
export const browserToken = () => randomBytes(18).toString('base64url')

/** The cookie that binds the result at `path` to the browser the 303 goes to. */
export function resultCookie(path: string, token: string, secure: boolean) {
  const attributes = [
    `Path=${path}`,
    `Max-Age=${Math.round(RESULT_KEPT_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ]
  return [`${RESULT_COOKIE}=${token}`, ...attributes].join('; ')
}

/** The tokens a request's cookies hold under RESULT_COOKIE (several when several paths match; only well-formed ones). */
export function browserTokens(request: Request): string[] {
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${RESULT_COOKIE}=`))
    .map((part) => part.slice(RESULT_COOKIE.length + 1))
    .filter((token) => /^[\w-]{24}$/.test(token))
}
