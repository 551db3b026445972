/**
 * A PDF link followed reports its analytics event from the first press: pushed to `gsiHeld`, an array
 * until the events' queue arrives, which sends those held and from then is `gsiHeld` itself
 * (src/lib/analytics.ts). The link's address names its event, `data-label` its label.
 */
import { on } from './dom.ts'

type Held = [path: string, label: string | undefined]
type Page = Window & { gsiHeld?: { push(held: Held): unknown } }

on('click', (event) => {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href$=".pdf"]')
  if (link) ((window as Page).gsiHeld ||= [] as Held[]).push([link.pathname, link.dataset.label])
})
