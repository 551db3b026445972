import type { SiteSettings } from '~/content/site'
import { safeHref } from '~/lib/safe-url'

type Layout = NonNullable<SiteSettings['layout']>
type CmsLink = { _key: string; title: string | null; href: string | null }
export type NavItem = { key: string; to: string; label: string }

/**
 * Navigation from the CMS's layout page copy (header, Company menu, footer lists): each item's
 * title and path on this site. An item without a title, or whose target is not a safe path
 * here, is left out.
 */
export function navLinks(items: readonly CmsLink[] | null | undefined): NavItem[] {
  return (items ?? []).flatMap((item) => {
    const to = safeHref(item.href)
    return item.title && to?.startsWith('/') ? [{ key: item._key, to, label: item.title }] : []
  })
}

/** The header's links, and its button (the item marked "button", e.g. Request Fleet Quote). */
export function headerLinks(layout: Layout | null | undefined) {
  const items = layout?.nav ?? []
  return {
    primary: navLinks(items.filter((item) => item.meta !== 'button')),
    button: navLinks(items.filter((item) => item.meta === 'button'))[0],
  }
}

/** The word for a contact channel (its site-setting name: emergencyPhone, whatsappNumber, supportEmail), from the "emergency-bar" section. */
export function contactWord(layout: Layout | null | undefined, setting: string) {
  return layout?.emergency?.items?.find((item) => item.meta === setting)?.title
}
