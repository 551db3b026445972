/**
 * Analytics as Site settings switch it on (issue 46): the one rule the Studio, the build and the
 * site share (contract/analytics.ts), the origins the pages' policy gains, what a page carries
 * (SITE_SETTINGS_QUERY over the seed, with each provider), and the build's words for a wrong setting.
 */
import { describe, expect, it } from 'vitest'
import { ANALYTICS_PROVIDERS, analyticsProblem, analyticsSetup, CONSENT_PROVIDERS } from '../../contract/analytics'
import { REQUIRED_CONTENT_QUERY, SITE_SETTINGS_QUERY } from '../../src/content/queries/site'
import type { REQUIRED_CONTENT_QUERY_RESULT } from '../../src/content/sanity.types'
import { documents } from '../../seed/content'
import { contentSecurityPolicy, hostingOptions, withAnalytics } from '../../tools/site-build/hosting'
import { requiredContentProblems } from '../../tools/site-build/site-build'
import { evaluate, parse } from 'groq-js'
import { seedQuery } from './seed-query'

const UUID = '94db1cb1-74f4-4a40-ad6c-962362670409'

describe('the rule of each provider', () => {
  it('accepts none, and each provider with its own kind of ID', () => {
    expect(analyticsProblem(null)).toBeUndefined()
    expect(analyticsProblem({ provider: 'none' })).toBeUndefined()
    expect(analyticsProblem({ provider: 'plausible', siteId: 'globalsalvage.example' })).toBeUndefined()
    expect(analyticsProblem({ provider: 'umami', siteId: UUID })).toBeUndefined()
    expect(analyticsProblem({ provider: 'ga4', siteId: 'G-AB12CD34EF' })).toBeUndefined()
    expect(analyticsProblem({ provider: 'gtm', siteId: 'GTM-AB12CD3' })).toBeUndefined()
  })

  it("refuses another provider's ID, an empty one, and a provider it does not know, in an editor's words", () => {
    expect(analyticsProblem({ provider: 'ga4', siteId: 'UA-12345-1' })).toMatch(/^Site ID: write the measurement ID/)
    expect(analyticsProblem({ provider: 'gtm', siteId: 'G-AB12CD34EF' })).toMatch(/^Site ID: write the ID of the Tag Manager container/)
    expect(analyticsProblem({ provider: 'plausible', siteId: 'https://globalsalvage.example' })).toMatch(/^Site ID: .*without https/)
    expect(analyticsProblem({ provider: 'umami', siteId: '' })).toMatch(/^Site ID: write the website ID/)
    expect(analyticsProblem({ provider: 'matomo', siteId: '1' })).toBe('Choose a provider from the list (it holds "matomo")')
    // Nothing a script could be made of reaches a URL: the ID is checked whole.
    expect(analyticsProblem({ provider: 'ga4', siteId: 'G-AB12"><script>' })).toBeDefined()
    expect(analyticsSetup({ provider: 'ga4', siteId: 'G-AB12&l=x' })).toBeNull()
  })

  it("a server of one's own: https and a host only, or http on this machine", () => {
    const address = (value: string) => analyticsProblem({ provider: 'umami', siteId: UUID, address: value })
    expect(address('https://stats.globalsalvage.example')).toBeUndefined()
    expect(address('https://stats.globalsalvage.example/')).toBeUndefined()
    expect(address('http://127.0.0.1:8000')).toBeUndefined()
    expect(address('http://localhost:3000')).toBeUndefined()
    for (const wrong of [
      'http://stats.globalsalvage.example',
      'https://stats.globalsalvage.example/umami',
      'https://a:b@stats.example',
      'javascript:alert(1)',
      'stats.example',
    ])
      expect(address(wrong), wrong).toMatch(/^Address of your own server: /)
  })

  it('the cookie-setting providers are those that ask, and the query names the same lists', () => {
    expect(CONSENT_PROVIDERS).toEqual(['ga4', 'gtm'])
    const quoted = (list: readonly string[]) => `[${list.map((provider) => `"${provider}"`).join(', ')}]`
    const others = Object.keys(ANALYTICS_PROVIDERS).filter((provider) => provider !== 'none')
    expect(SITE_SETTINGS_QUERY).toContain(`analytics.provider in ${quoted(others)} => { "analytics"`)
    expect(SITE_SETTINGS_QUERY).toContain(`analytics.provider in ${quoted(CONSENT_PROVIDERS)} => { "consent"`)
  })
})

