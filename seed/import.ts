/**
 * Imports the seed into a Sanity dataset: documents are created or replaced, images uploaded
 * as assets. `npm run seed` imports into a real project, with
 *   SANITY_PROJECT_ID, SANITY_DATASET (default "production") and SANITY_API_WRITE_TOKEN
 * set in the environment (a token with Editor rights, from sanity.io/manage > API > Tokens).
 * The site itself never needs this offline: the local content API reads the seed directly
 * (and tests/unit/seed-import.test.ts runs this import against it).
 */
import { createClient, type SanityClient } from '@sanity/client'
import { sanityImport } from '@sanity/import'
import { API_VERSION, DEFAULT_DATASET } from '../contract/constants.ts'
import { checkEnv } from '../server/env.ts'
import { documents } from './content.ts'

export async function importSeed(client: SanityClient, onProgress?: (step: string, current: number, total: number) => void) {
  return sanityImport(structuredClone(documents), {
    client,
    operation: 'createOrReplace',
    onProgress: (event) => {
      if (event.step && event.current !== undefined && event.total !== undefined) onProgress?.(event.step, event.current, event.total)
    },
  })
}

if (import.meta.main) {
  const env = checkEnv()
  const projectId = env.SANITY_PROJECT_ID
  const dataset = env.SANITY_DATASET || DEFAULT_DATASET
  const token = env.SANITY_API_WRITE_TOKEN
  if (!projectId || !token) {
    console.error('Set SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (and optionally SANITY_DATASET) to import the seed into Sanity.')
    process.exit(1)
  }
  const client = createClient({ projectId, dataset, token, apiVersion: API_VERSION, useCdn: false })
  const result = await importSeed(client, (step, current, total) => process.stdout.write(`\r${step}: ${current}/${total}   `))
  console.log(`\nImported ${result.numDocs} documents into ${projectId}/${dataset}.`)
}
