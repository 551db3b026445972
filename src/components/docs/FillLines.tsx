import type { CopyItem } from '~/content/copy'

/**
 * Labelled fill-in lines: each item's title is the label; the value (found by the item's
 * name) is written on the line, or the line is left blank for a pen.
 */
export function FillLines({
  items,
  values = {},
  columns = 2,
  className,
}: {
  items: CopyItem[] | null | undefined
  values?: Record<string, string | null | undefined>
  columns?: 1 | 2 | 3
  className?: string
}) {
  if (!items || items.length === 0) return null
  return (
    <dl className={`fill-lines fill-lines-${columns}${className ? ` ${className}` : ''}`}>
      {items.map((item, index) => {
        const value = item.name ? values[item.name] : undefined
        return (
          <div key={index} className="fill-line" data-field={item.name ?? undefined}>
            <dt>{item.title}</dt>
            <dd className={value ? 'fill-value' : 'fill-blank'}>{value ?? ''}</dd>
          </div>
        )
      })}
    </dl>
  )
}

/** A list with a tick box before each item, for checking off on paper. */
export function CheckBoxes({ items, className }: { items: CopyItem[] | null | undefined; className?: string }) {
  if (!items || items.length === 0) return null
  return (
    <ul className={`doc-checkboxes${className ? ` ${className}` : ''}`}>
      {items.map((item, index) => (
        <li key={index}>
          {item.title}
          {item.text && <span className="doc-item-text"> {item.text}</span>}
        </li>
      ))}
    </ul>
  )
}
