/**
 * Shared pieces of the site's forms: labelled fields with hints and inline errors, an error
 * summary that takes focus and links to each invalid field, validation through the browser's
 * own constraint checks (required, type=email, pattern), and a spinner.
 */
import { useEffect, useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react'
import { fill, type CopySection } from '~/content/copy'
import { useWord } from '~/content/site'
import { dateYears, valueProblem, type FieldSpec } from '../../contract/forms.ts'
import { MAX_LENGTH, overLimit, sentLength } from './limits'

/** What a field is, which is the page's: its request name, kind, whether it is required, its autocomplete (contract/forms.ts). */
export type { FieldSpec } from '../../contract/forms.ts'

/** A field's words from the CMS: a `formField` of the form's copy section, found by the field's name. */
export type FieldCopy = NonNullable<CopySection['fields']>[number]

export type FieldDef = FieldSpec & {
  label: string
  /** Visible hint under the label (or the empty option's text, for a select). */
  hint?: string
  options?: readonly string[]
  /** A select's choices in labelled groups (<optgroup>), shown before its ungrouped `options`. */
  groups?: ReadonlyArray<{ label: string; options: readonly string[] }>
  /** Message when the field is empty, and when its value is not of its type. */
  messages: { required: string; invalid?: string }
  /** A select whose choice the page's address can name (`?port=Kandla`): chosen as the page is parsed (src/early/). */
  param?: string
}

export type FieldError = { name: string; id: string; message: string }

export const fieldId = (prefix: string, name: string) => `${prefix}-${name}`

/**
 * The form's fields with their words from the CMS (the copy section's form fields, by name): label,
 * hint, messages and choices. The Studio requires each field the form shows, and the build stops
 * without one (contract/page-copy.ts).
 */
export function withCopy(specs: readonly FieldSpec[], fields: readonly FieldCopy[] | null | undefined): FieldDef[] {
  const byName = new Map((fields ?? []).map((field) => [field.name, field]))
  return specs.map((spec) => {
    const copy = byName.get(spec.name)
    return {
      ...spec,
      label: copy?.label ?? '',
      hint: copy?.hint ?? undefined,
      options: copy?.options ?? undefined,
      messages: { required: copy?.requiredMessage ?? '', invalid: copy?.invalidMessage ?? undefined },
    }
  })
}

/**
 * The message for a field the browser found invalid: "not valid" for something typed that is not
 * a value of the field's kind (an incomplete date, an email address without "@"), "left empty"
 * for nothing at all.
 */
function messageFor(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, field: FieldDef) {
  const { badInput, valueMissing } = element.validity
  return badInput || !valueMissing ? (field.messages.invalid ?? field.messages.required) : field.messages.required
}

/**
 * The message for a value longer than its field's limit (contract/email-manager.ts): the CMS's words
 * (layout copy, "interface" › "tooLong") with {max} (the limit), {count} (what was typed) and
 * {label} filled in. Nothing is ever cut: the visitor shortens it.
 */
export function tooLongMessage(text: string, field: Pick<FieldDef, 'name' | 'label'>, value: string) {
  return fill(text, { max: MAX_LENGTH[field.name], count: sentLength(value), label: field.label })
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * The CMS's words of the checks (layout copy, "interface"): a value over its limit, a control character
 * in a one-line field, a date that is no day (31 February), a year the forms do not take.
 */
export type CheckWords = (name: 'tooLong' | 'controlCharacter' | 'noSuchDate' | 'dateRange') => string

/** A select's choices: its groups' and its own. */
const choicesOf = (field: FieldDef) => [...(field.groups?.flatMap((group) => group.options) ?? []), ...(field.options ?? [])]

/**
 * One field's error: the browser's constraint checks first, then the contract's (contract/forms.ts
 * `valueProblem`: a select's value among its choices, no line break, tab or other control character in
 * a one-line field, a date that exists and of the years the forms take, said in the CMS's words, never
 * stripped), then its length limit; undefined when valid.
 */
function check(element: Control, field: FieldDef, words: CheckWords): string | undefined {
  if (!element.checkValidity()) return messageFor(element, field)
  const problem = valueProblem(field, element.value, field.kind === 'select' ? choicesOf(field) : undefined)
  if (problem === 'control') return fill(words('controlCharacter'), { label: field.label })
  if (problem === 'noSuchDate' || problem === 'dateRange') return fill(words(problem), { label: field.label, ...dateYears(Date.now()) })
  if (problem === 'invalid') return field.messages.invalid ?? field.messages.required
  if (field.kind !== 'select' && overLimit(field.name, element.value)) return tooLongMessage(words('tooLong'), field, element.value)
  return undefined
}

/** Runs the browser's constraint validation, the contract's checks and the length limits on each field, in order. */
export function validate(form: HTMLFormElement, fields: FieldDef[], prefix: string, words: CheckWords): FieldError[] {
  const errors: FieldError[] = []
  for (const field of fields) {
    const element = form.elements.namedItem(field.name) as Control | null
    const message = element ? check(element, field, words) : undefined
    if (message !== undefined) errors.push({ name: field.name, id: fieldId(prefix, field.name), message })
  }
  return errors
}

/** Re-checks one field (after a change), for clearing its inline error as soon as it is fixed. */
export function revalidate(element: Control, field: FieldDef, errors: FieldError[], prefix: string, words: CheckWords) {
  const others = errors.filter((e) => e.name !== field.name)
  if (!errors.some((e) => e.name === field.name)) return errors
  const message = check(element, field, words)
  if (message === undefined) return others
  return errors.map((e) => (e.name === field.name ? { ...e, id: fieldId(prefix, field.name), message } : e))
}

export function Field({
  field,
  prefix,
  value,
  error,
  readOnly,
  onChange,
}: {
  field: FieldDef
  prefix: string
  /** What the field holds (the field itself is uncontrolled: this shows its count). */
  value: string
  error?: string
  /** While the request is on its way. */
  readOnly?: boolean
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
}) {
  const word = useWord()
  const id = fieldId(prefix, field.name)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const countId = `${id}-count`
  const showHint = field.hint && field.kind !== 'select'
  // No maxlength: the browser would cut a paste without a word. A longer value is an error instead.
  const maxLength = field.kind === 'select' ? undefined : MAX_LENGTH[field.name]
  // Long texts show how much of their limit is used, as the visitor types, and when it is passed.
  const showCount = field.kind === 'textarea' && maxLength !== undefined
  const over = maxLength !== undefined && overLimit(field.name, value)
  const describedBy = [showHint ? hintId : null, showCount ? countId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  // Uncontrolled: no value is written by React, so nothing typed before hydration is ever reset
  // (draft.ts reads the fields).
  const common = {
    id,
    name: field.name,
    required: field.required,
    onChange,
    autoComplete: field.autoComplete,
    'aria-describedby': describedBy,
    'aria-invalid': error ? (true as const) : undefined,
  }
  let control: ReactNode
  if (field.kind === 'select') {
    control = (
      // A list cannot be read-only: it is disabled while the request is on its way (its value is read before).
      <select {...common} disabled={readOnly} data-param={field.param}>
        <option value="">{field.hint}</option>
        {field.groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </optgroup>
        ))}
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    )
  } else if (field.kind === 'textarea') {
    control = <textarea {...common} readOnly={readOnly} rows={4} />
  } else {
    // Required free text must hold more than spaces (still the browser's own check).
    const pattern = field.required && (field.kind === 'text' || field.kind === 'tel') ? '.*\\S.*' : undefined
    control = <input {...common} readOnly={readOnly} type={field.kind} pattern={pattern} />
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
          <span className="sr-only">{word('fieldError')} </span>
          {error}
        </p>
      )}
      {control}
      {showCount && (
        <p id={countId} className={`field-count${over ? ' is-over' : ''}`}>
          {sentLength(value)} / {maxLength}
          {over && !error && <span className="field-count-over"> {tooLongMessage(word('tooLong'), field, value)}</span>}
        </p>
      )}
    </div>
  )
}

