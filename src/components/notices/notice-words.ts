import { storedDay } from '~/lib/dates'

/*
 * The words and days a notice is named with (from the notices page copy, and its dates): in a module
 * of their own, so that a page that names a notice (its share image, its eyebrow) loads no card's or
 * article's code before it is needed.
 */

/** What a notice is called on its card: the notices page copy's labels "notice", "insight" and "alert". */
export type KindWords = { notice?: string | null; insight?: string | null; alert?: string | null }

/** The word for what a notice is: an alert, an insight or a notice. */
export const kindWord = (words: KindWords, notice: { kind?: string | null; alert?: boolean | null }) =>
  (notice.alert ? words.alert : notice.kind === 'insight' ? words.insight : words.notice) ?? ''

/** Words found by name among a section's items ({ name, title }), as a record. */
export const wordsByName = (items: ReadonlyArray<{ name?: string | null; title?: string | null }> | null | undefined) =>
  Object.fromEntries((items ?? []).flatMap((item) => (item.name && item.title ? [[item.name, item.title]] : []))) as Record<string, string>

/** A topic's name and description, as the email preferences page gives them (the notices query's topics). */
export function topicWords(
  content: { topics?: ReadonlyArray<{ name?: string | null; title?: string | null; text?: string | null }> | null },
  topic: string | null | undefined,
) {
  const item = content.topics?.find((entry) => entry.name === topic)
  return { name: item?.title ?? '', text: item?.text ?? '' }
}

/** A notice's publication, and its update on another day than the publication's (its day in India: a publication is a minute there). */
export function noticeDays(notice: { publishedAt?: string | null; updatedAt?: string | null }) {
  const published = storedDay(notice.publishedAt)
  const updatedDay = storedDay(notice.updatedAt)
  return { published, updated: updatedDay?.iso !== published?.iso ? updatedDay : undefined }
}
