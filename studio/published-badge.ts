/**
 * "Published 26 Nov, 16:44 India time" beside every published document (a document badge, in its
 * footer), whatever zone the editor's computer is set to. Sanity's own "Published …" (the tooltip of
 * the document's Published chip, and the lists' hover) says the time on the computer's clock with no
 * zone, and Sanity 6.16 has no setting for its zone: its dates are formatted with the Studio's
 * locale alone (`useDateTimeFormat`, no time zone). This line is the one that says India time, as
 * the fields, the lists and the Site status do.
 */
import type { DocumentBadgeComponent, DocumentBadgeDescription } from 'sanity'
import { indiaClock, INDIA_TIME_ZONE } from '../contract/india-time.ts'

/** "26 November 2026 at 16:44": a moment in full, as India's clock shows it. */
const inFull = (time: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(time)

/** The badge for a document: when its published version was last published, in India time; none for a document never published. */
export function publishedBadge(props: { published?: Record<string, unknown> | null }, now = Date.now()): DocumentBadgeDescription | null {
  const at = Date.parse(String(props.published?._updatedAt ?? ''))
  if (Number.isNaN(at)) return null
  return {
    label: `Published ${indiaClock(at, now, { withDay: true })} India time`,
    title: `Last published on ${inFull(at)} India time.`,
  }
}

export const PublishedBadge: DocumentBadgeComponent = (props) => publishedBadge(props)
