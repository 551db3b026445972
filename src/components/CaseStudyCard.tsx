import { SanityImage } from './SanityImage'

export type CaseStudy = {
  _id: string
  title?: string | null
  metric?: string | null
  description?: string | null
  image?: Parameters<typeof SanityImage>[0]['image']
}

export function CaseStudyCard({ study, headingLevel = 3 }: { study: CaseStudy; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card case-card">
      <SanityImage
        image={study.image}
        widths={[400, 800]}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        aspect={3 / 2}
        className="card-media"
      />
      <div className="card-body">
        <p className="metric-chip">{study.metric}</p>
        <Heading className="card-title">{study.title}</Heading>
        <p>{study.description}</p>
      </div>
    </article>
  )
}
