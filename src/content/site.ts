import { createContext, useContext } from 'react'
import { section, titleOf, type ItemNameOf } from './copy'
import type { SITE_SETTINGS_QUERY_RESULT } from './sanity.types'
import { phoneDigits as ruleDigits } from '../../contract/phone.ts'

export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>

/** Provided by the root route from the CMS's siteSettings document. */
export const SiteSettingsContext = createContext<SiteSettings | null>(null)

/** The CMS's site settings (brand, phones, emails, WhatsApp, SEO defaults). */
export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext)
  if (!settings) throw new Error('No site settings: the CMS has no siteSettings document (run the seed or create it in the Studio).')
  return settings
}

/** The layout copy's words of a section by name; outside a page's settings (none given), every word is ''. */
function useLayoutWords<const S extends 'table-headings' | 'document-labels' | 'interface' | 'offline'>(key: S) {
  const from = section(useContext(SiteSettingsContext)?.layout, key)
  return (name: ItemNameOf<'layout', S>) => titleOf(from, name)
}

/** Table column headings by column name (e.g. "commitment"), from the layout copy's "table-headings" section. */
export function useColumnHeading() {
  return useLayoutWords('table-headings')
}

/** The printable documents' labels by name (print, downloadPdf, documentId, version, ...), from the "document-labels" section. */
export function useDocLabel() {
  return useLayoutWords('document-labels')
}

/** The frame's words by name (e.g. "menu", "newTab"), from the layout copy's "interface" section. */
export function useWord() {
  return useLayoutWords('interface')
}

/** The words of what is kept for offline by name (e.g. "keepDocuments"), from the layout copy's "offline" section. */
export function useOfflineWord() {
  return useLayoutWords('offline')
}

/** The invisible characters the Studio's preview appends to a text to make it clickable (stega): not part of a number. */
const STEGA = /[\u200b-\u200d\u2060-\u2063\ufeff\u{1d173}-\u{1d17a}]/gu

/** A text as stored: the preview's invisible marks removed (for what the site sends or links to). */
export const withoutStega = (text: string | null | undefined) => text?.replace(STEGA, '') ?? ''

/** mailto: link target for an address as shown (the preview encodes the shown address, click-to-edit). */
export const mailtoHref = (email: string | null | undefined) => `mailto:${withoutStega(email)}`

/** The digits of a displayed phone number that keeps the phone rule (contract/phone.ts), stega marks removed. */
function phoneDigits(phone: string | null | undefined) {
  return ruleDigits(phone?.replace(STEGA, ''))
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

/** The contact details an inserted company contact (schemas/objects/companyContact.ts) shows from the settings every page has. */
type CompanyContacts = Pick<SiteSettings, 'emergencyPhone' | 'supportEmail' | 'whatsappNumber'>

/**
 * What an inserted company contact shows: the site settings' 24/7 phone (the default), support
 * email or WhatsApp number, or the grievance officer or email the text's query brought with it
 * (`value`: only the privacy notice shows them, so not every page carries them), and where it links
 * (none for the officer's name, and for a value that is not a phone number or an address).
 */
export function companyContact(
  settings: CompanyContacts | null | undefined,
  setting: string | null | undefined,
  value?: string | null,
): { text: string; href: string | undefined } | null {
  const privacy = setting === 'grievanceOfficer' || setting === 'grievanceEmail'
  const text = (
    privacy
      ? value
      : setting === 'supportEmail'
        ? settings?.supportEmail
        : setting === 'whatsappNumber'
          ? settings?.whatsappNumber
          : settings?.emergencyPhone
  )?.trim()
  if (!text) return null
  const href =
    setting === 'supportEmail' || setting === 'grievanceEmail'
      ? mailtoHref(text)
      : setting === 'whatsappNumber'
        ? whatsappHref(text)
        : setting === 'grievanceOfficer'
          ? undefined
          : telHref(text)
  return { text, href }
}
