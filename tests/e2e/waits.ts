/**
 * Waiting for a condition where a test needs time to pass: a form's stamp (contract/forms.ts) old
 * enough for the form endpoint to take a post as a person's (MIN_FILL_MS), measured from the stamp's
 * own time, not from when the test thinks the page was served.
 */
import type { Locator } from '@playwright/test'
import { MIN_FILL_MS } from '../../contract/forms'
import { expect } from './helpers'

/** When a form's stamp says its page was served (the time it starts with); NaN for no stamp. */
export const stampedAt = (stamp: string) => Number(/^(\d{1,15})\./.exec(stamp)?.[1] ?? NaN)

/** Waits until `stamp` is older than MIN_FILL_MS (a post without one has nothing to wait for: it is shown back). */
export async function untilStampAged(stamp: string) {
  const at = stampedAt(stamp)
  if (Number.isNaN(at)) return
  await expect.poll(() => Date.now() - at, { timeout: MIN_FILL_MS + 30_000, intervals: [100] }).toBeGreaterThan(MIN_FILL_MS + 100)
}

/** The same for the stamp of the form `inside` is in (a field or its button). */
export async function untilFormStampAged(inside: Locator) {
  const form = inside.locator('xpath=ancestor-or-self::form')
  await untilStampAged(await form.locator('[name="gsi_stamp"]').inputValue())
}
