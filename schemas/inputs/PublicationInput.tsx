import type { StringInputProps } from 'sanity'
import { DAY_ONLY, publicationTime } from '../../contract/india-time.ts'

/**
 * A notice's publication, a date and time in India: the Studio's own datetime input, which takes
 * and shows India time (the field's options). A notice published before publications had a time
 * holds a date alone ("2025-05-20"), which the site reads as the start of that day in India
 * (contract/india-time.ts): the input shows it so (00:00 India time) rather than as the browser's
 * midnight, and the first change writes a full time. Nothing is written by opening the notice.
 */
export function PublicationInput(props: StringInputProps) {
  const { value } = props
  if (typeof value !== 'string' || !DAY_ONLY.test(value)) return props.renderDefault(props)
  return props.renderDefault({ ...props, value: new Date(publicationTime(value)).toISOString() })
}
