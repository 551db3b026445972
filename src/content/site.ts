import { createContext, useContext } from 'react'
import type { SITE_SETTINGS_QUERY_RESULT } from './sanity.types'

export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>

/** Provided by the root route from the CMS's siteSettings document. */
export const SiteSettingsContext = createContext<SiteSettings | null>(null)

/** The CMS's site settings (brand, phones, emails, WhatsApp, SEO defaults). */
export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext)
  if (!settings) throw new Error('No site settings: the CMS has no siteSettings document (run the seed or create it in the Studio).')
  return settings
}

type Layout = NonNullable<SiteSettings['layout']>
type Word = { meta: string | null; title: string | null }

/** A lookup of a layout copy section's items by name (their meta). Outside a page's settings, every word is ''. */
function useLayoutWords(pick: (layout: Layout) => Word[] | null) {
  const layout = useContext(SiteSettingsContext)?.layout
  const words = layout ? pick(layout) : null
  return (name: string) => words?.find((word) => word.meta === name)?.title ?? ''
}

/** Table column headings by column name (e.g. "commitment"), from the layout copy's "table-headings" section. */
export function useColumnHeading() {
  return useLayoutWords((layout) => layout.columns)
}

/** The printable documents' labels by name (print, downloadPdf, documentId, version, ...), from the "document-labels" section. */
export function useDocLabel() {
  return useLayoutWords((layout) => layout.documentLabels)
}

/** The frame's words by name (e.g. "menu", "newTab"), from the layout copy's "interface" section. */
export function useWord() {
  return useLayoutWords((layout) => layout.words)
}

/** The digits of a phone number written with digits, spaces, +, -, dots and parentheses only, 6 to 15 of them. */
function phoneDigits(phone: string | null | undefined) {
  const value = phone?.trim() ?? ''
  const digits = value.replace(/\D/g, '')
  return /^\+?[\d\s\-().]+$/.test(value) && digits.length >= 6 && digits.length <= 15 ? digits : undefined
}

/** tel: link target from a displayed phone number; none for a value that is not one (no wrong number). */
export function telHref(phone: string | null | undefined) {
  const digits = phoneDigits(phone)
  return digits && `tel:${phone!.trim().startsWith('+') ? '+' : ''}${digits}`
}

export function whatsappHref(number: string | null | undefined, text?: string) {
  const digits = phoneDigits(number)
  return digits && `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
