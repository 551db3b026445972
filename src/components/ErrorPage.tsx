import type { ReactNode } from 'react'
import { isRouteErrorResponse, useRouteLoaderData } from 'react-router'
import { section, titleOf } from '~/content/copy'
import { companyContact, SiteSettingsContext, type SiteSettings } from '~/content/site'
import type { ContentSnapshot } from '~/content/snapshot'
import { SiteChrome } from './layout/SiteChrome'

/**
 * What a page shows when it failed to render (the root route's error boundary, loaded only then):
 * the site's header, footer and emergency bar around the layout copy's "error-page" section, the
 * 24/7 phone it asks the visitor to call, and a way home. Its words come with the root's site
 * settings, which every built page holds; only when the CMS gave none (a dev server whose CMS is
 * down or empty) is the error itself shown, bare, for the developer who caused it. `newsletter`
 * is the footer's signup slot, as the root hands it to the frame (forms are not the components').
 */
export default function ErrorPage({ error, newsletter }: { error: unknown; newsletter: ReactNode }) {
  if (!isRouteErrorResponse(error)) console.error(error)
  const root = useRouteLoaderData('root') as { settings?: ContentSnapshot<SiteSettings | null> } | undefined
  const settings = root?.settings?.data
  const page = settings?.layout ? section(settings.layout, 'error-page') : undefined
  const reason = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  const heading = (
    <>
      <title>{page?.heading ?? reason}</title>
      <meta name="robots" content="noindex" />
      <h1>{page?.heading ?? reason}</h1>
    </>
  )
  if (!settings?.layout) return <main id="main">{heading}</main>
  const phone = companyContact(settings, 'emergencyPhone')
  return (
    <SiteSettingsContext.Provider value={settings}>
      <SiteChrome newsletter={newsletter}>
        <section className="section error-page">
          <div className="container narrow">
            {heading}
            {page?.note && <p>{page.note}</p>}
            {phone && (
              <p>
                <a href={phone.href} className="button button-primary">
                  {phone.text}
                </a>
              </p>
            )}
            <p>
              <a href="/">{titleOf(section(settings.layout, 'interface'), 'returnHome')}</a>
            </p>
          </div>
        </section>
      </SiteChrome>
    </SiteSettingsContext.Provider>
  )
}
