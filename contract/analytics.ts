/**
 * Analytics as editors switch it on in Site settings › Privacy & analytics (schemas/objects/
 * analyticsSettings.ts): the providers, the rule each one's ID and address keep, and what each
 * loads and talks to. One rule for
 * - the Studio, which refuses a wrong ID or address (`analyticsProblem`);
 * - the build, which stops on one, in the same words (tools/site-build/site-build.ts), and writes the
 *   provider's origins into every page's Content-Security-Policy (tools/site-build/hosting.ts);
 * - the site, which loads the provider after the first paint (src/analytics/) only from a setup
 *   this rule accepts (`analyticsSetup`): the setting travels in every page's data, and nothing read
 *   from it is trusted unchecked.
 *
 * Browser-safe and free of imports: the site's bundle reads it too.
 */

/** The providers, and whether each sets cookies (then the site asks the visitor first). */
export const ANALYTICS_PROVIDERS = {
  none: { title: 'None (no analytics)', cookies: false },
  plausible: { title: 'Plausible (no cookies)', cookies: false },
  umami: { title: 'Umami (no cookies)', cookies: false },
  ga4: { title: 'Google Analytics 4 (cookies: asks the visitor first)', cookies: true },
  gtm: { title: 'Google Tag Manager (cookies: asks the visitor first)', cookies: true },
} as const

export type AnalyticsProvider = keyof typeof ANALYTICS_PROVIDERS

/**
 * The providers that set cookies: the site asks before loading them. SITE_SETTINGS_QUERY names the
 * same list in GROQ (src/content/queries/site.ts, checked by tests/unit/analytics.test.ts), so a
 * page carries the prompt's words only when it may show the prompt.
 */
export const CONSENT_PROVIDERS = (Object.keys(ANALYTICS_PROVIDERS) as AnalyticsProvider[]).filter(
  (provider) => ANALYTICS_PROVIDERS[provider].cookies,
)

/** The setting as stored (every part may be missing or wrong: the API does not enforce the Studio's rules). */
export type AnalyticsSettings = { provider?: unknown; siteId?: unknown; address?: unknown } | null | undefined

/** The origins a provider's code is loaded from and talks to, for the pages' Content-Security-Policy. */
export type AnalyticsOrigins = { script: string[]; connect: string[]; img: string[] }

/** A setting the rule accepts: what the site loads, and what the policy allows. */
export type AnalyticsSetup = {
  provider: Exclude<AnalyticsProvider, 'none'>
  /** The Plausible site domain, the Umami website ID, the GA4 measurement ID or the GTM container ID. */
  id: string
  /** Whether the provider sets cookies, so that nothing loads before the visitor agrees. */
  consent: boolean
  /** The provider's script (Umami, GA4, GTM); Plausible's code is the site's own (its npm tracker). */
  script?: string
  /** Where Plausible's tracker sends its events. */
  endpoint?: string
  origins: AnalyticsOrigins
}

/** Google's own list for GA4 (its Tag Platform guide "Use a Content Security Policy"), Google signals off. */
const GOOGLE_ANALYTICS: AnalyticsOrigins = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
}

