/**
 * Issue 54: the privacy notice's statements about what the website's server and the offline copies
 * keep, against what they do: a form sent without JavaScript (the site's form endpoint,
 * server/form-endpoint.ts, and its store), the service worker's rules (src/offline/rules.ts),
 * and the pages an email's links open. The browser's part: privacy-notice.test.tsx.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_DIR, pageHtml } from '../../tools/bench/bundle-size'
import { EMAIL_LINK_PATHS } from '../../contract/routes'
import { FORM_ENDPOINT, formResultPath, HONEYPOT_NAME, makeStamp, SEND_WINDOW_MS, STAMP_NAME } from '../../contract/forms'
import { requestKind } from '../../src/offline/rules'
import { browserToken, RESULT_COOKIE, resultCookie } from '../../server/form-browser'
import { handleForm } from '../../server/form-endpoint'
import { memoryFormStore, memoryKv, RESULT_KEPT_MS, type FormKv } from '../../server/form-store'
import { startEmailManager } from '../../tools/stand-ins/email-manager/index'
import { startFormSite } from './form-site'
import { noticeParagraph, noticeSection, privacy } from './privacy-notice'

const COLLECTS = 'What each form collects, and why'
const HOUR = 60 * 60 * 1000
const NOW = Date.parse('2026-11-26T10:00:00Z')

describe('"If your browser runs no scripts"', () => {
  const said = noticeParagraph(COLLECTS, 'If your browser runs no scripts')

  it('what was typed is kept for one hour, for the page that shows it back, then deleted', async () => {
    expect(said).toContain(
      'what you typed is kept there for one hour, so that the page telling you can show it back to you, and is then deleted',
    )
    expect(RESULT_KEPT_MS).toBe(HOUR)
    const kv = memoryKv()
    const store = memoryFormStore(kv)
    const lines = [{ name: 'email', value: 'ravi@shipping.example' }]
    const id = `${NOW}-abcdefghijklmnop`
    expect(await store.putResult('client', id, { form: 'newsletter', at: NOW, kind: 'failed', lines }, 'browser')).toBe(true)
    expect(await store.getResult(id, NOW + HOUR - 1000)).toMatchObject({ browser: 'browser', result: { lines } })
    expect(await store.getResult(id, NOW + HOUR + 1000)).toBeUndefined()
    // Deleted, not only hidden: the sweep (every few minutes in production) leaves nothing past its hour.
    await store.sweep(NOW + HOUR + 1000)
    expect(kv.keys()).toEqual([])
  })

  it('to stop repeated sending: a keyed fingerprint of the address and of each request for one hour, never the address or what was typed', async () => {
    expect(said).toContain(
      'the server keeps for one hour a keyed fingerprint of the address your request came from and of each request, never the address or what you typed',
    )
    expect(SEND_WINDOW_MS).toBe(HOUR)
    const memory = memoryKv()
    const kept: Array<{ key: string; value: unknown }> = []
    // The store as the endpoint uses it, every key and value it writes recorded.
    const kv: FormKv = {
      ...memory,
      set: (key, value, onlyIfNew) => {
        kept.push({ key, value })
        return memory.set(key, value, onlyIfNew)
      },
    }
    const store = memoryFormStore(kv)
    const client = '203.0.113.7'
    const secret = 'a-secret-of-this-test'
    const body = new URLSearchParams({
      [STAMP_NAME]: await makeStamp(secret, 'newsletter', NOW - 60_000),
      [HONEYPOT_NAME]: '',
      email: 'ravi@shipping.example',
    })
    const request = new Request(`https://www.globalsalvage.example${FORM_ENDPOINT}/newsletter`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://www.globalsalvage.example',
        'Sec-Fetch-Site': 'same-origin',
      },
      body,
    })
    // The site's problem page and the email-manager stand-in answer: the request is sent, as a person's would be.
    const [site, manager] = await Promise.all([startFormSite(), startEmailManager()])
    try {
      const answer = await handleForm(request, client, {
        secret,
        emailManagerUrl: manager.url,
        businessId: 'global-salvage-india',
        siteOrigin: site.origin,
        store,
        now: () => NOW,
      })
      expect(answer.headers.get('location')).toBe('/forms/newsletter/sent')
    } finally {
      await Promise.all([site.close(), manager.close()])
    }
    expect(kept.length).toBeGreaterThan(0)
    const text = JSON.stringify(kept)
    expect(text).not.toContain('203.0.113.7')
    expect(text).not.toContain('ravi')
    expect(text).not.toContain('shipping.example')
    // An hour later the client's sends count no more, and nothing of them is left.
    const fingerprint = kept.find(({ key }) => key.startsWith('clients/'))!.key.split('/')[1]!
    expect(await store.sends(fingerprint, NOW + HOUR)).toEqual([])
    await store.sweep(NOW + HOUR)
    expect(memory.keys()).toEqual([])
  }, 20_000)

  it("the result page's cookie: gsi_result, that page only, one hour, a random code", () => {
    expect(said).toContain(
      'The page that shows it back sets one cookie, named gsi_result, for that one page only and for one hour: it holds a random code so that only the browser that sent the form is shown what you typed',
    )
    const path = formResultPath('newsletter', `${NOW}-abcdefghijklmnop`)
    const token = browserToken()
    const cookie = resultCookie(path, token, true).split('; ')
    expect(cookie).toEqual(expect.arrayContaining([`${RESULT_COOKIE}=${token}`, `Path=${path}`, `Max-Age=${HOUR / 1000}`, 'HttpOnly']))
    expect(RESULT_COOKIE).toBe('gsi_result')
    expect(browserToken()).not.toBe(token)
  })
})

describe('"What the website keeps in your own browser": the offline copies', () => {
  const said = noticeParagraph(COLLECTS, 'What the website keeps in your own browser')
  const origin = 'https://www.globalsalvage.example'
  const kind = (path: string) => requestKind(new URL(path, origin), { method: 'GET', mode: 'navigate' }, origin)

  it('keeps the pages opened, never a page showing what was typed nor one opened from an email', () => {
    expect(said).toContain(
      'your browser keeps copies of the pages and documents you opened, never a page showing what you typed nor a page opened from one of our emails',
    )
    expect(kind('/ports/mumbai')).toBe('page')
    expect(kind('/docs/india-compliance-pack.pdf')).toBe('document')
    for (const form of ['preArrival', 'fleetQuote', 'newsletter'] as const)
      expect(kind(formResultPath(form, `${NOW}-abcdefghijklmnop`))).toBeUndefined()
    expect(EMAIL_LINK_PATHS.length).toBeGreaterThan(0)
    for (const path of EMAIL_LINK_PATHS) expect(kind(`${path}?email=ravi%40shipping.example&token=t`), path).toBeUndefined()
    expect(kind('/about?email=ravi@shipping.example')).toBeUndefined()
  })
})

describe('"Your rights, and withdrawing your consent"', () => {
  it("every email's Unsubscribe and Manage preferences links open pages of the site", () => {
    expect(noticeSection('Your rights, and withdrawing your consent')).toContain(
      'every email we send has an Unsubscribe link and a Manage preferences link (the email preferences page)',
    )
    expect(EMAIL_LINK_PATHS).toEqual(expect.arrayContaining(['/unsubscribe', '/email-preferences']))
  })
})

describe.skipIf(!existsSync(join(CLIENT_DIR, 'index.html')))('the notice as the site shows it (a build)', () => {
  it("says when it was last updated, in the layout copy's words, and is not marked as a draft", () => {
    const html = pageHtml('/privacy')
    expect(privacy.updatedOn).toBe('2026-11-26')
    expect(html).toMatch(/<time datetime="2026-11-26">Last updated: 26 November 2026<\/time>/i)
    expect(html).not.toMatch(/draft for review/i)
  })
})
