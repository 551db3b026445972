import type { ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { SiteChrome } from './components/layout/SiteChrome'
import { siteSettingsQuery } from './content/options'
import { SiteSettingsContext } from './content/site'
import { loadContent, useContent } from './content/snapshot'
import './styles/base.css'
// The forms are loaded lazily but prerendered: their styles must be in the first paint.
import './styles/forms.css'

export async function loader() {
  return { settings: await loadContent(siteSettingsQuery()) }
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
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

export default function App({ loaderData }: Route.ComponentProps) {
  const settings = useContent(siteSettingsQuery(), loaderData.settings)
  return (
    <SiteSettingsContext.Provider value={settings}>
      <SiteChrome>
        <Outlet />
      </SiteChrome>
    </SiteSettingsContext.Provider>
  )
}

export function HydrateFallback() {
  return (
    <p className="hydrate-fallback" role="status">
      Loading…
    </p>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main className="error-page" id="main">
      <title>Something went wrong</title>
      <meta name="robots" content="noindex" />
      <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {status === 404
          ? 'The page you asked for does not exist.'
          : 'This page could not be shown. Please try again, or call our 24/7 desk.'}
      </p>
      <p>
        <a href="/">Return to the home page</a>
      </p>
    </main>
  )
}
