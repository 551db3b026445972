import { section, titleOf, type CopyItem, type ItemNameOf } from '~/content/copy'
import type { SiteSettings } from '~/content/site'
import { safeHref } from '~/lib/safe-url'

type Layout = SiteSettings['layout']
export type NavItem = { key: string; to: string; label: string }

/**
 * Navigation from the CMS's layout page copy (header, Company menu, footer lists): each item's
 * title and path on this site. An item without a title, or whose target is not a safe path
 * here, is left out.
 */
export function navLinks(items: readonly CopyItem[] | null | undefined): NavItem[] {
  return (items ?? []).flatMap((item, index) => {
    const to = safeHref(item.href)
    return item.title && to?.startsWith('/') ? [{ key: String(index), to, label: item.title }] : []
  })
}

/** The header's links, and its button (the item named "button", e.g. Request Fleet Quote). */
export function headerLinks(layout: Layout) {
  const items = section(layout, 'header-nav').items ?? []
  return {
    primary: navLinks(items.filter((item) => item.name !== 'button')),
    button: navLinks(items.filter((item) => item.name === 'button'))[0],
  }
}

/** The word for a contact channel (its site-setting name: emergencyPhone, whatsappNumber, supportEmail), from the "emergency-bar" section. */
export function contactWord(layout: Layout, setting: ItemNameOf<'layout', 'emergency-bar'>) {
  return titleOf(section(layout, 'emergency-bar'), setting)
}
