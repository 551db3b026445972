import { Suspense } from 'react'
import type { CopySection } from '~/content/copy'
import { lazyForm } from '~/forms/lazy-form'
import type { BlockProps } from './types'

const PreArrivalForm = lazyForm(() => import('~/forms/PreArrivalForm').then((m) => m.PreArrivalForm))

const NONE: CopySection = { _key: 'missing', key: null, heading: null, body: null, note: null, items: null, fields: null }

/**
 * The pre-arrival letter request as on /port-call-compliance, in its card: its words from that
 * page's copy (its heading and introduction the block's own when it has them), its port list
 * grouped by coast.
 */
export default function PreArrivalFormBlock({ block, id }: BlockProps<'preArrivalFormBlock'>) {
  const own = block.copy?.form ?? NONE
  const form = { ...own, heading: block.heading || own.heading, body: block.body?.length ? block.body : own.body }
  const { ports, coasts } = block
  return (
    <section className="section section-muted" aria-labelledby={`${id}-pre-arrival-heading`}>
      <div className="container narrow">
        <div className="card form-card">
          <Suspense fallback={null}>
            <PreArrivalForm
              copy={{ form, success: block.copy?.success ?? NONE }}
              ports={ports}
              coasts={coasts}
              idPrefix={`${id}-pre-arrival`}
            />
          </Suspense>
        </div>
      </div>
    </section>
  )
}
