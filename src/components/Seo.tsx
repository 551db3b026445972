import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useSiteSettings, type SiteSettings } from '~/content/site'
import { jsonLdScript } from '~/lib/json-ld'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareAlt, shareImages, type ShareCard } from '~/lib/share-card'

type SeoProps = {
  /** The page's own title; the site's default title (site settings, seoTitle) when absent. */
  title?: string | null
  description?: string | null
  /** Keep out of search engines (not-found pages, subscriber email-link pages). */
  noindex?: boolean
  /**
   * Schema.org objects, emitted as JSON-LD; or a function of the page's share image (its address,
   * while the build prerenders the page), for structured data that names it (a notice's `image`).
   */
  jsonLd?: object | object[] | ((share: { image?: string }) => object | object[])
  /** The title a shared link shows (og:title), when shorter than the page's title: its heading, say. */
  shareTitle?: string | null
  /** A dated article (a notice): shared as og:type "article" with its times (YYYY-MM-DD) and section. */
  article?: { published?: string | null; modified?: string | null; section?: string | null }
  /** Path for the canonical URL; the current path by default. */
  path?: string
  /**
   * What the page's share image shows (src/lib/share-card.ts), drawn by the build; without one, the
   * page's title. An editor's own picture in it (the SEO tab's) is shared instead.
   */
  card?: ShareCard
}

type Share = { url: string; alt?: string }

/**
 * The page's share image, while the build prerenders it: the editor's own picture (the page's SEO
 * tab; for pages kept out of search, the site settings'), else the card the build draws.
 */
function builtShare(card: ShareCard, settings: SiteSettings, noindex: boolean | undefined): Share | undefined {
  const images = shareImages()
  if (!images || !settings.siteUrl) return undefined
  const own = card.image?.asset ? card.image : noindex ? settings.ogImage : undefined
  if (own?.asset) return { url: new URL(images.imageUrl(own), settings.siteUrl).href, alt: own.alt ?? undefined }
  if (noindex || !card.title.trim()) return undefined
  const drawn = {
    eyebrow: card.eyebrow?.trim() ?? '',
    title: card.title.trim(),
    facts: card.facts ?? [],
    brand: settings.brandName ?? '',
    site: new URL(settings.siteUrl).host,
  }
  return { url: new URL(images.pathOf(drawn), settings.siteUrl).href, alt: shareAlt(drawn) }
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
export function Seo({ title, description, noindex, jsonLd, path, card, shareTitle, article }: SeoProps) {
  const settings = useSiteSettings()
  const { pathname } = useLocation()
  const defaultTitle = settings.seoTitle ?? ''
  const fullTitle = documentTitle(title, defaultTitle, settings.brandName)
  const desc = description || undefined
  // The page's address as the site writes it: without the trailing slash prerendering may give it.
  const canonical = settings.siteUrl ? new URL((path ?? pathname).replace(/(.)\/+$/, '$1'), settings.siteUrl).href : undefined
  // The Open Graph tags and the share image's matter in the HTML a link preview reads: the browser
  // renders none, keeps the tags of the page it loaded, and removes them once it shows another address.
  const share = import.meta.env.SSR ? builtShare(card ?? { title: title || defaultTitle }, settings, noindex) : undefined
  useEffect(() => () => document.querySelectorAll('meta[data-share]').forEach((meta) => meta.remove()), [pathname])
  const data = typeof jsonLd === 'function' ? jsonLd({ image: share?.url }) : jsonLd
  const blocks = data === undefined ? [] : Array.isArray(data) ? data : [data]
  return (
    <>
      <title>{fullTitle}</title>
      {desc && <meta name="description" content={desc} />}
      {noindex ? <meta name="robots" content="noindex" /> : canonical && <link rel="canonical" href={canonical} />}
      {import.meta.env.SSR && (
        <>
          <meta property="og:type" content={article ? 'article' : 'website'} data-share="" />
          <meta property="og:site_name" content={settings.brandName ?? ''} data-share="" />
          <meta property="og:title" content={shareTitle || title || defaultTitle} data-share="" />
          {article?.published && <meta property="article:published_time" content={article.published} data-share="" />}
          {article?.modified && <meta property="article:modified_time" content={article.modified} data-share="" />}
          {article?.section && <meta property="article:section" content={article.section} data-share="" />}
          {desc && <meta property="og:description" content={desc} data-share="" />}
          {/* Kept out of search or not, a shared link names the page's own address (never what followed `?`: an email link's token). */}
          {canonical && <meta property="og:url" content={canonical} data-share="" />}
        </>
      )}
      {share && (
        <>
          <meta property="og:image" content={share.url} data-share="" />
          <meta property="og:image:width" content={String(SHARE_IMAGE_WIDTH)} data-share="" />
          <meta property="og:image:height" content={String(SHARE_IMAGE_HEIGHT)} data-share="" />
          {share.alt && <meta property="og:image:alt" content={share.alt} data-share="" />}
          <meta name="twitter:image" content={share.url} data-share="" />
          <meta name="twitter:card" content="summary_large_image" data-share="" />
        </>
      )}
      {/* The share image is known only as the build prerenders: the browser keeps the prerendered data that
          names it (React's development build would call that a mismatch; the production one says nothing). */}
      {blocks.map((block, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript(block) }}
          {...(import.meta.env.DEV && { suppressHydrationWarning: true })}
        />
      ))}
    </>
  )
}
