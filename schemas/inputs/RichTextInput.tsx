import type { ArrayOfObjectsInputProps } from 'sanity'
import styled from 'styled-components'

/**
 * Rich text as tall as its text, its toolbar kept in sight while the form scrolls past it.
 *
 * Sanity's box is 19em high and scrolls inside itself; in a section's dialog, which scrolls too,
 * part of the text is always out of view of one or the other, and a click meant for a line there
 * lands beside the box: the typing that follows goes nowhere and nothing is saved. Grown to its
 * text, the box has no scrolling of its own: every line is where the dialog (or the document)
 * scrolls it, and a click on a line puts the cursor in it. Full screen (the box's expand button)
 * is Sanity's own, untouched.
 */
const Grown = styled.div`
  & [data-fullscreen='false'] {
    height: auto;
    min-height: 0;
    overflow: visible;
    resize: none;
  }
  & [data-fullscreen='false'] [data-testid='pt-editor__scroller'] {
    height: auto;
    overflow: visible;
  }
  & [data-fullscreen='false'] [data-testid='pt-editor__toolbar-card'] {
    position: sticky;
    top: 0;
  }
`

export function RichTextInput(props: ArrayOfObjectsInputProps) {
  return <Grown data-testid="rich-text-grown">{props.renderDefault(props)}</Grown>
}
