/**
 * The real Sanity Studio, offline (nothing but this machine's servers): its console stays quiet as
 * it opens a document and the Presentation tool (the framed page's console too), every request is
 * answered, nothing is looked up outside this machine, and a published redirect is called
 * published. The tests' store is reset to the seed afterwards.
 */
import { expect, test } from '@playwright/test'
import { firstClick, mutate, oneAtATimeThenReset, previewIsLive, query } from './studio-helpers'

oneAtATimeThenReset()

test("the offline Studio's console stays quiet: every request answered, nothing looked up outside this machine, a published redirect called published", async ({
  page,
}) => {
  // Room for the dev server's first framed page on a busy machine (previewIsLive).
  test.setTimeout(240_000)
  const noise: string[] = []
  // Sanity's own clocks, which a busy machine can miss and nothing of ours decides: the framed page's 8 s
  // to connect, and its channel's heartbeat (unanswered while the framed page was busy beside a rebuild).
  page.on('console', (message) => {
    if (/^Unable to connect to visual editing/.test(message.text())) return
    if (/^\[@sanity\/comlink\] Received no response to message 'comlink\/heartbeat'/.test(message.text())) return
    if (message.type() === 'error' || message.type() === 'warning') noise.push(`console ${message.type()}: ${message.text()}`)
  })
  // (A listen stream cut by the next navigation is ERR_ABORTED: not a failure.)
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') noise.push(`failed: ${request.url()} ${request.failure()?.errorText}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) noise.push(`${response.status()}: ${response.url()}`)
  })
  page.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (!/^(localhost|.+\.localhost|127\.0\.0\.1)$/.test(hostname) && !/^(data|blob):/.test(request.url()))
      noise.push(`outside: ${request.url()}`)
  })
  const presence: string[] = []
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket/')) return
    socket.on('framereceived', () => presence.push('answered'))
    socket.on('socketerror', (error) => noise.push(`presence socket: ${error}`))
  })
  // What the Studio's "keep the old address" writes on publishing a slug change (studio/redirects.ts): a published document, no draft.
  await mutate([
    {
      createOrReplace: {
        _id: 'redirect.ports.quiet-test',
        _type: 'redirect',
        from: '/ports/quiet-test',
        to: { _type: 'reference', _ref: 'port.vadinar', _weak: true },
      },
    },
  ])
  try {
    // The last requests the Studio makes as it opens (the help menu, the network check, the trial's
    // dialog, which answered 404 before): once they are answered, whatever noise there was is heard.
    const late = Promise.all(
      ['/help?', '/ping?', '/journey/trial?', '/journey/asset-limit?'].map((part) =>
        page.waitForResponse((response) => response.url().includes(part)),
      ),
    )
    await page.goto('/structure/redirect;redirect.ports.quiet-test')
    // (The Studio's first load, its code then the document: on a busy machine, longer than an assertion's usual 10 s.)
    await expect(page.getByTestId('document-panel-document-title')).toHaveText('/ports/quiet-test', { timeout: 60_000 })
    // Created as published: not "Draft created" of a draft that does not exist.
    await expect(page.getByTestId('pane-footer')).toContainText(/Created/)
    await expect(page.getByTestId('pane-footer')).not.toContainText('Draft')
    await late
    await page.goto('/presentation')
    // The framed page too, once it has hydrated and the Studio has answered it.
    await previewIsLive(page.frameLocator('iframe').getByRole('heading', { level: 1 }))
    expect(noise).toEqual([])
    // The overlays connected: a text of the framed page opens its field. (Whether they did within the
    // Studio's fixed 8 s is not this test's: on a busy machine the dev server's page can take longer,
    // and the Studio then logs "Unable to connect to visual editing", left out of the noise above.)
    const tagline = page.frameLocator('iframe').getByText(await query<string>('*[_id == "siteSettings"][0].footerTagline'))
    await firstClick(page, tagline, /\/siteSettings\/siteSettings\/footerTagline\b/)
    // Presence's socket connected and answered.
    await expect.poll(() => presence.length).toBeGreaterThan(0)
  } finally {
    await mutate([{ delete: { id: 'redirect.ports.quiet-test' } }])
  }
})