const RULES = {
  plausible: {
    id: /^(?=.{4,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/,
    words: 'the site\'s domain as you added it in Plausible, without https:// (e.g. "globalsalvage.example")',
  },
  umami: {
    id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    words: 'the website ID Umami shows in the website\'s settings (e.g. "94db1cb1-74f4-4a40-ad6c-962362670409")',
  },
  ga4: { id: /^G-[A-Z0-9]{4,16}$/, words: 'the measurement ID of the GA4 web stream (e.g. "G-AB12CD34EF")' },
  gtm: { id: /^GTM-[A-Z0-9]{4,12}$/, words: 'the ID of the Tag Manager container (e.g. "GTM-AB12CD3")' },
} as const

/** Plausible's and Umami's own hosted services, when no address of one's own is set. */
const PLAUSIBLE_CLOUD = 'https://plausible.io'
const UMAMI_CLOUD = { script: 'https://cloud.umami.is/script.js', collect: 'https://api-gateway.umami.dev' }

const isProvider = (value: unknown): value is AnalyticsProvider => typeof value === 'string' && Object.hasOwn(ANALYTICS_PROVIDERS, value)

/** A DNS label, and a host name made of them: letters, digits and hyphens, a dot between labels, a top-level name of letters (or an IDN's `xn--` form). */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST_NAME = new RegExp(`^(?=.{1,253}$)(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`)
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

/**
 * An address as written, before any parsing: a scheme, a host of letters, digits, dots and hyphens
 * (or the loopback `[::1]`), a port, and at most a closing slash. Nothing else: no `*`, `;`, `,`,
 * space or other character a Content-Security-Policy would read as syntax, no path, query or user.
 */
const PLAIN_ADDRESS = /^https?:\/\/(?:[A-Za-z0-9.-]+|\[::1\])(?::\d{1,5})?\/?$/

/**
 * A self-hosted Plausible's or Umami's address: an https origin whose host is a plain host name (and
 * its port, if any), or one on this machine, http too (a developer's own server). Nothing of what the editor
 * wrote reaches the pages' Content-Security-Policy but an origin this rule accepts (`analyticsSetup`
 * checks every origin once more). The origin, or a reason in an editor's words.
 */
export function addressOrigin(address: unknown): { origin: string } | { problem: string } {
  const problem = {
    problem:
      'Write the address of your own server as https:// and its host name only, with its port if it has one (e.g. "https://stats.globalsalvage.example"): no path, no *, no spaces or other signs',
  }
  if (typeof address !== 'string' || !PLAIN_ADDRESS.test(address.trim())) return problem
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return problem
  }
  if (!LOOPBACK.includes(url.hostname) && !(url.protocol === 'https:' && HOST_NAME.test(url.hostname))) return problem
  return { origin: url.origin }
}

/**
 * A source the pages' Content-Security-Policy may name for analytics: an https origin of a plain host
 * name (`https://*.` before it only for the providers' own lists, written in this file), or this
 * machine's. An origin that is not one means a rule above has a hole: the setup is refused whole.
 */
export function isPlainSource(source: string) {
  const match = /^https?:\/\/(\*\.)?([^/:]+|\[::1\])(?::\d{1,5})?$/.exec(source)
  if (!match) return false
  const [, wildcard, host] = match
  return (source.startsWith('https:') && HOST_NAME.test(host!)) || (!wildcard && LOOPBACK.includes(host!))
}

/**
 * What is wrong with the setting, in an editor's words naming the field ("Site ID", "Address of
 * your own server"), or undefined when it is fine (none chosen included).
 */
export function analyticsProblem(settings: AnalyticsSettings): string | undefined {
  const provider = settings?.provider ?? 'none'
  if (!isProvider(provider)) return `Choose a provider from the list (it holds "${String(provider)}")`
  if (provider === 'none') return undefined
  const rule = RULES[provider]
  const id = typeof settings?.siteId === 'string' ? settings.siteId.trim() : ''
  if (!rule.id.test(id)) return `Site ID: write ${rule.words}`
  if ((provider === 'plausible' || provider === 'umami') && settings?.address) {
    const address = addressOrigin(settings.address)
    if ('problem' in address) return `Address of your own server: ${address.problem}`
  }
  return undefined
}

/** The setup the site loads and the build allows, or null for none and for a setting the rule refuses. */
export function analyticsSetup(settings: AnalyticsSettings): AnalyticsSetup | null {
  if (analyticsProblem(settings) !== undefined || !settings || !isProvider(settings.provider) || settings.provider === 'none') return null
  const setup = setupOf(settings.provider, String(settings.siteId).trim(), settings.address)
  const { script, connect, img } = setup.origins
  return [...script, ...connect, ...img].every(isPlainSource) ? setup : null
}

function setupOf(provider: Exclude<AnalyticsProvider, 'none'>, id: string, address: unknown): AnalyticsSetup {
  const own = address ? addressOrigin(address) : undefined
  const origin = own && 'origin' in own ? own.origin : undefined
  switch (provider) {
    case 'plausible': {
      const host = origin ?? PLAUSIBLE_CLOUD
      return { provider: 'plausible', id, consent: false, endpoint: `${host}/api/event`, origins: { script: [], connect: [host], img: [] } }
    }
    case 'umami':
      return {
        provider: 'umami',
        id,
        consent: false,
        script: origin ? `${origin}/script.js` : UMAMI_CLOUD.script,
        origins: origin
          ? { script: [origin], connect: [origin], img: [] }
          : { script: [new URL(UMAMI_CLOUD.script).origin], connect: [UMAMI_CLOUD.collect], img: [] },
      }
    case 'ga4':
      return {
        provider: 'ga4',
        id,
        consent: true,
        script: `https://www.googletagmanager.com/gtag/js?id=${id}`,
        origins: GOOGLE_ANALYTICS,
      }
    case 'gtm':
      // A container's GA4 tag needs GA4's origins; Tag Manager itself also calls www.google.com.
      return {
        provider: 'gtm',
        id,
        consent: true,
        script: `https://www.googletagmanager.com/gtm.js?id=${id}`,
        origins: { ...GOOGLE_ANALYTICS, connect: [...GOOGLE_ANALYTICS.connect, 'https://www.google.com'] },
      }
  }
}
