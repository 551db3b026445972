/**
 * What takes over from the page's early script (src/early/) once a control's code runs:
 * the control is marked `data-live` (the early script leaves it alone from then on), and what the
 * visitor did meanwhile is done now, once.
 */
import { useEffect, type RefObject } from 'react'

/**
 * A form with an early submit (`data-early`): once its script runs, the page handles its submits, the
 * early script's notes are hidden, `prepare` readies the form (the request forms arm their honeypot), and
 * a Submit held before now is made again, once, with the form's own checks (`heldSubmitQuiet` tells
 * the form whether the visitor has moved on since). After every render: a
 * form shown again (Submit Another Request after a success) is a new element, taken over the same way.
 */
/** The form whose held Submit is being made again while the visitor is busy elsewhere (`heldSubmitQuiet`). */
let quiet: HTMLFormElement | null = null

/**
 * Whether the visitor has moved on since pressing Submit: focus is no longer on the form's submit
 * button, nor nowhere (the page itself; WebKit does not focus a clicked button), but in a field they
 * type in or on another control.
 */
function movedOn(form: HTMLFormElement) {
  const active = document.activeElement
  if (!active || active === document.body || active === document.documentElement) return false
  const submitter = (active instanceof HTMLButtonElement || active instanceof HTMLInputElement) && active.type === 'submit'
  return !(submitter && active.form === form)
}

/**
 * True while `form`'s held Submit is made again (synchronously, in its submit handler) and the
 * visitor has moved on since pressing it: the form then shows what is wrong without taking the
 * keyboard from where they are typing (issue 63 B).
 */
export const heldSubmitQuiet = (form: HTMLFormElement) => quiet === form

export function useEarlySubmit(form: RefObject<HTMLFormElement | null>, prepare?: (form: HTMLFormElement) => void) {
  useEffect(() => {
    const element = form.current
    if (!element || element.hasAttribute('data-live')) return
    element.setAttribute('data-live', '')
    for (const note of element.querySelectorAll<HTMLElement>('[data-pending-note], [data-failed-note]')) note.hidden = true
    prepare?.(element)
    if ('pending' in element.dataset) {
      delete element.dataset.pending
      element.noValidate = true
      quiet = movedOn(element) ? element : null
      try {
        element.requestSubmit()
      } finally {
        quiet = null
      }
    }
  })
}

/**
 * A control the early script answers until its code runs (Print, the header's menus): marked live once
 * it does; `held`, a press the early script kept for then (`data-held`), is made now, once.
 */
export function useLive(element: RefObject<HTMLElement | null>, held?: () => void) {
  useEffect(() => {
    const live = element.current
    if (!live || live.hasAttribute('data-live')) return
    live.setAttribute('data-live', '')
    if ('held' in live.dataset) {
      delete live.dataset.held
      held?.()
    }
  })
}
