/**
 * The emergency contacts of a copy the service worker kept (src/offline/service-worker.ts), brought
 * up to date with its own build's: a crew reading a page kept before the 24/7 number changed sees
 * the current one, in the emergency bar, the footer, the bottom bar and wherever the page shows it.
 *
 * The site settings' three contacts (the 24/7 phone, the WhatsApp number, the support email) are
 * read from the copy's own route data (React Router's turbo-stream: the `.data` file, or the
 * page's inline stream), and every place the copy holds one, as written or as its link's digits
 * (`tel:+…`, `wa.me/…`, contract/phone.ts), is given the current one: its HTML and its data alike,
 * so that hydration renders what was painted. Browser-safe; the worker bundles it.
 */
import { phoneDigits } from '../../contract/phone.ts'

export type Contacts = { emergencyPhone?: string | null; whatsappNumber?: string | null; supportEmail?: string | null }

const FIELDS = ['emergencyPhone', 'whatsappNumber', 'supportEmail'] as const

/** Values rewritten as they are: what a phone number or an address is made of, nothing HTML or JSON would escape. */
const PLAIN = /^[\w .+()@-]{3,100}$/

/** The first stream of route data in a page (its inline script) or a `.data` file, as the flat list turbo-stream encodes. */
function routeData(text: string): unknown[] | undefined {
  try {
    const inline = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(text)
    const stream = inline ? (JSON.parse(inline[1]!) as string) : text
    const list = JSON.parse(stream.split('\n')[0]!) as unknown
    return Array.isArray(list) ? list : undefined
  } catch {
    return undefined
  }
}

/** The site settings' contacts a copy holds in its route data (none it does not). */
export function contactsOf(text: string): Contacts {
  const list = routeData(text)
  if (!list) return {}
  const found: Contacts = {}
  for (const field of FIELDS) {
    const key = `_${list.indexOf(field)}`
    const holder = list.find((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry) && key in entry) as
      Record<string, number> | undefined
    const value = holder ? list[holder[key]!] : undefined
    if (typeof value === 'string') found[field] = value
  }
  return found
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * `text` (a kept page or its data) with the contacts it holds replaced by `current`: each changed
 * value as written, and a phone's digits where they stand alone (a link's). Unchanged when it holds
 * none, or the same.
 */
export function withCurrentContacts(text: string, current: Contacts): string {
  const old = contactsOf(text)
  const swaps = new Map<string, string>()
  for (const field of FIELDS) {
    const was = old[field]
    const now = current[field]
    if (!was || !now || was === now || !PLAIN.test(was) || !PLAIN.test(now)) continue
    swaps.set(was, now)
    if (field === 'supportEmail') continue
    const [wasDigits, nowDigits] = [phoneDigits(was), phoneDigits(now)]
    if (wasDigits && nowDigits && wasDigits !== nowDigits) swaps.set(wasDigits, nowDigits)
  }
  if (!swaps.size) return text
  // One pass, the longest first: a value is never replaced inside what replaced another; digits only where they stand alone.
  const pattern = [...swaps.keys()]
    .sort((a, b) => b.length - a.length)
    .map((value) => (/^\d+$/.test(value) ? `(?<!\\d)${value}(?!\\d)` : escape(value)))
    .join('|')
  return text.replace(new RegExp(pattern, 'g'), (value) => swaps.get(value) ?? value)
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g

/** A script body's hash as a Content-Security-Policy source: 'sha256-…'. */
async function hashOf(body: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)))
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`
}

/**
 * A kept page's Content-Security-Policy once its inline scripts were brought up to date: the hash of
 * each script whose text changed (its route data, holding the contacts) is replaced by the new text's,
 * so the page still runs what it ran, and nothing else.
 */
export async function policyFor(before: string, after: string, policy: string | null) {
  if (!policy || before === after) return policy
  const bodies = (html: string) => [...html.matchAll(INLINE_SCRIPT)].filter((m) => !/\ssrc=/.test(m[1] ?? '')).map((m) => m[2]!)
  const [was, now] = [bodies(before), bodies(after)]
  if (was.length !== now.length) return policy
  let next = policy
  for (const [index, body] of was.entries()) {
    if (body === now[index]) continue
    next = next.replace(await hashOf(body), await hashOf(now[index]!))
  }
  return next
}
