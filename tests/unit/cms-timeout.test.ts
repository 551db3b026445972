/**
 * A CMS that does not answer fails a build within CMS_TIMEOUT_MS, once, instead of hanging it for
 * minutes of retries; the real @sanity/client against a server that accepts and never answers.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientConfig, CMS_TIMEOUT_MS } from '~/content/config'

let server: Server
let requests = 0
beforeAll(async () => {
  server = createServer(() => void requests++)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('a CMS that does not answer', () => {
  it('gives up after 30 s at build time, without retrying; a browser retries', () => {
    expect(CMS_TIMEOUT_MS).toBe(30_000)
    expect(clientConfig({ localApiUrl: 'http://127.0.0.1:1' })).toMatchObject({ timeout: CMS_TIMEOUT_MS, maxRetries: 0 })
    expect(clientConfig({ projectId: 'abc123' })).toMatchObject({ timeout: CMS_TIMEOUT_MS, maxRetries: 0 })
    expect(clientConfig({ origin: 'https://www.example.com' })).not.toHaveProperty('maxRetries')
  })

  it('fails the fetch once its timeout passes (here shortened), after one request', async () => {
    const { port } = server.address() as AddressInfo
    const client = createClient({ ...clientConfig({ localApiUrl: `http://127.0.0.1:${port}` }), timeout: 300 })
    const started = Date.now()
    await expect(client.fetch('*[_id == "siteSettings"][0]')).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(requests).toBe(1)
  })
})

describe('which Sanity API a build reads', () => {
  it('a build reads the live API, which holds what was just published; a browser reads the API CDN', () => {
    const build = createClient(clientConfig({ projectId: 'abc123', dataset: 'production' }))
    const browser = createClient(clientConfig({ projectId: 'abc123', dataset: 'production', origin: 'https://www.example.com' }))
    expect(build.config().useCdn).toBe(false)
    expect(browser.config().useCdn).toBe(true)
  })
})
