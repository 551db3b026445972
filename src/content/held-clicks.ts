/**
 * The preview's side of the early script's held clicks (early-preview-script.ts): inside the
 * Studio's Presentation tool, a click made before the click-to-edit overlays were ready is acted
 * on once they are, so no click is lost.
 *
 * - Until the Studio has answered every query the page shows (preview.ts: `holdClicks` when the
 *   page waits, `releaseClicks` when it has them all, its texts then marked with their document and
 *   field) and the overlays have connected to the Studio (`watchOverlays`, from PreviewOverlay.tsx),
 *   the early script holds every click.
 * - Once both, the overlays still take a moment to find the marked texts: for SETTLING_MS, a click
 *   on a marked text that they did not take (it bubbled up to the page's root) is held too.
 *
 * A held click on a marked text is given to the overlays as a pointer would give it, a move over
 * the element and then the click, again every REPLAY_EVERY_MS until they take it (they stop it on
 * the element); meanwhile a click they did not take stops at the page's root, so it neither follows
 * a link nor reaches the page's own handlers (React's listeners sit on the document). A held click
 * on anything else does what it would have done (a link is followed).
 */
import { stegaClean } from '@sanity/client/stega'
import { FALLBACK_MS, PREVIEW_CLICKS, type HeldClick, type PreviewClicks } from './early-preview-script'
import { fromStudio } from './studio-channel'

/** How long the overlays have to take a held click. */
const OVERLAYS_MS = 8_000
const REPLAY_EVERY_MS = 100
/** After the page is ready, how long a click on a marked text that the overlays missed is still held for them. */
const SETTLING_MS = 4_000
/** The longest the page takes to draw the Studio's answers (its texts marked) once they have arrived. */
const SETTLE_MS = 2_000
/** The longest a held click waits for the text it was on to be marked, before it is taken for a click on something else. */
const MARK_WAIT_MS = 1_000
/** The overlays' channel and the Studio's acknowledgement of a connection (@sanity/comlink's names, and their older ones). */
const OVERLAYS_CHANNEL = ['visual-editing', 'overlays']
const ACK = ['comlink/handshake/ack', 'handshake/ack']

const state = () => (window as unknown as Record<string, PreviewClicks | undefined>)[PREVIEW_CLICKS]

const frames = (count: number) =>
  new Promise<void>((done) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : done())
    next(count)
  })
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** The element the overlays mark for a click on `target`: it (or an ancestor) holds a marked text, or names its field. */
export function markedElement(target: Element): Element | undefined {
  for (let node: Element | null = target; node && node !== document.body; node = node.parentElement) {
    if (node.hasAttribute('data-sanity')) return node
    for (const child of node.childNodes)
      if (child.nodeType === Node.TEXT_NODE && child.textContent && stegaClean(child.textContent) !== child.textContent) return node
  }
  return undefined
}

const pointerEvent = (type: string, x: number, y: number) =>
  new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, view: window, clientX: x, clientY: y, button: 0 })

