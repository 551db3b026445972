/**
 * What a visitor typed survives a reload until the form succeeds: values are kept in
 * sessionStorage under a per-form key. The first render always uses the empty values (so a
 * prerendered page hydrates without a mismatch); the saved draft is restored right after.
 * Writes happen in the change handlers, never in effects, so StrictMode's double effects
 * cannot overwrite a draft with empty values.
 */
import { useCallback, useEffect, useState } from 'react'

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

export function useDraft<T extends Record<string, string>>(key: string, empty: T) {
  const [values, setValues] = useState<T>(empty)

  useEffect(() => {
    const saved = readSession<Record<string, unknown>>(key)
    if (!saved || typeof saved !== 'object') return
    const restored = { ...empty }
    for (const name of Object.keys(empty) as Array<keyof T>) {
      const value = saved[name as string]
      if (typeof value === 'string') restored[name] = value as T[keyof T]
    }
    setValues(restored)
    // `empty` is a constant of the calling module.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  const setField = useCallback(
    (name: keyof T, value: string) => {
      setValues((prev) => {
        const next = { ...prev, [name]: value }
        writeSession(key, next)
        return next
      })
    },
    [key],
  )

  /** Forget the draft (after success, or Submit Another Request) and empty every field. */
  const clear = useCallback(() => {
    removeSession(key)
    setValues(empty)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  return { values, setField, clear }
}
