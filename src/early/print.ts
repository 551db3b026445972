/**
 * Print (`[data-print]`, a printable document's button: src/components/docs/DocLayout.tsx) prints at the
 * first press; a document filled in after its code runs (`?filled=1`) is printed once it is (the button's
 * `data-held`, which src/lib/early.ts's `useLive` takes over).
 */
import { isLive, on } from './dom.ts'

on('click', (event) => {
  const button = (event.target as Element).closest?.<HTMLElement>('[data-print]')
  if (!button) return
  event.preventDefault()
  if (isLive(button) || !/[?&]filled=/.test(location.search)) print()
  else button.dataset.held = ''
})
