/**
 * What the offline Studio asks of the local content API besides content, answered as Sanity's API
 * answers it, so the Studio's console stays quiet: the realtime socket of its presence (two tabs
 * see each other), the help menu, the network check and the plans' offers. Real WebSockets (ws)
 * and fetch against the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { LOCAL_IDENTITY } from '../../tools/stand-ins/content/store'

const STUDIO = 'http://localhost:3333'
let api: Awaited<ReturnType<typeof startContentApi>>

beforeAll(async () => {
  api = await startContentApi({ store: new ContentStore(), allowedOrigins: [STUDIO] })
})
afterAll(() => api.close())

/** A Studio tab's socket: sends JSON-RPC requests, keeps every message it hears. */
async function tab(origin = STUDIO, path = '/v2022-06-30/socket/production?tag=sanity.studio') {
  const ws = new WebSocket(`ws://127.0.0.1:${api.port}${path}`, { origin })
  const heard: Array<Record<string, any>> = []
  ws.on('message', (data) => heard.push(JSON.parse(String(data))))
  await new Promise<void>((done, fail) => {
    ws.once('open', () => done())
    ws.once('error', fail)
  })
  let next = 0
  const call = async (method: string, params: Record<string, unknown> = {}) => {
    const id = `r${next++}`
    ws.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }))
    await expect.poll(() => heard.find((message) => message.id === id)).toBeDefined()
    return heard.find((message) => message.id === id)!
  }
  return { ws, heard, call }
}

/** The presence events a tab's subscription got. */
const eventsOf = (heard: Array<Record<string, any>>, subscription: string) =>
  heard.filter((m) => m.method === 'presence_subscription' && m.params.subscription === subscription).map((m) => m.params.result)

describe("the Studio's presence socket", () => {
  it('relays where each session is, roll calls and departures to the other tabs, as Sanity does', async () => {
    const a = await tab()
    const b = await tab()
    const subA = (await a.call('presence_subscribe')).result as string
    const subB = (await b.call('presence_subscribe')).result as string
    expect(subA).toEqual(expect.any(String))

    const locations = [{ type: 'document', documentId: 'port.mumbai', path: ['name'], lastActiveAt: '2026-11-25T00:00:00Z' }]
    expect((await a.call('presence_announce', { data: { sessionId: 'session-a', locations } })).result).toBe(true)
    await b.call('presence_rollcall', { session: 'session-b' })
    await expect
      .poll(() => eventsOf(b.heard, subB))
      .toEqual([{ type: 'state', i: LOCAL_IDENTITY, m: { sessionId: 'session-a', locations } }])
    await expect.poll(() => eventsOf(a.heard, subA)).toEqual([{ type: 'rollCall', i: LOCAL_IDENTITY, session: 'session-b' }])

    // A tab closed without a word: the others hear that its session left.
    a.ws.close()
    await expect.poll(() => eventsOf(b.heard, subB).at(-1)).toEqual({ type: 'disconnect', i: LOCAL_IDENTITY, m: { session: 'session-a' } })
    // An unknown method is a JSON-RPC error, not a dropped socket.
    expect((await b.call('no_such_method')).error).toMatchObject({ code: -32601 })
    b.ws.close()
  })

  it('refuses a page of another origin and another dataset', async () => {
    await expect(tab('http://evil.localhost:9999')).rejects.toThrow(/403/)
    await expect(tab(STUDIO, '/v2022-06-30/socket/other')).rejects.toThrow(/404/)
  })
})

describe("what else the Studio asks, answered as Sanity's API answers (never 404)", () => {
  const get = (path: string) => fetch(`${api.url}${path}`, { headers: { Origin: STUDIO } })

  it("the plans' offers (none), telemetry consent (denied), the help menu (no links offline) and the network check", async () => {
    for (const path of [
      '/v2025-02-19/journey/asset-limit?tag=sanity.studio',
      '/v2025-02-19/journey/document-limit?tag=sanity.studio',
      '/v2025-02-19/journey/comments?tag=sanity.studio',
      '/v2023-12-11/journey/trial?studioVersion=6.16.0&tag=sanity.studio',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(await res.json(), path).toBeNull()
    }
    // No consent to telemetry: the Studio sends none.
    const telemetry = await get('/v2023-12-18/intake/telemetry-status?tag=sanity.studio.telemetry-consent.studio')
    expect([telemetry.status, await telemetry.json()]).toEqual([200, { status: 'denied' }])
    const help = await get('/v1/help?tag=sanity.studio.module.version-check&m=sanity%406.16.0&locale=en-US')
    expect([help.status, await help.json()]).toEqual([200, {}])
    const ping = await get('/v2025-03-01/ping?tag=sanity.studio.protocol-check')
    expect([ping.status, ping.headers.get('access-control-allow-origin'), await ping.text()]).toEqual([200, '*', 'PONG'])
    // Without Timing-Allow-Origin the Studio cannot read the protocol, so it shows no "slow HTTP/1.1" warning.
    expect(ping.headers.get('timing-allow-origin')).toBeNull()
  })
})
