import { Buttons } from '~/components/CopyLink'
import { PageHero } from '~/components/Page'
import type { BlockProps } from './types'

/** A page's opening (PageHero): eyebrow, heading (the page's h1), lead, image and buttons. */
export default function HeroBlock({ block }: BlockProps<'heroBlock'>) {
  return (
    <PageHero hero={{ eyebrow: block.eyebrow, title: block.heading, lead: block.lead, image: block.image }}>
      {block.items?.length ? <Buttons items={block.items} /> : null}
    </PageHero>
  )
}
