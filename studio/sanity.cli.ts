import { defineCliConfig } from 'sanity/cli'
import { DEFAULT_DATASET, LOCAL_PROJECT_ID } from '../contract/constants.ts'
import { offlineStudioBuild } from './offline-build.ts'

/** Offline (no project id), the Studio edits the local content store and leaves out Sanity's hosted extras. */
const offline = !process.env.SANITY_STUDIO_PROJECT_ID

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || LOCAL_PROJECT_ID,
    dataset: process.env.SANITY_STUDIO_DATASET || DEFAULT_DATASET,
  },
  deployment: {
    autoUpdates: false,
  },
  ...(offline ? { vite: (config) => ({ ...config, plugins: [...(config.plugins ?? []), offlineStudioBuild()] }) } : {}),
  typegen: {
    path: '../{src,contract}/**/*.{ts,tsx}',
    schema: '../src/content/schema.json',
    generates: '../src/content/sanity.types.ts',
  },
})