/** Where the visitor's focus was on screen when a held Submit was made again (`ErrorSummary`'s `keep`). */
export type ScreenPlace = { element: Element; top: number }

/** The focused element and its place on screen now (undefined when nothing is focused). */
export function focusedPlace(): ScreenPlace | undefined {
  const element = document.activeElement
  if (!element || element === document.body) return undefined
  return { element, top: element.getBoundingClientRect().top }
}

/**
 * "There is a problem" box listing each invalid field as a link to it. It takes focus each
 * time `attempt` changes (each failed submit), so screen readers read it out at once; except for a
 * held Submit made again once the visitor has moved on (`keep`, src/lib/early.ts): then focus stays
 * where they are typing, no key lost, and the page scrolls by what the box added above it, before
 * it is painted, so the field they are in stays where it was on screen.
 */
export function ErrorSummary({ errors, attempt, id, keep }: { errors: FieldError[]; attempt: number; id: string; keep?: ScreenPlace }) {
  const word = useWord()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (attempt > 0 && errors.length > 0 && !keep) ref.current?.focus()
    // Only a new attempt moves focus; fixing fields one by one does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  useLayoutEffect(() => {
    if (!keep || attempt === 0 || !keep.element.isConnected) return
    const moved = keep.element.getBoundingClientRect().top - keep.top
    if (moved) window.scrollBy({ top: moved, behavior: 'instant' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  if (errors.length === 0) return null
  return (
    <div ref={ref} className="error-summary" role="group" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="error-summary-title">
        {word('errorSummary')}
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

// The pieces the email-link pages use too live apart, so those pages load none of the fields' code.
export { Spinner, useFocusWhen, useHydrated } from './status'
