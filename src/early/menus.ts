/**
 * The header's menus (`<details>`, which open and close as HTML) while the header's code is on its way
 * (src/components/layout/Header.tsx does the same once it runs, and marks the header `data-live`):
 * Escape and a press outside close them; focus leaving the Company menu closes it; the arrow keys open
 * it and move through its items.
 */
import { doc, on } from './dom.ts'

const WAITING = '.site-header:not([data-live]) '

/** The header's open menus, while its code is on its way. */
const openMenus = () => [...doc.querySelectorAll<HTMLDetailsElement>(WAITING + 'details[open]')]

on('keydown', (event) => {
  const active = doc.activeElement
  if (event.key == 'Escape') {
    // The menu holding focus (the Company menu inside the phone menu first), else the phone menu.
    const menus = openMenus()
    const menu = menus.find((open) => open.contains(active)) ?? menus.find((open) => open.matches('.menu-disclosure'))
    if (menu) {
      menu.open = false
      ;(menu.firstElementChild as HTMLElement).focus()
    }
    return
  }
  const down = event.key == 'ArrowDown'
  const menu = active?.closest<HTMLDetailsElement>(WAITING + '.nav-dropdown')
  if (!menu || !(down || event.key == 'ArrowUp')) return
  const items = [...menu.querySelectorAll<HTMLElement>('li a')]
  const at = items.indexOf(active as HTMLElement)
  // On the menu's button, ArrowDown opens it on its first item; on an item, the arrows move round.
  if (at < 0 && !down) return
  event.preventDefault()
  menu.open = true
  items[(at + (down ? 1 : items.length - 1)) % items.length]?.focus()
})

on('pointerdown', (event) => {
  const target = event.target as Element
  for (const menu of openMenus())
    if (!menu.contains(target) && !(menu.matches('.menu-disclosure') && target.closest?.('#primary-nav'))) menu.open = false
})

// Focus moving out of the open Company menu (Tab past its last item) closes it.
on('focusout', (event) => {
  const menu = (event.target as Element).closest?.<HTMLDetailsElement>(WAITING + '.nav-dropdown[open]')
  if (menu && !menu.contains(event.relatedTarget as Node | null)) menu.open = false
})
