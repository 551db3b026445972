/**
 * A changed slug keeps the old address working: publishing a port, page or notice whose published slug
 * differs from its draft's also writes a redirect document (schemas/documents/redirect.ts) from the
 * old address to the document, which the build turns into a 301 in `_redirects`. Documents, not
 * the dataset's history, because Sanity keeps history for a limited time by plan, and a redirect
 * must last; editors see and manage them under "Redirects". A slug changed back to an old address
 * removes that address's redirect, which would now lead to itself.
 */
import { createElement } from 'react'
import { Button } from '@sanity/ui'
import { useToast } from '@sanity/ui/toast'
import { useClient, type DocumentActionComponent } from 'sanity'
import { API_VERSION } from '../contract/constants.ts'

/** Where each type's documents live: the address is this prefix and the slug. */
const ADDRESS_PREFIX: Record<string, string> = { port: '/ports/', page: '/', notice: '/notices/' }

/** One redirect per old address: "/ports/chennai" → "redirect.ports.chennai". */
export const redirectId = (from: string) => `redirect${from.replace(/\//g, '.')}`

const slugOf = (doc: unknown) => (doc as { slug?: { current?: unknown } } | null)?.slug?.current

const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

/** The Studio's Publish action, which also records the old address when the slug changed. */
export function publishKeepingAddress(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish)
  if (known) return known
  const Publish: DocumentActionComponent = (props) => {
    const description = publish(props)
    const client = useClient({ apiVersion: API_VERSION })
    const toast = useToast()
    const prefix = ADDRESS_PREFIX[props.type]
    const before = slugOf(props.published)
    const after = slugOf(props.draft)
    const onHandle = description?.onHandle
    if (!description || !onHandle || !prefix || typeof before !== 'string' || typeof after !== 'string' || before === after)
      return description
    return {
      ...description,
      onHandle: () => {
        const from = prefix + before
        onHandle()
        // The new address may be an old one again (a slug changed back): its redirect would lead to itself.
        const save = () =>
          client
            .transaction()
            .createOrReplace({ _id: redirectId(from), _type: 'redirect', from, to: { _type: 'reference', _ref: props.id, _weak: true } })
            .delete(redirectId(prefix + after))
            .commit()
        // A failed write is said where the editor looks, with a way to try again (until then the old
        // address is not kept: the next build would still lead it on, tools/site-build/addresses.ts).
        const attempt = (): void =>
          void save().then(
            () => undefined,
            (error: unknown) => {
              console.error(`The redirect from ${from} could not be saved:`, error)
              toast.push({
                id: `redirect-${from}`,
                status: 'error',
                duration: 60_000,
                closable: true,
                title: `The old address ${from} could not be kept`,
                description: createElement(Button, {
                  text: 'Try again',
                  mode: 'ghost',
                  tone: 'critical',
                  onClick: attempt,
                  'data-testid': 'redirect-retry',
                }),
              })
            },
          )
        attempt()
      },
    }
  }
  Publish.action = publish.action
  Publish.displayName = 'PublishKeepingAddress'
  wrapped.set(publish, Publish)
  return Publish
}
