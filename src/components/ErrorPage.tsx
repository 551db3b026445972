import { isRouteErrorResponse, useRouteLoaderData } from 'react-router'
import { section, titleOf } from '~/content/copy'
import type { SiteSettings } from '~/content/site'
import type { ContentSnapshot } from '~/content/snapshot'

/**
 * What a page shows when it failed to render (the root route's error boundary): the layout
 * copy's "error-page" section and a way home. Its words come with the root's site settings,
 * which every built page holds; only when the CMS gave none (a dev server whose CMS is down or
 * empty) is the error itself shown, for the developer who caused it.
 */
export function ErrorPage({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error)) console.error(error)
  const root = useRouteLoaderData('root') as { settings?: ContentSnapshot<SiteSettings | null> } | undefined
  const settings = root?.settings?.data
  const page = settings?.layout ? section(settings.layout, 'error-page') : undefined
  const text = page?.note
  const home = settings?.layout && titleOf(section(settings.layout, 'interface'), 'returnHome')
  const reason = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <main className="error-page" id="main">
      <title>{page?.heading ?? reason}</title>
      <meta name="robots" content="noindex" />
      <h1>{page?.heading ?? reason}</h1>
      {text && <p>{text}</p>}
      {home && (
        <p>
          <a href="/">{home}</a>
        </p>
      )}
    </main>
  )
}
