/**
 * Share images: the picture a chat or a social site shows beside a link to the page. Each indexed
 * page describes its picture as a small card of CMS words (the page's eyebrow and title, and one or
 * two facts such as a port's response time); the build draws it, 1200×630 PNG in the site's colours
 * with the brand, once per content change (tools/site-build/share-images.ts). An editor's own picture for
 * the page (its SEO tab) is used instead.
 *
 * A page passes its card to `<Seo card>`: `pageCard(copy)` for a page of fixed copy, or a function
 * of its own kind beside it (a port's, a page of case studies'), which returns a `ShareCard`.
 *
 * Browser-safe and small: the browser never draws or hashes anything (Seo keeps the tags the build
 * wrote), so only the card's words reach the bundle.
 */

/** An image the editor chose, as the queries project it (the SEO tab's picture, the settings' one: fragments.ts IMAGE). */
export type EditorImage = { alt?: string | null; asset?: { _ref?: string } | null; crop?: unknown; hotspot?: unknown } | null | undefined

/** One fact under the title: a label and its value, both CMS words ("Response time", "2-4 hours"). */
export type ShareFact = { label: string; value: string }

/** What a page's share image shows, besides the brand and the site's address (added by Seo). */
export type ShareCard = {
  eyebrow?: string | null
  title: string
  facts?: ShareFact[]
  /** The editor's own picture for this page: shared instead of the drawn card when it has an image. */
  image?: EditorImage
}

/** The card as drawn: the page's card with the brand name and the site's host, from the site settings. */
export type DrawnCard = Required<Pick<ShareCard, 'title'>> & {
  eyebrow: string
  facts: ShareFact[]
  brand: string
  site: string
}

/** Its pixel size (Open Graph's and X's large-image size). */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

/** A fact, when both its label and value have text (none otherwise). */
export const shareFact = (label: string | null | undefined, value: string | null | undefined): ShareFact[] =>
  label?.trim() && value?.trim() ? [{ label: label.trim(), value: value.trim() }] : []

type Hero = { eyebrow?: string | null; title?: string | null } | null | undefined
type Copy = { hero?: Hero; seo?: { title?: string | null; image?: EditorImage } | null } | null | undefined

/** A page of fixed copy: its eyebrow and h1 (its browser title when it has no h1). */
export function pageCard(copy: Copy): ShareCard {
  return { eyebrow: copy?.hero?.eyebrow, title: copy?.hero?.title || copy?.seo?.title || '', image: copy?.seo?.image }
}

/** The words of the picture for those who cannot see it (og:image:alt): every text it shows, in order. */
export function shareAlt(card: DrawnCard) {
  return [card.eyebrow, card.title, ...card.facts.map((f) => `${f.label}: ${f.value}`), card.brand].filter(Boolean).join(' · ')
}

/** Where the build puts the drawn pictures: /og/<hash>.png, the hash of everything drawn and of the renderer. */
export const SHARE_IMAGE_DIR = 'og'

/**
 * The build's drawing service, installed by the build (tools/site-build/share-images.ts) before pages are
 * prerendered, read by Seo while prerendering: the server bundle shares no module with the build's
 * tools, only this process's global object.
 */
export type ShareImages = {
  /** Registers the card to be drawn and returns the picture's path (/og/<hash>.png). */
  pathOf(card: DrawnCard): string
  /** The address of an editor's picture as a 1200×630 PNG, cropped around its hotspot (the image CDN's). */
  imageUrl(image: NonNullable<EditorImage>): string
}

export const SHARE_IMAGES_KEY = Symbol.for('global-salvage.share-images')

/** The build's drawing service, while prerendering (or in the dev server); none in the browser. */
export function shareImages(): ShareImages | undefined {
  return (globalThis as { [SHARE_IMAGES_KEY]?: ShareImages })[SHARE_IMAGES_KEY]
}
