/**
 * The request shown back before it is sent: what the form endpoint (form-endpoint.ts) answers a post
 * whose page could not vouch for it (no stamp, a stamp this site did not sign, or one younger than
 * MIN_FILL_MS, older than a day, or another form's: the edge function not run, the stamp's secret
 * changed while the page was open, an autofilled form sent at once, a page left open for days). A
 * person is never taken for a bot on that alone: the form's problem page holds the form again, every
 * field filled with what was posted (in the page, never stored), a fresh stamp of its own kind
 * (`shown`), and the form's one button; pressing it posts the same request, which then goes, however
 * soon it is pressed (the endpoint waits out MIN_FILL_MS itself). The page's title and the form's name
 * say it is not sent yet (`notSentYetTitle`), a name no other form of the page has (the footer's
 * newsletter is named by its heading). The words are the page's (the CMS's); every value is text in
 * the markup React writes.
 */
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { FORMS, HONEYPOT_NAME, STAMP_NAME, formAction, type FieldSpec, type FormName, type FormWords } from '../contract/forms.ts'
import { fill } from './form-result.ts'

/** A required text must hold more than spaces: the forms' own pattern (src/forms/fields.tsx). */
const NOT_ONLY_SPACES = '.*\\S.*'

/** The page's title, and its form's name: not sent yet, and the form's heading. */
export const notSentTitle = (words: FormWords) => fill(words.words.notSentYetTitle, { form: words.heading })

/** The form, filled with what was posted, its stamp fresh. `source`: the newsletter's hidden field, as posted. */
export function confirmHtml(words: FormWords, form: FormName, values: Record<string, string>, stamp: string, source?: string) {
  const fields = (FORMS[form].fields as readonly FieldSpec[]).map((spec) => {
    const copy = words.fields.find((field) => field.name === spec.name)
    const id = `confirm-${spec.name}`
    const value = values[spec.name] ?? ''
    const common = { id, name: spec.name, required: spec.required === true, autoComplete: spec.autoComplete }
    let control
    if (spec.kind === 'select') {
      const choices = copy?.options ?? (value ? [value] : [])
      // Grouped as the form groups them (the ports by coast), then the choices of no group.
      const groups = copy?.groups ?? []
      const grouped = new Set(groups.flatMap((group) => group.options))
      const option = (choice: string) => h('option', { key: choice, value: choice }, choice)
      control = h(
        'select',
        { ...common, defaultValue: choices.includes(value) ? value : '' },
        h('option', { value: '' }, copy?.hint ?? ''),
        ...groups.map((group) => h('optgroup', { key: group.label, label: group.label }, ...group.options.map(option))),
        ...choices.filter((choice) => !grouped.has(choice)).map(option),
      )
    } else if (spec.kind === 'textarea') {
      control = h('textarea', { ...common, rows: 4, defaultValue: value })
    } else {
      const pattern = common.required && (spec.kind === 'text' || spec.kind === 'tel') ? NOT_ONLY_SPACES : undefined
      control = h('input', { ...common, type: spec.kind, pattern, defaultValue: value })
    }
    return h(
      'div',
      { key: spec.name, className: `form-field${spec.kind === 'textarea' ? ' form-field-wide' : ''}` },
      h(
        'label',
        { htmlFor: id },
        copy?.label ?? spec.name,
        common.required && h('span', { className: 'required-mark', 'aria-hidden': 'true' }, ' *'),
      ),
      control,
    )
  })
  return renderToStaticMarkup(
    h(
      'div',
      { 'data-form-result': '' },
      h('p', { className: 'form-banner', id: 'form-not-sent' }, words.words.notSentYet),
      h(
        'form',
        {
          className: 'site-form',
          method: 'post',
          action: formAction(form),
          acceptCharset: 'UTF-8',
          'aria-label': notSentTitle(words),
          'aria-describedby': 'form-not-sent',
        },
        // The guard's two fields, as every form of the site has them (src/forms/guard.tsx Honeypot).
        h(
          'div',
          { className: 'hp-field', 'aria-hidden': 'true' },
          h('input', { type: 'hidden', name: STAMP_NAME, defaultValue: stamp }),
          h('input', {
            type: 'text',
            name: HONEYPOT_NAME,
            tabIndex: -1,
            autoComplete: 'off',
            defaultValue: '',
            'data-1p-ignore': '',
            'data-lpignore': 'true',
            'data-bwignore': '',
            'data-form-type': 'other',
          }),
        ),
        source !== undefined && h('input', { type: 'hidden', name: 'source', defaultValue: source }),
        h('div', { className: 'form-grid' }, ...fields),
        h(
          'div',
          { className: 'form-actions' },
          h('button', { type: 'submit', className: 'button button-primary button-large' }, words.submit),
        ),
      ),
    ),
  )
}
