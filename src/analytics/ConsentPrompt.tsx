import { useEffect, useRef, type KeyboardEvent } from 'react'
import { RichText } from '~/components/RichText'
import { titleOf, type CopySection } from '~/content/copy'
import type { Choice } from './consent'
// Its own stylesheet, linked when this code loads: pages that never ask load none of it.
import '~/styles/components/consent.css'

/**
 * The question asked before analytics that sets cookies loads (the consent page copy's "prompt":
 * heading, text, the two answers, equal in weight). Fixed at the foot of the window, above the
 * phones' contact bar, as a named region right after the skip link in the page's order (SiteChrome:
 * the skip link stays the first Tab stop, the prompt the next); it takes no focus when it appears by
 * itself, but does when the visitor opens it from the footer
 * (`focus`), and Escape then closes it unanswered. While it shows, the page keeps room for it below
 * (consent.css), so that it never hides what has focus (WCAG 2.4.11). `current`: the answer given
 * before, shown as the pressed one.
 */
export function ConsentPrompt({
  copy,
  current,
  focus,
  onChoose,
  onClose,
}: {
  copy: CopySection
  current: Choice | undefined
  focus: boolean
  onChoose(choice: Choice): void
  onClose(): void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const box = useRef<HTMLElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  // The room the page keeps below for it (consent.css), as tall as it is.
  useEffect(() => {
    const root = document.documentElement
    const observer = new ResizeObserver(([entry]) =>
      root.style.setProperty('--consent-height', `${Math.ceil(entry!.borderBoxSize[0]!.blockSize)}px`),
    )
    if (box.current) observer.observe(box.current)
    root.classList.add('consent-open')
    return () => {
      observer.disconnect()
      root.classList.remove('consent-open')
      root.style.removeProperty('--consent-height')
    }
  }, [])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }
  const pressed = (choice: Choice) => (current === undefined ? undefined : current === choice)
  return (
    <section ref={box} className="consent-prompt" aria-labelledby="consent-heading" onKeyDown={onKeyDown}>
      <div className="container consent-inner">
        <h2 id="consent-heading" className="consent-heading" tabIndex={-1} ref={heading}>
          {copy.heading}
        </h2>
        <div className="consent-text">
          <RichText value={copy.body} />
        </div>
        <div className="consent-actions">
          <button type="button" className="button consent-button" aria-pressed={pressed('granted')} onClick={() => onChoose('granted')}>
            {titleOf(copy, 'accept')}
          </button>
          <button type="button" className="button consent-button" aria-pressed={pressed('denied')} onClick={() => onChoose('denied')}>
            {titleOf(copy, 'refuse')}
          </button>
        </div>
      </div>
    </section>
  )
}
