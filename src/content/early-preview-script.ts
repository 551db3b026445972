/**
 * A click in the Studio's Presentation tool made as soon as the page shows, before its
 * click-to-edit overlays are ready (the page's preview code, the Studio's answers with the
 * fields' marks and the overlays follow it by a few seconds), would do nothing, or follow a link
 * away. The inline script below, which the server puts first in every page's <body>
 * (entry.server.tsx), holds such a click inside a frame, the cursor showing that it waits, until
 * the preview code acts on it (held-clicks.ts: the overlays open the field clicked, or the page
 * does what the click would have done). After a navigation inside the frame, the preview code
 * holds clicks again until the Studio has answered the new page's queries.
 *
 * Outside a frame (every visitor) it stops at its first comparison. It imports nothing, so it
 * loads nothing, and the page's JavaScript does not carry it. Should the preview code never
 * arrive, it lets the held click through after FALLBACK_MS.
 */

/** The window property the early script and held-clicks.ts share. */
export const PREVIEW_CLICKS = '__gsiPreviewClicks'

/** A click held: the element clicked and where (a keyboard's click has no point: 0, 0). */
export type HeldClick = { target: Element; x: number; y: number }

/** What the early script leaves on the window for the preview code. */
export type PreviewClicks = {
  /** Clicks are held while the page waits for the Studio. */
  waiting: boolean
  held?: HeldClick
  /** Shows (or no longer shows) the waiting cursor. */
  busy: (on: boolean) => void
  /** The timer that lets clicks through should no preview code take over. */
  fallback?: ReturnType<typeof setTimeout>
}

/** How long a page holds clicks for preview code or a Studio answer that does not come. */
export const FALLBACK_MS = 20_000

/** Runs first in <body>: a capturing listener on the window sees every click before the page's own. */
export const EARLY_PREVIEW_SCRIPT = `(()=>{if(self===top)return;const d=document,s={waiting:true},sheet=new CSSStyleSheet();\
sheet.replaceSync("*{cursor:progress!important}");window.${PREVIEW_CLICKS}=s;\
s.busy=(on)=>{const rest=d.adoptedStyleSheets.filter((x)=>x!==sheet);d.adoptedStyleSheets=on?[...rest,sheet]:rest};\
s.fallback=setTimeout(()=>{s.waiting=false;s.busy(false);const h=s.held;s.held=undefined;if(h&&h.target.isConnected)h.target.dispatchEvent(new MouseEvent("click",{bubbles:true,cancelable:true,view:window}))},${FALLBACK_MS});\
addEventListener("click",(e)=>{if(!e.isTrusted||!s.waiting)return;e.preventDefault();e.stopImmediatePropagation();\
s.held={target:e.target,x:e.clientX,y:e.clientY};s.busy(true)},true)})()`
