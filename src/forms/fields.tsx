/**
 * Shared pieces of the site's forms: labelled fields with hints and inline errors, an error
 * summary that takes focus and links to each invalid field, validation through the browser's
 * own constraint checks (required, type=email, pattern), and a spinner.
 */
import { useEffect, useRef, type ChangeEvent, type ReactNode, useSyncExternalStore } from 'react'
import type { CopyItem, CopySection } from '~/content/copy'
import { MAX_LENGTH } from './limits'

export type FieldDef = {
  name: string
  label: string
  kind: 'text' | 'email' | 'tel' | 'datetime-local' | 'select' | 'textarea'
  required?: boolean
  options?: readonly string[]
  /** Visible hint under the label (or the empty option's text, for a select). */
  hint?: string
  autoComplete?: string
  /** Message when the field is empty, and when its value is not of its type. */
  messages: { required: string; invalid?: string }
}

export type FieldError = { name: string; id: string; message: string }

export const fieldId = (prefix: string, name: string) => `${prefix}-${name}`

/**
 * Labels and hints from the CMS (items of a copy section whose `meta` is the field name)
 * over the defaults in code. A trailing " *" in a CMS label is dropped: required fields
 * get their own marker.
 */
export function withCopy(fields: FieldDef[], section: CopySection | null | undefined): FieldDef[] {
  const items = new Map<string, CopyItem>()
  for (const item of section?.items ?? []) if (item.meta) items.set(item.meta, item)
  return fields.map((field) => {
    const item = items.get(field.name)
    if (!item) return field
    return {
      ...field,
      label: item.title ? item.title.replace(/\s*\*\s*$/, '') : field.label,
      hint: item.text ?? field.hint,
    }
  })
}

/** Runs the browser's constraint validation on each field, in order. */
export function validate(form: HTMLFormElement, fields: FieldDef[], prefix: string): FieldError[] {
  const errors: FieldError[] = []
  for (const field of fields) {
    const element = form.elements.namedItem(field.name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null
    if (!element || element.checkValidity()) continue
    const message = element.validity.valueMissing ? field.messages.required : (field.messages.invalid ?? field.messages.required)
    errors.push({ name: field.name, id: fieldId(prefix, field.name), message })
  }
  return errors
}

/** Re-checks one field (after a change), for clearing its inline error as soon as it is fixed. */
export function revalidate(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, field: FieldDef, errors: FieldError[], prefix: string) {
  const others = errors.filter((e) => e.name !== field.name)
  if (!errors.some((e) => e.name === field.name)) return errors
  if (element.checkValidity()) return others
  const message = element.validity.valueMissing ? field.messages.required : (field.messages.invalid ?? field.messages.required)
  return errors.map((e) => (e.name === field.name ? { ...e, id: fieldId(prefix, field.name), message } : e))
}

export function Field({
  field,
  prefix,
  value,
  error,
  disabled,
  onChange,
}: {
  field: FieldDef
  prefix: string
  value: string
  error?: string
  disabled?: boolean
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
}) {
  const id = fieldId(prefix, field.name)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const countId = `${id}-count`
  const showHint = field.hint && field.kind !== 'select'
  const maxLength = field.kind === 'select' ? undefined : MAX_LENGTH[field.name]
  // Long texts show how much of their limit is used, as the visitor types.
  const showCount = field.kind === 'textarea' && maxLength !== undefined
  const describedBy = [showHint ? hintId : null, showCount ? countId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    value,
    required: field.required,
    disabled,
    onChange,
    autoComplete: field.autoComplete,
    maxLength,
    'aria-describedby': describedBy,
    'aria-invalid': error ? (true as const) : undefined,
  }
  let control: ReactNode
  if (field.kind === 'select') {
    control = (
      <select {...common}>
        <option value="">{field.hint ?? 'Select…'}</option>
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    )
  } else if (field.kind === 'textarea') {
    control = <textarea {...common} rows={4} />
  } else {
    // Required free text must hold more than spaces (still the browser's own check).
    const pattern = field.required && (field.kind === 'text' || field.kind === 'tel') ? '.*\\S.*' : undefined
    control = <input {...common} type={field.kind} pattern={pattern} />
  }
  return (
    <div className={`form-field${error ? ' has-error' : ''}${field.kind === 'textarea' ? ' form-field-wide' : ''}`}>
      <label htmlFor={id}>
        {field.label}
        {field.required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {showHint && (
        <p id={hintId} className="field-hint">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
      {control}
      {showCount && (
        <p id={countId} className="field-count">
          {value.length} / {maxLength}
        </p>
      )}
    </div>
  )
}

/**
 * "There is a problem" box listing each invalid field as a link to it. It takes focus each
 * time `attempt` changes (each failed submit), so screen readers read it out at once.
 */
export function ErrorSummary({ errors, attempt, id }: { errors: FieldError[]; attempt: number; id: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (attempt > 0 && errors.length > 0) ref.current?.focus()
    // Only a new attempt moves focus; fixing fields one by one does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  if (errors.length === 0) return null
  return (
    <div ref={ref} className="error-summary" role="group" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="error-summary-title">
        There is a problem
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.name}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                event.preventDefault()
                const target = document.getElementById(error.id)
                target?.focus()
                target?.scrollIntoView?.({ block: 'center' })
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />
}

/** Moves focus to the element once, when `when` becomes true (success views, failure banners). */
export function useFocusWhen<T extends HTMLElement>(when: boolean, key?: unknown) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (when) ref.current?.focus()
  }, [when, key])
  return ref
}

const noop = () => () => {}

/**
 * False in the prerendered HTML and during hydration, true once React runs the page.
 * Submit buttons stay disabled until then: a native submit before hydration would put the
 * visitor's details in the address bar (there is no server to post to).
 */
export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
