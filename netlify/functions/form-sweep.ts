/**
 * Netlify scheduled function (netlify.toml, `[functions]`): every five minutes, deletes from the form
 * endpoint's store (Netlify Blobs, server/form-store.ts) what is past its hour: the sends counted
 * for the rate limit, the requests remembered, and the results (what was typed into a form that did
 * not go through), so nothing a person typed is kept longer than its page can be shown.
 */
import { blobsFormStore } from '../../server/form-store.ts'

export default async () => {
  const deleted = await (await blobsFormStore()).sweep(Date.now())
  if (deleted) console.info(`The form store's sweep deleted ${deleted} entries past their hour.`)
}

/** Netlify reads it from this file: every five minutes (UTC), as SWEEP_EVERY_MS says. */
export const config = { schedule: '*/5 * * * *' }
