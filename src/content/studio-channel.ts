/**
 * The draft preview's one door: inside the Studio's Presentation tool, the page talks to the
 * Studio over postMessage (preview.ts's loaders, the click-to-edit overlays of PreviewOverlay),
 * and both libraries (@sanity/comlink 4, @sanity/visual-editing 6) accept a handshake from any
 * window and re-target their connection to whoever sent the last one; neither has an option to
 * restrict the sender. So before either starts, one capturing listener drops every message from
 * another window unless it comes from the frame's parent AND from a Studio origin the site
 * allows to frame it (STUDIO_ORIGINS, vite.config.ts): a page that opens the Studio, or frames
 * the site itself, can neither connect, nor feed the page content, nor hear its queries.
 */
const ORIGINS = (import.meta.env.STUDIO_ORIGINS ?? '').split(/\s+/).filter(Boolean)

function allowedOrigin(origin: string) {
  return ORIGINS.some((allowed) => {
    if (allowed === origin) return true
    // `https://*.example.com` (a frame-ancestors pattern): any subdomain, same scheme and port.
    const wildcard = /^([a-z]+:\/\/)\*(\.[^/]+)$/i.exec(allowed)
    if (!wildcard) return false
    const [, scheme, rest] = wildcard
    return origin.startsWith(scheme!) && origin.endsWith(rest!) && /^[a-z0-9.-]+$/i.test(origin.slice(scheme!.length, -rest!.length))
  })
}

/** Whether a message comes from the Studio framing this page: the parent window, at an allowed origin. */
export function fromStudio(event: MessageEvent) {
  return window.parent !== window && event.source === window.parent && allowedOrigin(event.origin)
}

let guarded = false

/** Installs the guard, once; call it before any preview code listens for messages. */
export function guardStudioChannel() {
  // Outside a browser (prerendering, Node tests importing the preview's helpers) there is no channel to guard.
  if (guarded || typeof window === 'undefined') return
  guarded = true
  window.addEventListener(
    'message',
    (event) => {
      // Capturing listeners at the window run before the libraries' own: theirs never see it.
      if (event.source !== window && !fromStudio(event)) event.stopImmediatePropagation()
    },
    { capture: true },
  )
}

/** The Studio's origin, as the page framed by it knows it (its referrer): where the preview's links to fields lead. */
export function studioUrl() {
  try {
    return new URL(document.referrer).origin
  } catch {
    return '/'
  }
}
