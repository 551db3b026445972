/**
 * The seed's content grown as a site grows: its ports, case studies and notices copied (other ids,
 * slugs, names and order; a notice a day earlier for each round of copies) up to the counts asked,
 * everything else as seeded. The featured ports stay the seed's six; the copies of the seed's alerts
 * are plain notices (a site has a few alerts live at once, not hundreds), naming the same ports.
 * Used by `npm run bench:scale` and by the test that a page's size does not grow with the site
 * (tests/unit/scale.test.ts).
 */
import { documents, type SeedDocument } from '../../seed/content.ts'

function copies<T>(originals: T[], count: number, copy: (original: T, n: number) => T) {
  const made: T[] = []
  for (let index = originals.length; index < count; index++) {
    made.push(copy(originals[index % originals.length], Math.floor(index / originals.length)))
  }
  return made
}

/** The seed's documents grown to `ports` ports, `caseStudies` case studies and `notices` notices (the seed's, if not given). */
export function scaledDocuments(ports: number, caseStudies: number, notices?: number): SeedDocument[] {
  return grown(documents, ports, caseStudies, notices)
}

const DAY = 86_400_000
/** A `date` field `days` days earlier. */
const earlier = (day: unknown, days: number) => new Date(Date.parse(String(day)) - days * DAY).toISOString().slice(0, 10)

/** `docs` (a seed, or a content store's documents) with its ports, case studies and notices copied up to the counts. */
export function grown<T extends SeedDocument>(docs: T[], ports: number, caseStudies: number, notices?: number): T[] {
  const seedPorts = docs.filter((doc) => doc._type === 'port')
  const seedStudies = docs.filter((doc) => doc._type === 'caseStudy')
  const seedNotices = docs.filter((doc) => doc._type === 'notice')
  return [
    ...docs,
    ...copies(seedPorts, ports, (port, n) => {
      const slug = `${(port.slug as { current: string }).current}-${n}`
      return {
        ...structuredClone(port),
        _id: `port.${slug}`,
        slug: { _type: 'slug', current: slug },
        name: `${port.name as string} ${n}`,
        fullName: `${port.fullName as string} ${n}`,
        order: (port.order as number) + n * seedPorts.length,
      }
    }),
    ...copies(seedStudies, caseStudies, (study, n) => ({
      ...structuredClone(study),
      _id: `${study._id}-${n}`,
      title: `${study.title as string} (${n})`,
      order: (study.order as number) + n * seedStudies.length,
    })),
    ...copies(seedNotices, notices ?? seedNotices.length, (notice, n) => {
      const rest: Record<string, unknown> = structuredClone(notice)
      for (const field of ['alert', 'severity', 'alertStarts', 'alertEnds']) delete rest[field]
      const slug = `${(notice.slug as { current: string }).current}-${n}`
      return {
        ...rest,
        _id: `${notice._id}-${n}`,
        slug: { _type: 'slug', current: slug },
        title: `${notice.title as string} (${n})`,
        publishedAt: earlier(notice.publishedAt, n),
        ...(notice.updatedAt ? { updatedAt: earlier(notice.updatedAt, n) } : {}),
      } as unknown as T
    }),
  ]
}
