/**
 * Keys typed while a box is on its way (the header's search dialog, whose code and words load as the
 * visitor presses Search): none is lost. From `keepKeys` until a field `isBox` accepts takes focus, the
 * characters typed, Backspace and Enter are kept (and do nothing else meanwhile); then they are typed
 * into that box, as an input event the box's own handler reads, and a kept Enter submits its form.
 */
export function keepKeys(isBox: (field: HTMLInputElement) => boolean) {
  let text = ''
  let enter = false
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return
    if (event.key === 'Enter') enter = true
    else if (event.key === 'Backspace') text = text.slice(0, -1)
    else if ([...event.key].length === 1) text += event.key
    else return
    event.preventDefault()
  }
  const onFocus = (event: FocusEvent) => {
    const box = event.target
    if (!(box instanceof HTMLInputElement) || !isBox(box)) return
    stop()
    if (text) {
      // The value set as typing sets it: React's listener sees the change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, box.value + text)
      box.dispatchEvent(new Event('input', { bubbles: true }))
    }
    if (enter) box.form?.requestSubmit()
  }
  const stop = () => {
    removeEventListener('keydown', onKey, true)
    removeEventListener('focusin', onFocus, true)
  }
  addEventListener('keydown', onKey, true)
  addEventListener('focusin', onFocus, true)
  return {
    stop,
    /** What was typed so far. */
    typed: () => text,
  }
}