describe('what each provider loads and talks to', () => {
  it("GA4 and Tag Manager: Google's tag and its origins, asking first", () => {
    const ga4 = analyticsSetup({ provider: 'ga4', siteId: 'G-AB12CD34EF' })!
    expect(ga4).toMatchObject({ consent: true, script: 'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF' })
    expect(ga4.origins).toEqual({
      script: ['https://*.googletagmanager.com'],
      connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    })
    const gtm = analyticsSetup({ provider: 'gtm', siteId: 'GTM-AB12CD3', address: 'https://ignored.example' })!
    expect(gtm).toMatchObject({ consent: true, script: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3' })
    expect(gtm.origins.connect).toContain('https://www.google.com')
  })

  it("Plausible: its tracker is the site's own, sending to Plausible or to your server; Umami: its script and where it sends", () => {
    expect(analyticsSetup({ provider: 'plausible', siteId: 'globalsalvage.example' })).toEqual({
      provider: 'plausible',
      id: 'globalsalvage.example',
      consent: false,
      endpoint: 'https://plausible.io/api/event',
      origins: { script: [], connect: ['https://plausible.io'], img: [] },
    })
    expect(analyticsSetup({ provider: 'plausible', siteId: 'globalsalvage.example', address: 'https://stats.gsi.example/' })).toMatchObject(
      {
        endpoint: 'https://stats.gsi.example/api/event',
        origins: { script: [], connect: ['https://stats.gsi.example'], img: [] },
      },
    )
    expect(analyticsSetup({ provider: 'umami', siteId: UUID })).toMatchObject({
      consent: false,
      script: 'https://cloud.umami.is/script.js',
      origins: { script: ['https://cloud.umami.is'], connect: ['https://api-gateway.umami.dev'], img: [] },
    })
    expect(analyticsSetup({ provider: 'umami', siteId: UUID, address: 'http://127.0.0.1:8000' })).toMatchObject({
      script: 'http://127.0.0.1:8000/script.js',
      origins: { script: ['http://127.0.0.1:8000'], connect: ['http://127.0.0.1:8000'], img: [] },
    })
  })

  it("the pages' policy gains the provider's origins only when one is set", () => {
    const base = hostingOptions({ VITE_EMAIL_MANAGER_URL: 'https://mail.example.com' })
    const hashes = { script: ["'sha256-x'"] }
    expect(contentSecurityPolicy(hashes, withAnalytics(base, null))).toBe(contentSecurityPolicy(hashes, base))
    const policy = contentSecurityPolicy(hashes, withAnalytics(base, analyticsSetup({ provider: 'ga4', siteId: 'G-AB12CD34EF' })))
    expect(policy).toContain("script-src 'self' https://*.googletagmanager.com 'sha256-x';")
    expect(policy).toContain(
      "connect-src 'self' https://mail.example.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    )
    expect(policy).toContain("img-src 'self' https://*.google-analytics.com https://*.googletagmanager.com;")
    const plausible = contentSecurityPolicy(hashes, withAnalytics(base, analyticsSetup({ provider: 'plausible', siteId: 'gsi.example' })))
    expect(plausible).toContain("script-src 'self' 'sha256-x';")
    expect(plausible).toContain("connect-src 'self' https://mail.example.com https://plausible.io;")
  })
})

/** The seed with Site settings' analytics set to `analytics`. */
async function seedWith<T>(query: string, analytics: Record<string, unknown>): Promise<T> {
  const dataset = documents.map((doc) =>
    doc._id === 'siteSettings' ? { ...doc, analytics: { _type: 'analyticsSettings', ...analytics } } : doc,
  )
  return (await evaluate(parse(query), { dataset })).get() as T
}

describe('what a page carries', () => {
  it("with none (the seed), neither the setting nor the prompt's words, not even as null", async () => {
    const settings = await seedQuery<Record<string, unknown>>(SITE_SETTINGS_QUERY)
    expect(settings).not.toHaveProperty('analytics')
    expect(settings).not.toHaveProperty('consent')
    expect(settings.privacy).toEqual({ title: 'Privacy notice', path: '/privacy' })
  })

  it("a cookieless provider: its setting only; one that sets cookies: the prompt's words too", async () => {
    const plausible = await seedWith<Record<string, unknown>>(SITE_SETTINGS_QUERY, { provider: 'plausible', siteId: 'gsi.example' })
    expect(plausible.analytics).toEqual({ provider: 'plausible', siteId: 'gsi.example', address: null })
    expect(plausible).not.toHaveProperty('consent')
    const ga4 = await seedWith<{ consent: { key: string } }>(SITE_SETTINGS_QUERY, { provider: 'ga4', siteId: 'G-AB12CD34EF' })
    expect(ga4.consent.key).toBe('consent')
  })

  it("a build stops on a wrong setting, naming the field in the Studio's words", async () => {
    const content = await seedWith<REQUIRED_CONTENT_QUERY_RESULT>(REQUIRED_CONTENT_QUERY, { provider: 'ga4', siteId: 'UA-1234-5' })
    expect(requiredContentProblems(content)).toEqual([
      {
        id: 'siteSettings',
        // The Site status's "To fix" opens the field.
        path: 'analytics',
        words: expect.stringMatching(
          /^a valid Privacy & analytics › "Analytics" in the Site settings \(Site ID: write the measurement ID of the GA4 web stream/,
        ),
      },
    ])
    const seeded = await seedQuery<REQUIRED_CONTENT_QUERY_RESULT>(REQUIRED_CONTENT_QUERY)
    expect(requiredContentProblems(seeded)).toEqual([])
    // The privacy notice and whom to write to are needed by every page's footer and by the notice.
    expect(
      requiredContentProblems({ ...seeded, siteSettings: { ...seeded.siteSettings!, privacyNotice: null, grievanceEmail: ' ' } }),
    ).toEqual([
      {
        id: 'siteSettings',
        path: 'privacyNotice',
        words: `the Site settings' Privacy & analytics › "Privacy notice", Privacy & analytics › "Grievance email" (empty: fill them in)`,
      },
    ])
  })
})
