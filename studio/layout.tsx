/**
 * Around the whole Studio (its `studio.components.layout`):
 * - the lists' lines that change with the clock are said again each minute (studio/clocked-previews.ts);
 * - titles editors wrote are shown as they wrote them: a section's dialog names it in its header
 *   (Sanity's breadcrumbs, and their overflow menu) as the list does ("Menu, screen-reader and error
 *   words"), where Sanity capitalises every word ("Menu, Screen-Reader And Error Words"), and in full
 *   where the dialog has room (Sanity cuts it at 250 px with "…").
 */
import type { LayoutProps } from 'sanity'
import { useDocumentPreviewStore } from 'sanity'
import { createGlobalStyle } from 'styled-components'
import { clockPreviews } from './clocked-previews.ts'

const TitlesAsWritten = createGlobalStyle`
  [data-testid='nested-object-dialog'] [data-testid^='breadcrumb-item-'] [data-ui='Text'][style*='capitalize'],
  [data-ui='MenuItem'] [data-ui='Text'][style*='capitalize'] {
    text-transform: none !important;
  }
  /* The dialog's title (its current breadcrumb) takes the room the dialog has, not Sanity's 250 px (issue 63, item 13). */
  [data-testid='nested-object-dialog'] [data-testid^='breadcrumb-item-'][aria-current='location'] {
    max-width: 100% !important;
  }
`

export function StudioLayout(props: LayoutProps) {
  // Before any list subscribes to the store (the tools render inside this layout).
  clockPreviews(useDocumentPreviewStore())
  return (
    <>
      <TitlesAsWritten />
      {props.renderDefault(props)}
    </>
  )
}
