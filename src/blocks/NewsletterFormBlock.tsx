import { Suspense } from 'react'
import { section } from '~/content/copy'
import { useSiteSettings } from '~/content/site'
import { lazyForm } from '~/forms/lazy-form'
import type { BlockProps } from './types'

const NewsletterForm = lazyForm(() => import('~/forms/NewsletterForm').then((m) => m.NewsletterForm))

/**
 * The newsletter sign-up as in the footer, in a card: its words from the layout copy (its heading
 * and introduction the block's own when it has them); its signups say they came from this section
 * of this page.
 */
export default function NewsletterFormBlock({ block, id }: BlockProps<'newsletterFormBlock'>) {
  const own = section(useSiteSettings().layout, 'newsletter')
  const copy = { ...own, heading: block.heading || own.heading, body: block.body?.length ? block.body : own.body }
  return (
    <section className="section section-muted" aria-labelledby={`${id}-newsletter-heading`}>
      <div className="container narrow">
        <div className="card form-card">
          <Suspense fallback={null}>
            <NewsletterForm copy={copy} idPrefix={`${id}-newsletter`} place="section" />
          </Suspense>
        </div>
      </div>
    </section>
  )
}
