import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { previewOrigins } from './tools/site-build/hosting.ts'
import { checkEnv } from './server/env.ts'
import { buildClockFor } from './contract/clock.ts'
import { localServices } from './tools/vite-plugin.ts'
import { noDisplayNames } from './tools/vite/no-display-names.ts'
import { smallPreloadHelper } from './tools/vite/preload-helper.ts'

export default defineConfig(({ isPreview }) => {
  // Every variable checked before the dev server, the preview or a build starts (server/env.ts).
  const env = checkEnv()
  return {
    // `npm run preview` serves the finished build (tools/vite/preview.ts) and needs no React Router
    // plugin, whose route-type generator would race a dev server's on .react-router/types (ENOTEMPTY).
    plugins: [localServices(), isPreview ? [] : [reactRouter(), smallPreloadHelper(), noDisplayNames()]],
    resolve: { tsconfigPaths: true },
    // Only these public values reach the browser bundle, checked above; tokens never do. (VITE_*
    // variables reach it as Vite's own import.meta.env, checked above too.)
    define: {
      'import.meta.env.SANITY_PROJECT_ID': JSON.stringify(env.SANITY_PROJECT_ID ?? ''),
      'import.meta.env.SANITY_DATASET': JSON.stringify(env.SANITY_DATASET ?? ''),
      // The year of the build's clock (contract/clock.ts: a build made ahead of a moment is for that moment).
      'import.meta.env.BUILD_YEAR': JSON.stringify(new Date(buildClockFor(env.SITE_BUILD_CLOCK)).getFullYear()),
      // The Studio origins the draft preview answers (src/content/studio-channel.ts), as framing allows them.
      'import.meta.env.STUDIO_ORIGINS': JSON.stringify(previewOrigins().join(' ')),
    },
    build: {
      // React Router emits the modulepreload links itself; Vite's preload helper would only add weight.
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything every page loads to hydrate, in one file rather than six (each would carry
              // its own compression overhead and import glue): React, React DOM and React Router,
              // the site's frame (header, footer) and the small modules the root and every route import,
              // the phone and link rules of contract/ among them, and the place where a page shows the
              // sections its editors built (src/blocks/PageBlocks.tsx: the sections themselves are lazy).
              {
                name: 'shell',
                priority: 4,
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|src[\\/](content[\\/](options|site|copy|snapshot)\.ts|lib[\\/]safe-url\.ts|components[\\/]Seo\.tsx|components[\\/]layout[\\/]SiteChrome\.tsx|forms[\\/]NewsletterSlot\.tsx|blocks[\\/]PageBlocks\.tsx|lib[\\/](scripts-failed|lazy-part)\.ts|components[\\/]RichText\.tsx)$|contract[\\/](phone|links)\.ts$/,
              },
              // What every page loads just after hydrating, in one file rather than five: the question
              // whether its content changed since the build (src/content/changes.ts, over plain fetch),
              // the offline notice and the service worker's registration (src/offline/OfflineNotice.tsx).
              {
                name: 'sections',
                test: /src[\\/]components[\\/](CtaBand|CaseStudyCard|pages[\\/](MetricsBand|SlaSection))\.tsx$/,
              },
              { name: 'page', priority: 2, test: /src[\\/]components[\\/]((Page|CopyLink|CoastCards)\.tsx|notices[\\/]NoticeGrid\.tsx)$/ },
              { name: 'tables', priority: 2, test: /src[\\/]components[\\/]pages[\\/]StackTable\.tsx$/ },
              // The email-manager's calls and the spec's messages, which the subscriber pages and the forms' page load first together.
              {
                name: 'email-manager',
                priority: 2,
                test: /src[\\/]forms[\\/](messages|config)\.ts$|contract[\\/](email-manager|text-length)\.ts$/,
              },
              { name: 'links', priority: 3, test: /src[\\/](components[\\/](DownloadLink|NewTab)\.tsx|lib[\\/]downloads\.ts)$/ },
              {
                name: 'afterwards',
                test: /src[\\/](content[\\/](changes|follow|run-query|content-api|stamp|config)\.ts|offline[\\/](OfflineNotice\.tsx|copies\.ts|names\.ts))$|contract[\\/]constants\.ts$/,
              },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    // The dev server pre-bundles every package the browser may load before it serves a page, the
    // ones loaded on demand too (the content refresh, the Presentation tool's preview and overlays):
    // found later, each would make it re-bundle and answer "504 (Outdated Optimize Dep)", leaving the
    // first page, and the Presentation tool's first connection, dead until a reload.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'react-router',
        'react-router-dom',
        'groq',
        '@portabletext/react',
        '@sanity/client',
        '@sanity/client/stega',
        '@sanity/comlink',
        '@sanity/image-url',
        '@sanity/presentation-comlink',
        '@sanity/visual-editing/react-router',
        // The page-building overlays of a page's sections (src/blocks/preview-editing.tsx).
        '@sanity/visual-editing/react',
        '@sanity/visual-editing/create-data-attribute',
        '@tanstack/react-query',
        // The site search's words and corrections (src/search/query.ts), loaded with the search box.
        'damerau-levenshtein',
        'stopword',
        '@orama/stopwords/english',
      ],
    },
    // The preview serves the build as the CDN does (tools/preview/serve-build.ts): no CORS of its own.
    preview: { host: '127.0.0.1', port: 4173, cors: false },
  }
})
