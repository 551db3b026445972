/**
 * The publish webhook (studio/publish-webhook.ts): its filter selects exactly the published content
 * the site reads, and `npm run deploy:webhook` registers it once, signed, pointing at the publish
 * function, updating rather than duplicating. The function itself: publish-hook.test.ts.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaTypes } from '../../schemas'
import { PUBLISH_WEBHOOK, PUBLISHED_SITE_CONTENT, registerPublishWebhook, SITE_DOCUMENT_TYPES } from '../../studio/publish-webhook'

describe('the filter', () => {
  it('covers every document type of the schemas', () => {
    expect([...SITE_DOCUMENT_TYPES].sort()).toEqual(
      schemaTypes
        .filter((t) => t.type === 'document')
        .map((t) => t.name)
        .sort(),
    )
  })

  it('selects published documents of those types: no drafts, no release versions, no assets or other types', async () => {
    const dataset = [
      { _id: 'port.mumbai', _type: 'port' },
      { _id: 'pageCopy.home', _type: 'pageCopy' },
      { _id: 'siteSettings', _type: 'siteSettings' },
      { _id: 'drafts.port.mumbai', _type: 'port' },
      { _id: 'versions.r1.port.mumbai', _type: 'port' },
      { _id: 'image-abc-1x1-png', _type: 'sanity.imageAsset' },
      { _id: 'comment-1', _type: 'comment' },
    ]
    const ids = await (await evaluate(parse(`*[${PUBLISHED_SITE_CONTENT}]._id`), { dataset })).get()
    expect(ids).toEqual(['port.mumbai', 'pageCopy.home', 'siteSettings'])
  })
})

describe('npm run deploy:webhook', () => {
  const calls: Array<{ method: string; url: string; auth?: string; body?: Record<string, unknown> }> = []
  let hooks: Array<{ id: string; name: string; dataset: string }> = []
  const server = createServer(async (req: IncomingMessage, res) => {
    let text = ''
    for await (const chunk of req) text += chunk
    calls.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body: text ? JSON.parse(text) : undefined })
    res.setHeader('Content-Type', 'application/json')
    if (req.method === 'GET') return res.end(JSON.stringify(hooks))
    if (req.method === 'POST') {
      hooks = [{ id: 'hook-1', name: String(JSON.parse(text).name), dataset: String(JSON.parse(text).dataset) }]
      return res.end(JSON.stringify(hooks[0]))
    }
    res.end(JSON.stringify({ id: 'hook-1' }))
  })
  let apiHost: string
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))

  it('creates the webhook once, then updates it', async () => {
    const options = {
      projectId: 'abc123',
      dataset: 'production',
      token: 'sk-test',
      url: 'https://site.example/.netlify/functions/publish',
      secret: 'a-long-webhook-secret',
      apiHost,
    }
    expect(await registerPublishWebhook(options)).toEqual({ action: 'created', id: 'hook-1' })
    expect(await registerPublishWebhook(options)).toEqual({ action: 'updated', id: 'hook-1' })
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /v2025-08-04/hooks/projects/abc123',
      'POST /v2025-08-04/hooks/projects/abc123',
      'GET /v2025-08-04/hooks/projects/abc123',
      'PATCH /v2025-08-04/hooks/projects/abc123/hook-1',
    ])
    expect(calls.every((c) => c.auth === 'Bearer sk-test')).toBe(true)
    expect(calls[1].body).toEqual({
      ...PUBLISH_WEBHOOK,
      dataset: 'production',
      url: 'https://site.example/.netlify/functions/publish',
      secret: 'a-long-webhook-secret',
    })
    expect(calls[1].body).toMatchObject({
      type: 'document',
      includeDrafts: false,
      rule: { on: ['create', 'update', 'delete'], filter: PUBLISHED_SITE_CONTENT },
    })
  })
})
