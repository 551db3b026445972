import { createElement } from 'react'
import { defineConfig, type ObjectInputProps } from 'sanity'
import { structureTool } from 'sanity/structure'
import { visionTool } from '@sanity/vision'
import { SINGLETON_TYPES, schemaTypes } from '../schemas/index.ts'
import { isDeveloper } from '../schemas/roles.ts'
import { API_VERSION, DEFAULT_DATASET, LOCAL_PROJECT_ID } from '../contract/constants.ts'
import { BuildBadge, siteStatusTool } from './build-status.tsx'
import { StudioLayout } from './layout.tsx'
import { answerHostedServicesLocally, localApiHost, spreadListenStreams } from './local-api.ts'
import { presentation } from './presentation.ts'
import { PublishedBadge } from './published-badge.ts'
import { searchTermInput } from './search-term-preview.tsx'
import { FocusOpenedField, isTabbedDocument } from './focus-field.tsx'
import { publishKeepingAddress } from './redirects.ts'
import { structure } from './structure.ts'
import { landingPageTemplate } from './templates.ts'

// With a project id the Studio talks to Sanity; without one, to the local content backend
// (`npm run studio` starts it), offline and with no account.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || LOCAL_PROJECT_ID
const dataset = process.env.SANITY_STUDIO_DATASET || DEFAULT_DATASET
const apiHost = process.env.SANITY_STUDIO_PROJECT_ID ? undefined : localApiHost(process.env.SANITY_STUDIO_LOCAL_API_PORT)
if (apiHost) {
  spreadListenStreams(apiHost)
  answerHostedServicesLocally()
}
/** The site the Presentation tool shows beside the form (`npm start` by default). */
const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:5173'

/** A term of the site search's Other names shows where a search for it leads today. */
const termInput = searchTermInput(previewUrl)

/** Types whose documents are fixed: site settings, and the page copy (one per page, contract/page-copy.ts). */
const singletonTypes = new Set<string>([...SINGLETON_TYPES, 'pageCopy'])
/** Actions allowed on them: no create, duplicate, delete or unpublish, so no page loses its copy. */
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Global Salvage India',
  projectId,
  dataset,
  // Offline, the features that need Sanity's hosted services are off.
  ...(apiHost
    ? {
        apiHost,
        releases: { enabled: false },
        scheduledDrafts: { enabled: false },
        scheduledPublishing: { enabled: false },
        tasks: { enabled: false },
        announcements: { enabled: false },
      }
    : {}),
  plugins: [structureTool({ structure }), presentation(previewUrl), visionTool({ defaultApiVersion: API_VERSION })],
  // Lines of the lists that follow the clock, and titles shown as editors wrote them (studio/layout.tsx).
  studio: { components: { layout: StudioLayout } },
  // The Vision (GROQ) tool is for developers only (schemas/roles.ts says who is one); every editor
  // sees what each publish did to the live site (studio/build-status.tsx).
  tools: (prev, { currentUser }) => [...(isDeveloper(currentUser) ? prev : prev.filter((tool) => tool.name !== 'vision')), siteStatusTool],
  // "To fix" at a Site settings field focuses it (studio/focus-field.tsx).
  form: {
    components: {
      input: (props) =>
        isTabbedDocument(props) ? createElement(FocusOpenedField, props as ObjectInputProps) : createElement(termInput, props),
    },
  },
  schema: {
    types: schemaTypes,
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
      {
        id: 'clauseRow-by-table',
        title: 'Clause row in table',
        schemaType: 'clauseRow',
        parameters: [{ name: 'table', type: 'string' }],
        value: (params: { table: string }) => ({ table: params.table }),
      },
      landingPageTemplate,
      {
        id: 'teamMember-by-group',
        title: 'Team member in group',
        schemaType: 'teamMember',
        parameters: [{ name: 'group', type: 'string' }],
        value: (params: { group: string }) => ({ group: params.group }),
      },
    ],
  },
  document: {
    // Singletons can't be created from the global "new document" menu.
    newDocumentOptions: (prev, { creationContext }) =>
      creationContext.type === 'global'
        ? prev.filter((item) => !singletonTypes.has(item.templateId) && !item.templateId.includes('-by-'))
        : prev.filter((item) => !singletonTypes.has(item.templateId)),
    // When it was last published, in India time (Sanity's own "Published …" says the computer's time),
    // and whether the site shows that publish yet.
    badges: (prev) => [...prev, PublishedBadge, BuildBadge],
    // Singletons can only be published, reverted or restored; never duplicated, deleted or unpublished.
    actions: (prev, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? prev.filter(({ action }) => action !== undefined && singletonActions.has(action))
        : prev.map((action) => (action.action === 'publish' ? publishKeepingAddress(action) : action)),
  },
})
