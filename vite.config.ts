import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { localServices } from './local/vite-plugin.ts'

export default defineConfig({
  plugins: [localServices(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Only these public values reach the browser bundle; tokens never do.
  define: {
    'import.meta.env.SANITY_PROJECT_ID': JSON.stringify(process.env.SANITY_PROJECT_ID ?? ''),
    'import.meta.env.SANITY_DATASET': JSON.stringify(process.env.SANITY_DATASET ?? ''),
    'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // React Router emits the modulepreload links itself; Vite's preload helper would only add weight.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Small modules every page loads (the root and every route import them): one file
            // rather than five, which saves each its own compression overhead and import glue.
            {
              name: 'shell',
              test: /src[\\/](content[\\/](options|site|copy|snapshot|client)\.ts|lib[\\/](safe-url|downloads)\.ts|components[\\/](DownloadLink|Seo|NewTab)\.tsx|components[\\/]layout[\\/]nav\.ts)$/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  // The preview serves the build as the CDN does (local/hosting.ts): no CORS of its own.
  preview: { host: '127.0.0.1', port: 4173, cors: false },
})
