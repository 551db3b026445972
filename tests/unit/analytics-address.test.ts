/**
 * Issue 51: an analytics address is refused unless it is a plain host (contract/analytics.ts
 * `addressOrigin`), in the three places that read it: the Studio's validation of Site settings
 * (Sanity's own `validateDocument` over the compiled schema), the build's check of the content
 * (`requiredContentProblems`, naming the field), and the pages' Content-Security-Policy
 * (`withAnalytics` over `analyticsSetup`), which an address refused never widens.
 */
import { createSchema, validateDocument, type SanityDocument, type Schema } from 'sanity'
import { describe, expect, it } from 'vitest'
import { addressOrigin, analyticsSetup, isPlainSource, type AnalyticsSettings } from '../../contract/analytics'
import { REQUIRED_CONTENT_QUERY } from '../../src/content/queries/site'
import type { REQUIRED_CONTENT_QUERY_RESULT } from '../../src/content/sanity.types'
import { schemaTypes } from '../../schemas/index.ts'
import { documents } from '../../seed/content'
import { contentSecurityPolicy, hostingOptions, withAnalytics } from '../../tools/site-build/hosting'
import { requiredContentProblems } from '../../tools/site-build/site-build'
import { evaluate, parse } from 'groq-js'

const UMAMI_ID = '94db1cb1-74f4-4a40-ad6c-962362670409'

/** Addresses that once widened every page's policy (a wildcard, a directive smuggled in), and other non-hosts. */
const REFUSED = [
  'https://*',
  'https://x;script-src',
  'https://x,script-src',
  'https://*.example.com',
  'https://stats.example.com;script-src *',
  'https://stats.example.com script-src',
  'https://exa\tmple.com',
  'https://stats.example.com/%2e%2e/',
  'https://stats.example.com/umami',
  'https://stats.example.com?x=1',
  'https://a:b@stats.example.com',
  'https://1.2.3.4',
  'https://stats..example.com',
  'https://-stats.example.com',
  'http://stats.example.com',
  'javascript:alert(1)',
]

