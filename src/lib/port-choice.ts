/**
 * A link to the pre-arrival form can name the port it is for (`?port=Kandla`): a port page's
 * "Generate Pre-Arrival Letter" opens the form with that port already chosen. Only the port's
 * public name travels in the address, never a visitor's details.
 */
export const PORT_PARAM = 'port'
export const PRE_ARRIVAL_PATH = '/port-call-compliance'

/** `href` with the port named, when it leads to the pre-arrival form; otherwise unchanged. */
export function withPortChoice(href: string, port: string | null | undefined) {
  if (!port) return href
  const url = new URL(href, 'https://site.invalid')
  if (url.origin !== 'https://site.invalid' || url.pathname !== PRE_ARRIVAL_PATH) return href
  url.searchParams.set(PORT_PARAM, port)
  return url.pathname + url.search + url.hash
}

/** The port a page address asks the form to choose, if it is one of `choices`. */
export function portChoiceFrom(search: string, choices: readonly string[]) {
  const port = new URLSearchParams(search).get(PORT_PARAM)
  return port && choices.includes(port) ? port : undefined
}
