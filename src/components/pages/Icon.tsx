import { memo, Suspense } from 'react'
import type { CopyItem } from '~/content/copy'
import { lazyPart } from '~/lib/lazy-part'
import type { IconProps } from './IconDrawing'

export type { IconProps }

const Drawing = lazyPart<IconProps>(() => import('./IconDrawing'))

/**
 * A line icon for one of the CMS's icon names (schemas/shared.ts ICON_NAMES); decorative, hidden
 * from assistive tech. Its drawing (IconDrawing.tsx, every icon's paths) is a part of the page
 * (src/lib/lazy-part.ts): prerendered in place, its code fetched once the visitor needs the page's
 * parts, never in the first load. Memoised on its props (all plain values), so a re-render of the
 * page before then never reaches it.
 */
export const Icon = memo(function Icon(props: IconProps) {
  const { name, className = 'icon', size = 24 } = props
  if (!name) return null
  // Drawn by the browser (a page reached by a link) before its code is in: its box, blank, so nothing
  // below it moves when it is drawn (an anchor the link named stays where it was scrolled to).
  const blank = <svg className={className} width={size} height={size} aria-hidden="true" focusable="false" />
  return (
    <Suspense fallback={blank}>
      <Drawing {...props} />
    </Suspense>
  )
})

/*
 * Cards of CMS items with their icons (the about, financial security, fleet retainer and salvage
 * pages): in Icon's module, which those pages load anyway, rather than a file of their own.
 */

/** The classes of a card list's parts; a part without one is a plain element. */
type Classes = {
  list: string
  card: string
  /** Default "icon icon-badge". */
  icon?: string
  /** The item's meta (a figure such as "< 2 h"), shown only in lists that give it a class. */
  value?: string
  title?: string
  text?: string
}

/**
 * The site's card styles, by the name a page's own section chooses (schemas/blocks/featureCardsBlock.ts):
 * accented cards (financial security), cards with a figure (the fleet retainer's SLA highlights), and
 * figures on a dark band (the salvage page's named assets, `dark` sections).
 */
export const CARD_STYLES = {
  accent: { list: 'grid grid-3 issue-cards', card: 'card card-accent issue-card' },
  figures: {
    list: 'grid grid-4 highlight-cards',
    card: 'card highlight-card',
    value: 'highlight-value',
    title: 'highlight-title',
    text: 'muted',
  },
  dark: {
    list: 'grid grid-4 stat-cards asset-cards',
    card: 'stat-card',
    icon: 'icon icon-stat',
    value: 'stat-value',
    title: 'stat-title',
    text: 'stat-text',
  },
} satisfies Record<string, Classes>

/** One card per CMS item: its icon, its figure (meta), its title as an h3, and its text. */
export function IconCards({ items, classes }: { items: CopyItem[] | null | undefined; classes: Classes }) {
  return (
    <ul className={classes.list}>
      {items?.map((entry, index) => (
        <li key={index} className={classes.card}>
          <Icon name={entry.icon} className={classes.icon ?? 'icon icon-badge'} />
          {classes.value && entry.meta && <p className={classes.value}>{entry.meta}</p>}
          <h3 className={classes.title}>{entry.title}</h3>
          {entry.text && <p className={classes.text}>{entry.text}</p>}
        </li>
      ))}
    </ul>
  )
}
