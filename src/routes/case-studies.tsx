import { CtaBand } from '~/components/CtaBand'
import { PageHero } from '~/components/Page'
import { SanityImage } from '~/components/SanityImage'
import { Seo } from '~/components/Seo'
import { section } from '~/content/copy'
import { contentQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import type { Route } from './+types/case-studies'

export async function loader() {
  return { copy: await loadContent(contentQuery('CASE_STUDIES_QUERY')) }
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const data = useContent(contentQuery('CASE_STUDIES_QUERY'), loaderData.copy)
  const { copy, caseStudies } = data
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} path="/case-studies" />
      <PageHero hero={copy?.hero} />
      <section className="section" aria-label={copy?.hero?.eyebrow ?? undefined}>
        <div className="container case-list">
          {caseStudies.map((study, index) => (
            <article
              key={study._id}
              className={`case-study${index % 2 === 1 ? ' case-study-flip' : ''}`}
              aria-labelledby={`case-${study._id}`}
            >
              <SanityImage
                image={study.image}
                widths={[480, 720, 960]}
                sizes="(min-width: 900px) 560px, 100vw"
                aspect={3 / 2}
                priority={index === 0}
                className="case-study-image"
              />
              <div className="case-study-body">
                <p className="metric-chip">{study.metric}</p>
                <h2 id={`case-${study._id}`}>{study.title}</h2>
                <p>{study.description}</p>
              </div>
            </article>
          ))}
        </div>
      </section>
      <CtaBand copy={section(copy, 'cta')} />
    </>
  )
}
