/**
 * What the content backend's tests (content-backend.test.ts, content-actions.test.ts) share: a
 * backend of the local content API on a store of its own, made from the seed in a folder of its
 * own, the real @sanity/client on it, and the Actions API's actions as the Studio sends them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Action } from '@sanity/client'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { clientConfig } from '../../src/content/config'

/** The Studio's origin, the one the backend takes writes from. */
export const STUDIO = 'http://localhost:3333'
const dirs: string[] = []
/** A folder of its own, removed by `removeTempDirs` (each file's afterAll). */
export const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gsi-backend-'))
  dirs.push(dir)
  return dir
}
export const removeTempDirs = () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }))

/** A backend on the store in `dir` (made from the seed on first run), and a client reading it raw. */
export async function openBackend(dir: string) {
  const api = await startContentApi({ store: await ContentStore.open(dir), allowedOrigins: [STUDIO] })
  const client = createClient({ ...clientConfig({ localApiUrl: api.url }), perspective: 'raw' })
  return { api, client }
}

export type Backend = Awaited<ReturnType<typeof startContentApi>>

export const action = (actionType: string, rest: Record<string, unknown>) =>
  ({ actionType: `sanity.action.document.${actionType}`, ...rest }) as unknown as Action
export const edit = (id: string, set: Record<string, unknown>) =>
  action('edit', { draftId: `drafts.${id}`, publishedId: id, patch: { set } })
