/**
 * The API below /api/: which call a method and path name, CORS preflights, and the HTTP round
 * of a call (read the body, answer, log the call, send the JSON with CORS headers). The calls
 * themselves are in calls.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { EMAIL_MANAGER_CALLS } from '../../../contract/email-manager.ts'
import { confirm, getPreferences, putPreferences, send, signup, unsubscribe, type CallContext } from './calls.ts'
import { corsHeaders, HttpError, readText, sendJson, type Answer } from './http.ts'
import { now, type Store } from './store.ts'
import { parseJsonObject, type JsonObject } from './validate.ts'

const POST_CALLS = new Map<string, (context: CallContext, body: JsonObject) => Answer>([
  [EMAIL_MANAGER_CALLS.signup, signup],
  [EMAIL_MANAGER_CALLS.confirm, confirm],
  [EMAIL_MANAGER_CALLS.unsubscribe, unsubscribe],
  [EMAIL_MANAGER_CALLS.send, send],
])

export const isApiPath = (path: string) => path.startsWith('/api/')

function allow(method: string, ...methods: string[]) {
  if (!methods.includes(method)) throw new HttpError(405, 'Method Not Allowed')
}

/** The still-encoded `{email}` of /api/brain/preferences/{email}; undefined for any other path. */
function preferencesEmail(path: string): string | undefined {
  if (!path.startsWith(EMAIL_MANAGER_CALLS.preferences)) return undefined
  return /^([^/]+)$/.exec(path.slice(EMAIL_MANAGER_CALLS.preferences.length))?.[1]
}

/** Picks the call and answers it; 405 for a known path with another method, 404 for any other path. */
export function answerCall(context: CallContext, method: string, path: string, query: URLSearchParams, text: string): Answer {
  const call = POST_CALLS.get(path)
  if (call) {
    allow(method, 'POST')
    return call(context, parseJsonObject(text))
  }
  const email = preferencesEmail(path)
  if (email !== undefined) {
    allow(method, 'GET', 'PUT')
    return method === 'GET' ? getPreferences(context, email, query) : putPreferences(context, email, parseJsonObject(text))
  }
  throw new HttpError(404, 'Not Found')
}

/** The body as the call log keeps it: parsed JSON, else the raw text, else null. */
function recordBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The answer to a refusal, or a 500 (logged) to anything else that went wrong. */
function errorAnswer(error: unknown): Answer {
  if (!(error instanceof HttpError)) {
    console.error('[email-manager]', error)
    return { status: 500, body: { detail: 'Internal Server Error' } }
  }
  return { status: error.status, body: { detail: error.detail } }
}

/** Answers a CORS preflight of the API: the real service is on another origin. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse) {
  res.writeHead(204, { ...corsHeaders(req), 'Content-Length': '0' })
  res.end()
}

/** One call's HTTP round: reads the body, answers, logs the call in the store and sends the JSON. */
export async function answerApi(store: Store, origin: string, req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
  const method = req.method ?? 'GET'
  let text = ''
  let answer: Answer
  try {
    text = await readText(req)
    // Told to fail (`POST {base}/_fail`): the call is taken as a service that is down takes it.
    if (store.failing.times > 0 && (!store.failing.path || store.failing.path === path)) {
      store.failing.times--
      if (!store.failing.status) {
        // No answer at all (status 0 in the log): the connection is dropped.
        store.calls.push({
          at: now(),
          method,
          path,
          query: Object.fromEntries(url.searchParams),
          body: recordBody(text),
          status: 0,
          response: null,
          referer: null,
        })
        return void req.socket.destroy()
      }
      throw new HttpError(store.failing.status, 'Service Unavailable')
    }
    answer = answerCall({ store, origin }, method, path, url.searchParams, text)
  } catch (error) {
    answer = errorAnswer(error)
  }
  store.calls.push({
    at: now(),
    method,
    path,
    query: Object.fromEntries(url.searchParams),
    body: recordBody(text),
    status: answer.status,
    response: answer.body,
    referer: typeof req.headers.referer === 'string' ? req.headers.referer : null,
  })
  sendJson(req, res, answer.status, answer.body)
}
