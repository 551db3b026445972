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

/** tel: link target from a displayed phone number. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function whatsappHref(number: string, text?: string) {
  const digits = number.replace(/\D/g, '')
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
