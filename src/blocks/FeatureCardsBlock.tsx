import { PageSection } from '~/components/Page'
import { CARD_STYLES, IconCards } from '~/components/pages/Icon'
import type { BlockProps } from './types'

/** A heading and cards with icons, in one of the site's card styles (CARD_STYLES); figures on a dark band for "dark". */
export default function FeatureCardsBlock({ block, id }: BlockProps<'featureCardsBlock'>) {
  const variant = block.variant && Object.hasOwn(CARD_STYLES, block.variant) ? block.variant : 'accent'
  return (
    <PageSection copy={block} headingId={`${id}-heading`} className={variant === 'dark' ? 'section-dark' : undefined}>
      <IconCards items={block.items} classes={CARD_STYLES[variant]} />
    </PageSection>
  )
}