/** Where a held click is given again: where it was, if that is still on the element, else its middle (a keyboard's click). */
function pointOn(element: Element, held: HeldClick) {
  const rect = element.getBoundingClientRect()
  const inside = held.x >= rect.left && held.x <= rect.right && held.y >= rect.top && held.y <= rect.bottom
  return inside ? { x: held.x, y: held.y } : { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
}

/** Gives the overlays a click on `target`, as a pointer would: whether they took it. */
async function clickThroughOverlays(target: Element, { x, y }: { x: number; y: number }) {
  target.dispatchEvent(pointerEvent('mousemove', x, y))
  await frames(2)
  const click = pointerEvent('click', x, y)
  let untaken = false
  // Bubbling to the root means the overlays did not stop it: it goes no further.
  const stop = (seen: Event) => {
    if (seen !== click) return
    untaken = true
    seen.preventDefault()
    seen.stopPropagation()
  }
  document.documentElement.addEventListener('click', stop)
  try {
    target.dispatchEvent(pointerEvent('mousedown', x, y))
    target.dispatchEvent(pointerEvent('mouseup', x, y))
    target.dispatchEvent(click)
  } finally {
    document.documentElement.removeEventListener('click', stop)
  }
  return !untaken
}

/** The click held, as the overlays take it (a marked text) or as it would have gone (anything else). */
async function replay(held: HeldClick) {
  const target = held.target.isConnected ? held.target : document.elementFromPoint(held.x, held.y)
  if (!target) return
  // A text the last answers mark may still be drawing.
  for (const until = performance.now() + MARK_WAIT_MS; !markedElement(target) && performance.now() < until;) await sleep(50)
  if (markedElement(target)) {
    const deadline = performance.now() + OVERLAYS_MS
    while (performance.now() < deadline) {
      if (await clickThroughOverlays(target, pointOn(target, held))) return
      await sleep(REPLAY_EVERY_MS)
    }
  }
  // Not a text of the CMS (a link, a menu), or overlays that never came: what the click would have done.
  target.dispatchEvent(pointerEvent('click', held.x, held.y))
}

/** Counts the holds: a release that a new hold overtook (a navigation meanwhile) leaves clicks held. */
let holds = 0
/** The Studio has answered every query the page shows. */
let answered = false
/** The overlays have connected to the Studio (which until then lays a cover of its own over the frame). */
let overlaysConnected = false
/** Until when a click on a marked text that the overlays missed is held for them. */
let settlingUntil = 0
let listening = false

/** A trusted click on a marked text, bubbling to the root untaken while the overlays settle: held for them. */
function catchMissed(event: MouseEvent) {
  const target = event.target
  if (!event.isTrusted || performance.now() > settlingUntil || !(target instanceof Element) || !markedElement(target)) return
  // A click with a modifier is the editor's way past the overlays (Alt follows a link).
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  event.preventDefault()
  event.stopPropagation()
  void replay({ target, x: event.clientX, y: event.clientY })
}

function listen() {
  if (listening || typeof window === 'undefined') return
  listening = true
  watchDrawing()
  document.documentElement.addEventListener('click', catchMissed)
  // The Studio's acknowledgement of the overlays' connection (the channel's guard has already
  // dropped any other window's messages).
  addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { to?: unknown; type?: unknown } | null
    if (overlaysConnected || !fromStudio(event) || !OVERLAYS_CHANNEL.includes(String(data?.to)) || !ACK.includes(String(data?.type))) return
    overlaysConnected = true
    void release(true)
  })
}

/** Called as the overlays' code loads (PreviewOverlay.tsx), before they connect: waits for their connection. */
export const watchOverlays = listen

/** The page waits for the Studio (a new page's queries): clicks are held until `releaseClicks`, or for at most FALLBACK_MS. */
export function holdClicks() {
  listen()
  const clicks = state()
  if (!clicks) return
  holds++
  answered = false
  drawn = false
  clicks.waiting = true
  clearTimeout(clicks.fallback)
  clicks.fallback = setTimeout(() => void release(false), FALLBACK_MS)
}

/**
 * The Studio has answered every query the page shows (`delivered`: the last answer changed what the
 * page shows, which it draws a moment later): once the overlays are connected too, and the page has
 * drawn the marked texts, the held click is acted on.
 */
export function releaseClicks(delivered: boolean) {
  answered = true
  if (delivered) drawn = false
  void release(true)
}

/** Since the page last began to wait, it has drawn texts marked by the Studio's answers. */
let drawn = false
const waitingForDrawn = new Set<() => void>()
const isMarked = (text: string | null | undefined) => Boolean(text) && stegaClean(text!) !== text

/** Notes when the page draws marked texts (the Studio's answers render in a React transition, a moment after they arrive). */
function watchDrawing() {
  new MutationObserver((records) => {
    if (drawn) return
    const marked = records.some((record) =>
      record.type === 'characterData'
        ? isMarked(record.target.textContent)
        : [...record.addedNodes].some((node) => isMarked(node.textContent)),
    )
    if (!marked) return
    drawn = true
    for (const finish of waitingForDrawn) finish()
  }).observe(document.body, { subtree: true, childList: true, characterData: true })
}

/** Resolves once the page has drawn the marked texts, or after SETTLE_MS whatever happens (answers that changed nothing on it). */
function markedTextsDrawn() {
  if (drawn) return Promise.resolve()
  return new Promise<void>((done) => {
    const finish = () => {
      clearTimeout(cap)
      waitingForDrawn.delete(finish)
      done()
    }
    const cap = setTimeout(finish, SETTLE_MS)
    waitingForDrawn.add(finish)
  })
}

async function release(ready: boolean) {
  const clicks = state()
  if (!clicks?.waiting || (ready && !(answered && overlaysConnected))) return
  const hold = holds
  clearTimeout(clicks.fallback)
  if (ready) await markedTextsDrawn()
  if (hold !== holds || !clicks.waiting) return
  clicks.waiting = false
  if (ready) settlingUntil = performance.now() + SETTLING_MS
  const held = clicks.held
  clicks.held = undefined
  clicks.busy(false)
  if (held) await replay(held)
}
