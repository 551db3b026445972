/**
 * Click-to-edit overlays for the Studio's Presentation tool: every stega-encoded text on the page
 * (src/content/preview.ts) becomes a button that opens its field in the Studio, and the Studio's
 * address bar follows the page; and the alert banner as the editor's drafts have it (PreviewAlerts).
 * Loaded by the root only inside a frame, never for visitors.
 */
import { VisualEditing } from '@sanity/visual-editing/react-router'
import { watchOverlays } from '~/content/held-clicks'
import { guardStudioChannel } from '~/content/studio-channel'
import PreviewAlerts from './PreviewAlerts'

// Before the overlays' own channel listens: only the Studio framing the page may talk to it.
guardStudioChannel()
// A click held until the overlays could take it (content/held-clicks.ts) waits for them to connect.
watchOverlays()

export default function PreviewOverlay() {
  return (
    <>
      <VisualEditing zIndex={1000} />
      <PreviewAlerts />
    </>
  )
}
