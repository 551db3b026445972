/**
 * The stand-in's own pages, for people and tests on this machine (tools/vite/stand-ins.ts mounts them
 * at /__email-manager):
 * - GET  {base}/ and {base}/outbox  the mails, newest first, links clickable (HTML)
 * - GET  {base}/outbox.json         the same as JSON
 * - GET  {base}/_calls              every API call received, oldest first, with its parsed JSON body
 * - GET  {base}/_subscribers        the subscribers, tokens included
 * - POST {base}/_reset              forget subscribers, mails and calls
 * - POST {base}/_fail               the next calls fail, as a service that is down: `{"times": 1, "status": 503}`,
 *                                   to one path only with `"path": "/api/brain/send"`
 *                                   (status 0: the connection is dropped, no answer at all)
 * They have no CORS headers, and refuse requests sent by pages of other origins.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readText, sendHtml, sendJson } from './http.ts'
import { newestFirst, resetStore, type Mail, type Store } from './store.ts'

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** One mail of the outbox page; only http(s) links are made clickable. */
function renderMail(mail: Mail) {
  const links = mail.links
    .filter((l) => /^https?:\/\//.test(l.href))
    .map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a> <code>${escapeHtml(l.href)}</code></li>`)
    .join('')
  return `<article class="mail">
  <h2>${escapeHtml(mail.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to.name ? `${mail.to.name} <${mail.to.email}>` : mail.to.email)}</dd>
    <dt>Template</dt><dd><code>${escapeHtml(mail.template_id)}</code> (${escapeHtml(mail.email_type)})</dd>
    <dt>Business</dt><dd><code>${escapeHtml(mail.business_id)}</code></dd>
    <dt>Sent</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></dd>
  </dl>
  ${links ? `<ul class="links">${links}</ul>` : ''}
  <pre>${escapeHtml(mail.text)}</pre>
  <details><summary>Template data (JSON)</summary><pre>${escapeHtml(JSON.stringify(mail.data, null, 2))}</pre></details>
</article>`
}

/** The outbox page: `mails` newest first; `basePath` is where the stand-in is mounted. */
export function renderOutbox(mails: Mail[], basePath: string) {
  const items = mails.map(renderMail).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>Outbox (${mails.length}) · local email-manager</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 900px; padding: 1.5rem; color: #14202e; }
  .mail { border: 1px solid #d5dde6; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  .mail h2 { margin: 0 0 .5rem; font-size: 1.15rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: 0 0 .5rem; }
  dt { font-weight: 600; } dd { margin: 0; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f7fa; padding: .75rem; border-radius: 6px; }
  .links a { font-weight: 600; } code { overflow-wrap: anywhere; }
  a { color: #0b4f8a; } a:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>Mails the local email-manager would have delivered, newest first. It keeps them in memory until the server restarts.
<a href="${escapeHtml(basePath)}/outbox">Refresh</a> · <a href="${escapeHtml(basePath)}/outbox.json">JSON</a> · <a href="${escapeHtml(basePath)}/_calls">Calls received (JSON)</a></p>
${mails.length ? items : '<p>No mails yet. Subscribe in the site footer or send a form.</p>'}
</main>
</body>
</html>`
}

/** Answers a request for one of the stand-in's own pages (403 from other origins, 404 for unknown ones). */
export function answerOwnPage(store: Store, basePath: string, req: IncomingMessage, res: ServerResponse, path: string) {
  const method = req.method ?? 'GET'
  const origin = req.headers.origin
  if (origin !== undefined && origin !== `http://${req.headers.host}`) return sendJson(req, res, 403, { detail: 'Forbidden' }, false)
  if (method === 'GET' && (path === '/' || path === '/outbox')) return sendHtml(res, renderOutbox(newestFirst(store), basePath))
  if (method === 'GET' && path === '/outbox.json') return sendJson(req, res, 200, newestFirst(store), false)
  if (method === 'GET' && path === '/_calls') return sendJson(req, res, 200, store.calls, false)
  if (method === 'GET' && path === '/_subscribers') return sendJson(req, res, 200, [...store.subscribers.values()], false)
  if (method === 'POST' && path === '/_fail') {
    void readText(req).then((text) => {
      const { times = 1, status = 503, path } = (text ? JSON.parse(text) : {}) as { times?: number; status?: number; path?: string }
      store.failing = { times: Number(times) || 0, status: Number(status) || 0, ...(typeof path === 'string' && { path }) }
      sendJson(req, res, 200, store.failing, false)
    })
    return
  }
  if (method === 'POST' && path === '/_reset') {
    resetStore(store)
    return sendJson(req, res, 200, { status: 'reset' }, false)
  }
  return sendJson(req, res, 404, { detail: 'Not Found' }, false)
}
