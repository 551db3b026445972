/**
 * What the seed's tests (seed.test.ts, schema-rules.test.ts) share: the seed documents as an import
 * leaves them, and Sanity's own document validation (`validateDocument`) with the compiled schema
 * (`createSchema`) and a stub client that answers GROQ (slug/key uniqueness) from the given
 * documents via groq-js.
 */
import { createSchema, validateDocument } from 'sanity'
import type { SanityDocument, Schema } from 'sanity'
import { evaluate, parse } from 'groq-js'
import { documents, type SeedDocument } from '../../seed/content.ts'
import { assetPath } from '../../seed/images.ts'
import { schemaTypes } from '../../schemas/index.ts'

export type Marker = { level: string; message: string; path: unknown[] }

/** Visits every object in `value`, with its path. */
export function walk(value: unknown, visit: (node: Record<string, unknown>, path: string) => void, path = ''): void {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, visit, `${path}[${i}]`))
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    visit(node, path)
    for (const [k, v] of Object.entries(node)) walk(v, visit, path ? `${path}.${k}` : k)
  }
}

/** What an import does to `_sanityAsset`: upload the file and replace it with an asset reference. */
function asImported(doc: SeedDocument): SanityDocument {
  const copy = structuredClone(doc) as Record<string, unknown>
  walk(copy, (node) => {
    if (typeof node._sanityAsset === 'string') {
      const file = assetPath(node._sanityAsset).split('/').pop() ?? 'file.svg'
      delete node._sanityAsset
      node.asset = { _type: 'reference', _ref: `image-${file.replace(/\W/g, '')}-1200x800-svg` }
    }
  })
  return { _createdAt: '2025-01-01T00:00:00Z', _updatedAt: '2025-01-01T00:00:00Z', _rev: 'seed', ...copy } as SanityDocument
}

const i18n = {
  currentLocale: { id: 'en-US' },
  loadNamespaces: async () => {},
  t: (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key),
}

/** A client stub: GROQ is evaluated with groq-js over the given dataset. */
function stubClient(dataset: SanityDocument[]) {
  const client = {
    config: () => ({ projectId: 'test', dataset: 'test', apiVersion: '2025-02-19' }),
    withConfig: () => client,
    getDataUrl: (operation: string, path = '') => `/data/${operation}/test/${path}`,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const tree = parse(query, { params })
      const result = await evaluate(tree, { dataset, params })
      return result.get()
    },
    observable: {
      fetch: () => {
        throw new Error('observable.fetch is not stubbed')
      },
      request: () => {
        throw new Error('observable.request is not stubbed')
      },
    },
  }
  return client
}

let schema: Schema

/** Compiles the schema `validate` runs (in a beforeAll: it takes a while), and returns it. */
export function compileSchema(): Schema {
  schema = createSchema({ name: 'default', types: schemaTypes }) as unknown as Schema
  return schema
}

/**
 * Runs Sanity's document validation. `environment: 'studio'` gives the levels an editor sees
 * when publishing. (With 'cli', Sanity appends an unknown-fields check with `.warning()` to every
 * object-type rule, which downgrades e.g. a missing required geopoint or a duplicate slug to a
 * warning; seed.test.ts still runs 'cli' too, because it is the one that reports unknown fields.)
 */
export async function validate(
  doc: SanityDocument,
  dataset: SanityDocument[],
  environment: 'studio' | 'cli' = 'studio',
): Promise<Marker[]> {
  const ids = new Set(dataset.map((d) => d._id))
  const client = stubClient(dataset)
  const getClient = () => client as never
  const markers = await validateDocument({
    document: doc,
    workspace: { schema, getClient, i18n } as never,
    getClient,
    getDocumentExists: async ({ id }) => ids.has(id) || id.startsWith('image-'),
    environment,
  })
  return markers as Marker[]
}

/** A validation's markers, one line each: level, path and message. */
export function describeMarkers(markers: Marker[]): string[] {
  return markers.map((m) => `${m.level} at ${JSON.stringify(m.path)}: ${m.message}`)
}

/** Every seed document, as an import leaves it. */
export const imported = documents.map(asImported)
