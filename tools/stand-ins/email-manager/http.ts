/**
 * The stand-in's HTTP plumbing: the error every refusal throws, CORS, reading a body and writing
 * JSON or HTML answers. It knows nothing of subscribers or calls.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

const MAX_BODY_BYTES = 64 * 1024

/** A refusal: answered with `status` and `{"detail": detail}`. */
export class HttpError extends Error {
  readonly status: number
  readonly detail: string

  constructor(status: number, detail: string) {
    super(detail)
    this.status = status
    this.detail = detail
  }
}

/** Status and JSON body of an answer. */
export type Answer = { status: number; body: unknown }

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, accept, authorization',
  'Access-Control-Max-Age': '600',
}

/** The real service is on another origin than the site, so the API answers any origin. */
export function corsHeaders(req: IncomingMessage) {
  const origin = req.headers.origin
  return { 'Access-Control-Allow-Origin': typeof origin === 'string' && origin ? origin : '*', Vary: 'Origin', ...CORS_HEADERS }
}

/** `cors`: false for the stand-in's own pages (outbox, calls, subscribers), which other origins must not read. */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, cors = true) {
  const text = JSON.stringify(body, null, 2)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(cors ? corsHeaders(req) : {}),
  })
  res.end(text)
}

export function sendHtml(res: ServerResponse, html: string) {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Referrer-Policy': 'no-referrer',
  })
  res.end(html)
}

/** The whole body as text; 413 past 64 KiB. */
export async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
