/**
 * "To fix" (the Site status) opens a document at the field to fix: the structure tool sets the
 * form's focus path from the link's `path`. On the Site settings, whose fields are in tabs, Sanity
 * opens the field's tab but the field, drawn with the tab, never takes the focus (issue 63, item
 * 10). Here the document's form moves the focus to the element of its focus path once it is drawn,
 * when nothing in that field has it: an editor's own focus (a click, Tab) is always in the field
 * already, so this only ever finishes what a link began.
 */
import { useEffect } from 'react'
import { pathToString, type InputProps, type ObjectInputProps } from 'sanity'

/** The documents whose fields are in tabs, opened by a link at a field. */
const TABBED = new Set(['siteSettings'])
/** How many frames the field may take to be drawn (a guard against a field that never is). */
const FRAMES = 300

export function FocusOpenedField(props: ObjectInputProps) {
  const id = props.focusPath.length ? pathToString(props.focusPath) : ''
  useEffect(() => {
    if (!id) return
    let frames = 0
    let frame = 0
    const focus = () => {
      const field = document.getElementById(id)
      if (field) return void (field.contains(document.activeElement) || field.focus())
      if (++frames < FRAMES) frame = requestAnimationFrame(focus)
    }
    frame = requestAnimationFrame(focus)
    return () => cancelAnimationFrame(frame)
  }, [id])
  return props.renderDefault(props)
}

/** The form's input for a tabbed document (its root: the document itself); undefined for any other input. */
export const isTabbedDocument = (props: InputProps) => props.id === 'root' && TABBED.has(props.schemaType.name)
