import { useLocation } from 'react-router'
import { useSiteSettings } from '~/content/site'
import { jsonLdScript } from '~/lib/json-ld'

type SeoProps = {
  /** The page's own title; the site's default title (site settings, seoTitle) when absent. */
  title?: string | null
  description?: string | null
  /** Keep out of search engines (not-found pages, subscriber email-link pages). */
  noindex?: boolean
  /** Schema.org objects, emitted as JSON-LD. */
  jsonLd?: object | object[]
  /** Path for the canonical URL; the current path by default. */
  path?: string
  /** Absolute image URL for link previews. */
  image?: string | null
}

/**
 * The settings' sharing image as link previews need it: an absolute URL of a 1200×630 PNG
 * (Sanity's image CDN converts on the fly; social sites don't show SVG).
 */
function socialImage(url: string | null | undefined, siteUrl: string | null | undefined) {
  if (!url) return undefined
  const absolute = new URL(url, siteUrl ?? undefined)
  for (const [key, value] of Object.entries({ w: '1200', h: '630', fit: 'crop', fm: 'png' })) absolute.searchParams.set(key, value)
  return absolute.href
}

/**
 * The browser title: the page's title followed by the brand, unless the title is the site's
 * default or names the brand already (an editor who typed "… | Brand" gets the brand once).
 */
export function documentTitle(title: string | null | undefined, defaultTitle: string, brand: string | null | undefined) {
  if (!title || title === defaultTitle) return defaultTitle
  if (!brand || title.toLowerCase().includes(brand.toLowerCase())) return title
  return `${title} | ${brand}`
}

/** Head tags for a page, rendered with React 19's hoisting into <head>. */
export function Seo({ title, description, noindex, jsonLd, path, image }: SeoProps) {
  const settings = useSiteSettings()
  const { pathname } = useLocation()
  const defaultTitle = settings.seoTitle ?? ''
  const fullTitle = documentTitle(title, defaultTitle, settings.brandName)
  const desc = description || undefined
  const canonical = settings.siteUrl ? new URL(path ?? pathname, settings.siteUrl).href : undefined
  const ogImage = image ?? socialImage(settings.ogImage?.url, settings.siteUrl)
  const blocks = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd]
  return (
    <>
      <title>{fullTitle}</title>
      {desc && <meta name="description" content={desc} />}
      {noindex ? <meta name="robots" content="noindex" /> : canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.brandName ?? ''} />
      <meta property="og:title" content={title ?? defaultTitle} />
      {desc && <meta property="og:description" content={desc} />}
      {canonical && !noindex && <meta property="og:url" content={canonical} />}
      {ogImage && <meta property="og:image" content={ogImage} />}
      {!image && ogImage && settings.ogImage?.alt && <meta property="og:image:alt" content={settings.ogImage.alt} />}
      <meta name="twitter:card" content={ogImage ? 'summary_large_image' : 'summary'} />
      {blocks.map((block, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(block) }} />
      ))}
    </>
  )
}
