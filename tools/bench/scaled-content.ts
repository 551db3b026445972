/**
 * The seed's content grown as a site grows: its ports and case studies copied (other ids, slugs,
 * names and order) up to the counts asked, everything else as seeded. The featured ports stay the
 * seed's six. Used by `npm run bench:scale` and by the test that a page's size does not grow with
 * the site (tests/unit/scale.test.ts).
 */
import { documents, type SeedDocument } from '../../seed/content.ts'

function copies<T>(originals: T[], count: number, copy: (original: T, n: number) => T) {
  const made: T[] = []
  for (let index = originals.length; index < count; index++) {
    made.push(copy(originals[index % originals.length], Math.floor(index / originals.length)))
  }
  return made
}

/** The seed's documents grown to `ports` ports and `caseStudies` case studies. */
export function scaledDocuments(ports: number, caseStudies: number): SeedDocument[] {
  return grown(documents, ports, caseStudies)
}

/** `docs` (a seed, or a content store's documents) with its ports and case studies copied up to the counts. */
export function grown<T extends SeedDocument>(docs: T[], ports: number, caseStudies: number): T[] {
  const seedPorts = docs.filter((doc) => doc._type === 'port')
  const seedStudies = docs.filter((doc) => doc._type === 'caseStudy')
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
  ]
}
