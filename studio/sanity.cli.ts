import { defineCliConfig } from 'sanity/cli'
import { DEFAULT_DATASET, LOCAL_PROJECT_ID } from '../contract/constants.ts'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || LOCAL_PROJECT_ID,
    dataset: process.env.SANITY_STUDIO_DATASET || DEFAULT_DATASET,
  },
  deployment: {
    autoUpdates: false,
  },
  typegen: {
    path: '../src/**/*.{ts,tsx}',
    schema: '../src/content/schema.json',
    generates: '../src/content/sanity.types.ts',
  },
})
