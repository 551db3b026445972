/**
 * `npm run preview` for a benchmark: the build served as the CDN serves it, with the local content
 * API and email-manager, on a free loopback port (BENCH_PORT when set), never rebuilding. Started in
 * its own process group, so that stopping it stops Vite under npx too; stopped on Ctrl-C.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { checkEnv } from '../../server/env.ts'

/** A free loopback port (BENCH_PORT when set), so the benchmark never meets another server. */
export async function freePort() {
  const env = checkEnv()
  if (env.BENCH_PORT) return env.BENCH_PORT
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

/** Starts the preview server and waits until it answers; `stop()` ends it. */
export async function startPreview(env: NodeJS.ProcessEnv = {}) {
  const port = await freePort()
  const site = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, SITE_REBUILD: 'off', ...env },
  })
  const base = `http://127.0.0.1:${port}`
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    process.kill(-site.pid!, 'SIGTERM')
  }
  process.once('exit', stop)
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(base)).ok) break
    } catch {
      if (i > 150) {
        stop()
        throw new Error('The preview server did not start (run `npm run build:local` first).')
      }
      await new Promise((done) => setTimeout(done, 200))
    }
  }
  return { base, stop }
}
