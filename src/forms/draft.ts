/**
 * A form's values, kept by the page itself (the fields are uncontrolled: React never writes their
 * value), so that what the visitor typed before the script ran is still there when it runs:
 *
 * - On mount (hydration), the values are read from the fields: anything typed before the script
 *   ran is kept as it is; a field still empty gets the draft saved in this tab, so what was typed
 *   survives a reload until the form succeeds (sessionStorage, a key per form).
 * - `values` mirrors the fields for what the form shows about them (a character count, the ways
 *   to send after a failure); `read()` gives what the fields hold now, for what is sent.
 * - Writes happen in the change handlers and the mount, never in a render, so StrictMode's
 *   double effects cannot overwrite a draft with empty values.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

export function readSession<T>(key: string): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : undefined
  } catch {
    return undefined
  }
}

export function writeSession(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full quota: the form still works, only without the draft.
  }
}

export function removeSession(key: string) {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // As above.
  }
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The form's field of that name (a request field name), if it has one. */
export function control(form: HTMLFormElement | null | undefined, name: string): Control | null {
  const element = form?.elements.namedItem(name)
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
    ? element
    : null
}

export function useFormValues<T extends Record<string, string>>(key: string, empty: T, form: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<T>(empty)
  /** The fields the visitor filled before the script ran: nothing the page does later replaces them. */
  const typedEarly = useRef(new Set<string>())

  /** What the fields hold now. */
  const read = useCallback((): T => {
    const now = { ...empty }
    for (const name of Object.keys(empty) as Array<keyof T & string>) {
      const field = control(form.current, name)
      if (field) now[name] = field.value as T[keyof T & string]
    }
    return now
    // `empty` is a constant of the calling module; `form` a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const saved = readSession<Record<string, unknown>>(key)
    for (const name of Object.keys(empty)) {
      const field = control(form.current, name)
      if (!field) continue
      if (field.value) typedEarly.current.add(name)
      else if (saved && typeof saved[name] === 'string') field.value = saved[name]
    }
    const now = read()
    setValues(now)
    if (typedEarly.current.size > 0) writeSession(key, now)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  /** After the visitor changed a field: remembered, and saved as the draft. */
  const setField = useCallback(
    (name: keyof T & string, value: string) => {
      setValues((prev) => {
        const next = { ...prev, [name]: value }
        writeSession(key, next)
        return next
      })
    },
    [key],
  )

  /** The page chooses a value for a field (a port page's port), unless the visitor filled it before the script ran. */
  const choose = useCallback(
    (name: keyof T & string, value: string) => {
      const field = control(form.current, name)
      if (!field || typedEarly.current.has(name)) return
      field.value = value
      setField(name, field.value)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setField],
  )

  /** Forget the draft (after success, or Submit Another Request) and empty every field. */
  const clear = useCallback(() => {
    removeSession(key)
    form.current?.reset()
    typedEarly.current.clear()
    setValues(empty)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  return { values, setField, choose, clear, read }
}
