import {defineCliConfig} from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
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
