/**
 * One local content backend for every command on this machine: `npm start`, `npm run preview`,
 * `npm run studio` and `npm run build` all read and write the same store (`.tools/stand-ins/content/`,
 * made from seed/ on first run) through one loopback server on a fixed port.
 *
 * The first process that binds the port owns the store: it loads the file, serves the API and
 * is the only writer. Every other process uses the owner over HTTP and, once a second, tries to
 * bind the port itself, so when the owner stops another process takes over within a second,
 * loading what was last written. Editors can start and stop the Studio and the site in any order.
 *
 * LOCAL_API_PORT and LOCAL_STORE_DIR move the port and the store (the tests use their own).
 */
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LOCAL_API_PORT, DEFAULT_STUDIO_PORT } from '../../../contract/constants.ts'
import { checkEnv } from '../../../server/env.ts'
import { createContentApi, SERVICE_NAME } from './api.ts'
import { ContentStore } from './store.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** The checked environment (server/env.ts) names each bad variable; these only add the defaults. */
export function localApiPort(env: NodeJS.ProcessEnv = process.env) {
  return checkEnv(env).LOCAL_API_PORT ?? DEFAULT_LOCAL_API_PORT
}

export function localStoreDir(env: NodeJS.ProcessEnv = process.env) {
  return resolve(ROOT, checkEnv(env).LOCAL_STORE_DIR ?? join('.local', 'content'))
}

/** The Studio's origins (STUDIO_PORT, default 3333): the only browser origins that may write. */
export function studioOrigins(env: NodeJS.ProcessEnv = process.env) {
  const port = checkEnv(env).STUDIO_PORT ?? DEFAULT_STUDIO_PORT
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

function listen(server: Server, port: number) {
  return new Promise<boolean>((done, fail) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      if (error.code === 'EADDRINUSE') done(false)
      else fail(error)
    }
    const onListening = () => {
      server.off('error', onError)
      done(true)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, '127.0.0.1')
  })
}

/** Serves a store on loopback (port 0: an ephemeral one). Tests use this directly. */
export async function startContentApi(options: { store: ContentStore; allowedOrigins?: Iterable<string> }, port = 0) {
  const handle = createContentApi(options)
  const server = createServer(handle)
  server.on('upgrade', handle.upgrade)
  if (!(await listen(server, port))) throw new Error(`Port ${port} is in use`)
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    store: options.store,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
        handle.close()
      }),
  }
}

type Health = { service?: string; store?: string | null }

async function health(url: string): Promise<Health | undefined> {
  try {
    const res = await fetch(`${url}/__local/health`, { signal: AbortSignal.timeout(3000) })
    return res.ok ? ((await res.json()) as Health) : undefined
  } catch {
    return undefined
  }
}

export type LocalBackend = { url: string; port: number; dir: string; isOwner: () => boolean }

let shared: Promise<LocalBackend> | undefined

/**
 * The machine's local content backend, started here if no process serves it yet. Fails with a
 * one-line reason when the port is taken by something else (another checkout's store, say).
 */
export function ensureLocalBackend(): Promise<LocalBackend> {
  shared ??= (async () => {
    const port = localApiPort()
    const dir = localStoreDir()
    const url = `http://127.0.0.1:${port}`
    let owner = false

    const tryOwn = async () => {
      // Requests that arrive while the store loads wait for it.
      let ready!: (handle: ReturnType<typeof createContentApi>) => void
      const handler = new Promise<ReturnType<typeof createContentApi>>((done) => (ready = done))
      const server = createServer((req, res) => void handler.then((handle) => handle(req, res)))
      server.on('upgrade', (req, socket, head) => void handler.then((handle) => handle.upgrade(req, socket, head)))
      server.unref()
      if (!(await listen(server, port))) return false
      let store: ContentStore
      try {
        store = await ContentStore.open(dir)
      } catch (error) {
        server.close()
        throw error
      }
      ready(createContentApi({ store, allowedOrigins: studioOrigins() }))
      owner = true
      return true
    }

    if (!(await tryOwn())) {
      const found = await health(url)
      if (found?.service !== SERVICE_NAME) {
        throw new Error(
          `Port ${port} is used by another program, not the local content backend: stop it or set LOCAL_API_PORT to a free port.`,
        )
      }
      if (found.store !== join(dir, 'store.json')) {
        throw new Error(`Port ${port} serves another local content store (${found.store}): stop that process or set LOCAL_API_PORT.`)
      }
      const retry = setInterval(() => {
        void tryOwn()
          .then((won) => {
            if (won) {
              clearInterval(retry)
              console.log(`[local content] took over the content store on ${url}`)
            }
          })
          .catch((error: unknown) => console.error('[local content]', error))
      }, 1000)
      retry.unref()
    }
    return { url, port, dir, isOwner: () => owner }
  })()
  return shared
}

/** Resets the store to the seed: through the running backend if there is one, else on disk. */
export async function resetLocalStore() {
  const port = localApiPort()
  const dir = localStoreDir()
  const url = `http://127.0.0.1:${port}`
  const found = await health(url)
  if (found?.service === SERVICE_NAME && found.store === join(dir, 'store.json')) {
    const res = await fetch(`${url}/__local/reset`, { method: 'POST' })
    if (!res.ok) throw new Error(`The running backend refused the reset: ${res.status} ${await res.text()}`)
    return { dir, live: true }
  }
  if (existsSync(dir)) await rm(dir, { recursive: true, force: true })
  await ContentStore.open(dir)
  return { dir, live: false }
}
