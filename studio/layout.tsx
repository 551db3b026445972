/**
 * Around the whole Studio (its `studio.components.layout`):
 * - the lists' lines that change with the clock are said again each minute (studio/clocked-previews.ts);
 * - titles editors wrote are shown as they wrote them: a section's dialog names it in its header
 *   (Sanity's breadcrumbs, and their overflow menu) as the list does ("Menu, screen-reader and error
 *   words"), where Sanity capitalises every word ("Menu, Screen-Reader And Error Words").
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
