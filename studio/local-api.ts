import { DEFAULT_LOCAL_API_PORT } from '../contract/constants.ts'

/**
 * Offline editing against the local content backend (tools/stand-ins/content/), used only when no
 * SANITY_STUDIO_PROJECT_ID is set: a Studio built for a real project contains none of this.
 *
 * The Studio keeps about 17 listen streams open (and the Presentation tool one Live Content API
 * stream), one HTTP/1.1 connection each, and browsers
 * allow 6 connections per host, so everything after the sixth would stall. Browsers resolve
 * every `*.localhost` name to this machine and keep a separate connection pool per host name,
 * so each listen stream here goes to a host name of its own (listen-N.local.localhost): the same
 * backend, no certificate, no browser flag.
 */
export function localApiHost(port: string | undefined) {
  return `http://localhost:${port || DEFAULT_LOCAL_API_PORT}`
}

export function spreadListenStreams(apiHost: string) {
  const { port } = new URL(apiHost)
  const nativeFetch = globalThis.fetch.bind(globalThis)
  let next = 0
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input === 'string' || input instanceof URL) {
      const url = new URL(String(input))
      if (url.port === port && url.hostname.endsWith('localhost') && /\/data\/(listen|live\/events)\//.test(url.pathname)) {
        url.hostname = `listen-${next++ % 500}.${url.hostname}`
        return nativeFetch(url, init)
      }
    }
    return nativeFetch(input, init)
  }
}

/**
 * What an offline Studio asks of Sanity's hosted services, which it cannot reach, answered here in
 * the browser as those services answer when they have nothing to offer: no request leaves the
 * machine and no failed lookup reaches the console. (The build leaves out the rest: offline-build.ts.)
 * - the module CDN's check for a newer Studio (`sanity-cdn.com/v1/modules/…`): none known;
 * - the check that the help menu's feedback form can reach Sentry (`api.sanity.io/vX/intake/…`):
 *   it cannot, so the menu offers no form whose message would go nowhere.
 */
export function answerHostedServicesLocally() {
  const nativeFetch = globalThis.fetch.bind(globalThis)
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input === 'string' || input instanceof URL) {
      const url = new URL(String(input), globalThis.location?.href)
      if (/(^|\.)sanity-cdn\.(com|work)$/.test(url.hostname) && url.pathname.startsWith('/v1/modules/'))
        return Promise.resolve(Response.json({}))
      if (/^api\.sanity\.(io|work)$/.test(url.hostname) && url.pathname.startsWith('/vX/intake/'))
        return Promise.resolve(new Response(null, { status: 503 }))
    }
    return nativeFetch(input, init)
  }
}
