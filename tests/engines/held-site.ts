/**
 * The built site (build/client) served as the CDN serves it (tools/preview/serve-build.ts), with
 * the site's scripts held back as a slow link holds them: a request for /assets/*.js is answered
 * only once `release()` is called (a browser that navigates away cancels it first). Every request
 * is logged, so a test sees which pages the browser asked for, in order.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serveBuild } from '../../tools/preview/serve-build.ts'

export async function serveHeld(clientDir: string) {
  const serve = serveBuild(clientDir)
  const log: string[] = []
  // Held from the start.
  let held: Array<() => void> | undefined = []
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    log.push(path)
    const answer = () => void serve(req, res).then((handled) => handled || res.writeHead(405).end())
    if (held && /^\/assets\/.+\.js$/.test(path)) held.push(answer)
    else answer()
  })
  const open = new Set<ServerResponse>()
  server.on('request', (_req, res) => {
    open.add(res)
    res.on('close', () => open.delete(res))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    /** The paths asked for, in order. */
    log,
    /** The held scripts answered now, and those asked for later at once. */
    release: () => {
      for (const answer of held ?? []) answer()
      held = undefined
    },
    close: () => {
      for (const res of open) res.destroy()
      return new Promise<void>((done) => server.close(() => done()))
    },
  }
}
