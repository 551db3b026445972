import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Links, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { SiteChrome } from './components/layout/SiteChrome'
import { contentQuery } from './content/options'
import { SiteSettingsContext, type SiteSettings } from './content/site'
import { withoutEndpointWords } from './content/endpoint-words.server'
import { loadContent, useContent } from './content/snapshot'
import { NewsletterSlot } from './forms/NewsletterSlot'
// Every page's styles, one stylesheet (styles/site.css).
import './styles/site.css'

export async function loader() {
  const settings = await loadContent(contentQuery('SITE_SETTINGS_QUERY'))
  return { settings: { ...settings, data: withoutEndpointWords(settings.data) } }
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // Marked by the pages' early scripts before React hydrates (an email link's missing address, typing
    // in a form): React's development build would call that a mismatch; the production one says nothing.
    <html lang="en-IN" {...(import.meta.env.DEV && { suppressHydrationWarning: true })}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Each page's title and meta are its Seo's (React hoists them here): no route exports `meta`, so React Router's <Meta /> is not rendered (nor loaded). */}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** The Studio's click-to-edit overlays, only when the page is shown in its Presentation tool (a frame). */
const PreviewOverlay = lazy(() => import('./components/PreviewOverlay'))

/** Analytics, when Site settings switch it on (src/analytics/): should its code not load, the page goes on without it. */
const Analytics = lazy(() => import('./analytics/Analytics').catch(() => ({ default: () => null })))

/**
 * Loads analytics once the page has hydrated, unless it is framed (the Studio's Presentation tool).
 * Its own state: the rest of the page is not rendered again for it (a form whose code is still on
 * its way would be dropped for its fallback).
 */
function AnalyticsLoader({ built }: { built: SiteSettings }) {
  const [load, setLoad] = useState(false)
  useEffect(() => setLoad(window.self === window.top), [])
  return load && 'analytics' in built ? (
    <Suspense>
      <Analytics settings={built.analytics} consent={'consent' in built ? built.consent : null} />
    </Suspense>
  ) : null
}

export default function App({ loaderData }: Route.ComponentProps) {
  const settings = useContent(contentQuery('SITE_SETTINGS_QUERY'), loaderData.settings)
  const [framed, setFramed] = useState(false)
  useEffect(() => {
    setFramed(window.self !== window.top)
    // The page runs scripts (the build's early script marks it before the first paint; `npm start` has none).
    document.documentElement.dataset.scripted = ''
  }, [])
  // The analytics the page was built with (its policy allows that provider's origins alone); never under npm start.
  const built: SiteSettings = loaderData.settings.data
  return (
    <SiteSettingsContext.Provider value={settings}>
      <SiteChrome
        newsletter={<NewsletterSlot />}
        analytics={!import.meta.env.DEV && 'analytics' in built && <AnalyticsLoader built={built} />}
      >
        <Outlet />
      </SiteChrome>
      {framed && (
        <Suspense>
          <PreviewOverlay />
        </Suspense>
      )}
    </SiteSettingsContext.Provider>
  )
}

/** A page that failed to render: its code is loaded only then (components/ErrorPage.tsx). */
const ErrorPage = lazy(() => import('./components/ErrorPage'))

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense>
      <ErrorPage error={error} newsletter={<NewsletterSlot />} />
    </Suspense>
  )
}
