/**
 * Netlify scheduled function (netlify.toml, `[functions]`): every five minutes, deletes from the form
 * endpoint's store (Netlify Blobs, server/form-store.ts) what is past its hour: the clients' ledgers
 * (their sends and requests) and the results (what was typed into a form that did not go through),
 * so nothing a person typed is kept longer than its page can be shown. Each request to the store
 * has its budget and is never retried; the whole sweep ends by SWEEP_WITHIN_MS (Netlify ends a
 * scheduled function at 30 s), its status logged and answered: what was left is the next run's.
 */
import { byDeadline } from '../../server/form-guards.ts'
import { blobsFormStore, storeBudget } from '../../server/form-store-blobs.ts'
import { ownNow } from '../../server/own-clock.ts'

/** The sweep ends by this, however the store answers. */
const SWEEP_WITHIN_MS = 20_000

export default async () => {
  const swept = await byDeadline(async () => (await blobsFormStore(undefined, storeBudget())).sweep(Date.now()), ownNow() + SWEEP_WITHIN_MS)
  if (!swept.ok) {
    console.error(`The form store's sweep did not finish (the next run goes on): ${swept.why}.`)
    return new Response(`Not swept: ${swept.why}`, { status: 503 })
  }
  if (swept.value) console.info(`The form store's sweep deleted ${swept.value} entries past their hour.`)
  return new Response(`Swept: ${swept.value} deleted`, { status: 200 })
}

/** Netlify reads it from this file: every five minutes (UTC), as SWEEP_EVERY_MS says. */
export const config = { schedule: '*/5 * * * *' }
