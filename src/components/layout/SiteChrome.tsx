import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { preloadRichText } from '~/components/RichText'
import { preloadSanityImage } from '~/components/SanityImage'
import { useSiteSettings, useWord } from '~/content/site'
import { lazyPart, partsNeeded, whenPartsNeeded } from '~/lib/lazy-part'
import type { SiteSettings } from '~/content/site'

/*
 * The emergency bar with the header, and the footer with the phones' contact bar: parts of the page
 * (src/lib/lazy-part.ts), prerendered and working as HTML from the first paint (links, the menus'
 * disclosures, the search link to /search), their code fetched once the visitor acts (a key, a
 * click, focus moving, typing) or follows a link, never in the first load (docs/speed.md).
 */
const Top = lazyPart<{ settings: SiteSettings }>(() => import('./Header'))
const Bottom = lazyPart<{ settings: SiteSettings; newsletter?: ReactNode }>(() => import('./Footer'))

/**
 * After a link inside the site, focus moves to the new page as a full load would start it: to
 * the anchor the link names, else to the page's heading, which screen readers then read out.
 * The next Tab continues from there, not from the link that was followed.
 */
function usePageFocus() {
  const { pathname, hash } = useLocation()
  // The address focus was last placed for: the first load's keeps focus where the browser put it,
  // also when the effect runs twice (React's StrictMode, under `npm start`), so a page opened in the
  // Studio's preview never takes focus from the field the editor is typing in.
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    // The site's anchors (#quote, #sla) are plain ASCII ids.
    const target = (hash && document.getElementById(hash.slice(1))) || document.querySelector('h1')
    if (!target) return
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1
    target.focus({ preventScroll: true })
    // Only a new page moves focus; a link to an anchor on the same page keeps its native behaviour.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])
}

// The offline notice and the service worker's registration (src/offline/): loaded beside the page's own code.
const OfflineNotice = lazy(() => import('~/offline/OfflineNotice'))
// "Keep for offline" (src/offline/KeepOffline.tsx): its code loads on the pages that offer it.
const KeepOffline = lazy(() => import('~/offline/KeepOffline'))

/** What a page offers to keep for offline: the contact page the PDFs and the port guides, a printable document the PDFs, the ports' pages the guides. */
function offersOf(pathname: string) {
  // (Prerendering sees a page's address with a trailing slash: /contact/.)
  if (pathname.replace(/\/$/, '') === '/contact') return ['documents', 'ports'] as const
  if (pathname.startsWith('/docs/')) return ['documents'] as const
  if (/^\/ports(\/|$)/.test(pathname)) return ['ports'] as const
  return undefined
}

/**
 * The header, footer and bars around every page; `newsletter` is the footer's signup slot (the forms'
 * own, src/forms/NewsletterSlot.tsx); `analytics`, where Site settings switch it on (root.tsx): the
 * consent prompt, if the site asks, comes right after the skip link, the first thing Tab reaches after
 * it (a landmark of its own, src/analytics/ConsentPrompt.tsx).
 */
export function SiteChrome({ children, newsletter, analytics }: { children: ReactNode; newsletter: ReactNode; analytics?: ReactNode }) {
  const settings = useSiteSettings()
  const word = useWord()
  usePageFocus()
  // The page's parts (rich text, images, sections, forms) fetch their code once the visitor needs them
  // (src/lib/lazy-part.ts). Images' and rich text's code comes then, before the visitor follows a link,
  // so the next page shows them with it.
  useEffect(() => {
    void whenPartsNeeded().then(() => {
      preloadSanityImage()
      preloadRichText()
    })
  }, [])
  const { pathname: visited } = useLocation()
  const offers = offersOf(visited)
  const landed = useRef(visited)
  // A navigation inside the site renders the next page: every part's code is needed then.
  useEffect(() => {
    if (visited !== landed.current) partsNeeded()
  }, [visited])
  return (
    <>
      <a href="#main" className="skip-link">
        {word('skip')}
      </a>
      {analytics}
      {/* Sticky on wider screens, so it sits directly in the page (a wrapper would end its stickiness). */}
      <Suspense fallback={null}>
        <Top settings={settings} />
      </Suspense>
      {/* What the site search indexes of every page: its main content, not the header and footer (tools/site-build/search-index.ts). */}
      <main id="main" tabIndex={-1} className="site-main" data-pagefind-body="">
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
        {children}
        {offers && (
          // Room kept from the first paint (with scripting only), so nothing moves when it shows.
          <div className={`keep-offline-slot container offers-${offers.length}`}>
            <Suspense fallback={null}>
              <KeepOffline offers={offers} />
            </Suspense>
          </div>
        )}
      </main>
      <div className="site-chrome">
        <Suspense fallback={null}>
          <Bottom settings={settings} newsletter={newsletter} />
        </Suspense>
      </div>
    </>
  )
}