const ACCEPTED: Array<[string, string]> = [
  ['https://stats.globalsalvage.example', 'https://stats.globalsalvage.example'],
  ['https://stats.globalsalvage.example/', 'https://stats.globalsalvage.example'],
  ['https://Stats.GlobalSalvage.example:8443', 'https://stats.globalsalvage.example:8443'],
  ['https://xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
  ['http://127.0.0.1:8000', 'http://127.0.0.1:8000'],
  ['http://localhost:3000', 'http://localhost:3000'],
]

describe('the rule (contract/analytics.ts)', () => {
  it('takes a plain host (and its port), and gives its origin', () => {
    for (const [address, origin] of ACCEPTED) expect(addressOrigin(address), address).toEqual({ origin })
  })

  it('refuses a wildcard, CSP syntax, a path, a user, an IP address or http off this machine', () => {
    for (const address of REFUSED) expect(addressOrigin(address), address).toHaveProperty('problem')
  })

  it('every origin a setup hands the policy is a plain source; a wildcard alone or a directive is not', () => {
    const setups = [
      analyticsSetup({ provider: 'plausible', siteId: 'globalsalvage.example' }),
      analyticsSetup({ provider: 'plausible', siteId: 'globalsalvage.example', address: 'https://stats.example.com:8443' }),
      analyticsSetup({ provider: 'umami', siteId: UMAMI_ID }),
      analyticsSetup({ provider: 'ga4', siteId: 'G-AB12CD34EF' }),
      analyticsSetup({ provider: 'gtm', siteId: 'GTM-AB12CD3' }),
    ]
    for (const setup of setups) {
      const { script, connect, img } = setup!.origins
      for (const source of [...script, ...connect, ...img]) expect(isPlainSource(source), source).toBe(true)
    }
    for (const source of [
      'https://*',
      '*',
      'https:',
      'https://x;script-src',
      'https://x,script-src',
      'http://evil.example',
      'http://*.localhost',
    ])
      expect(isPlainSource(source), source).toBe(false)
  })
})

describe('the pages’ policy', () => {
  it('an address refused gives no setup, and the policy stays as it is without analytics', () => {
    const base = hostingOptions({ VITE_EMAIL_MANAGER_URL: 'https://mail.example.com' })
    const hashes = { script: ["'sha256-x'"] }
    const without = contentSecurityPolicy(hashes, base)
    for (const provider of ['plausible', 'umami'] as const)
      for (const address of REFUSED) {
        const setting: AnalyticsSettings = { provider, siteId: provider === 'umami' ? UMAMI_ID : 'gsi.example', address }
        expect(analyticsSetup(setting), address).toBeNull()
        expect(contentSecurityPolicy(hashes, withAnalytics(base, analyticsSetup(setting))), address).toBe(without)
      }
  })

  it('a plain address is the one origin the policy gains', () => {
    const base = hostingOptions({})
    const setup = analyticsSetup({ provider: 'umami', siteId: UMAMI_ID, address: 'https://stats.example.com:8443/' })
    const policy = contentSecurityPolicy({}, withAnalytics(base, setup))
    expect(policy).toContain("script-src 'self' https://stats.example.com:8443;")
    expect(policy).toContain("connect-src 'self' https://stats.example.com:8443;")
  })
})

/** The seed with Site settings' analytics set to `analytics`. */
const settingsWith = (analytics: Record<string, unknown>) =>
  documents.map((doc) => (doc._id === 'siteSettings' ? { ...doc, analytics: { _type: 'analyticsSettings', ...analytics } } : doc))

describe('the build', () => {
  it('stops on an address refused, naming the field in the Studio’s words', async () => {
    for (const address of ['https://*', 'https://x;script-src', 'https://x,script-src']) {
      const dataset = settingsWith({ provider: 'plausible', siteId: 'gsi.example', address })
      const content = (await (await evaluate(parse(REQUIRED_CONTENT_QUERY), { dataset })).get()) as REQUIRED_CONTENT_QUERY_RESULT
      expect(requiredContentProblems(content), address).toEqual([
        {
          id: 'siteSettings',
          // "To fix" in the Site status opens the field itself (Privacy & analytics › Analytics).
          path: 'analytics',
          words: expect.stringMatching(
            /^a valid Privacy & analytics › "Analytics" in the Site settings \(Address of your own server: Write the address of your own server as https:\/\/ and its host name only/,
          ) as string,
        },
      ])
    }
  })
})

describe('the Studio', () => {
  const schema = createSchema({ name: 'default', types: schemaTypes }) as unknown as Schema
  const i18n = { currentLocale: { id: 'en-US' }, loadNamespaces: async () => {}, t: (key: string) => key }
  const client = { config: () => ({ projectId: 'test', dataset: 'test', apiVersion: '2025-02-19' }), withConfig: () => client }
  /** The errors an editor sees on the analytics' address when publishing Site settings with it. */
  async function addressErrors(address: string) {
    const settings = settingsWith({ provider: 'umami', siteId: UMAMI_ID, address }).find((doc) => doc._id === 'siteSettings')!
    const markers = (await validateDocument({
      document: { _createdAt: '', _updatedAt: '', _rev: 'x', ...settings } as unknown as SanityDocument,
      workspace: { schema, getClient: () => client, i18n } as never,
      getClient: () => client as never,
      getDocumentExists: async () => true,
      environment: 'studio',
    })) as Array<{ level: string; message: string; path: unknown[] }>
    return markers
      .filter((marker) => marker.level === 'error' && JSON.stringify(marker.path).includes('address'))
      .map((marker) => marker.message)
  }

  it('refuses the address on publishing, in the rule’s words', async () => {
    for (const address of ['https://*', 'https://x;script-src', 'https://x,script-src', 'https://*.example.com'])
      expect(await addressErrors(address), address).toContainEqual(
        expect.stringMatching(/^Write the address of your own server as https:\/\//),
      )
    expect(await addressErrors('https://stats.globalsalvage.example')).toEqual([])
  })
})
