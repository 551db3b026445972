/**
 * Sanity's hosted API at its own address (`https://<project>.api.sanity.io`) for code that cannot be
 * pointed elsewhere, such as a Netlify function called from its bundle: the real @sanity/client goes
 * out through an HTTPS proxy (HTTPS_PROXY, which its transport reads) to a local TLS server holding a
 * certificate for that host, signed by an authority made for the test and trusted by this process
 * alone (tls.setDefaultCACertificates), until `close`. Nothing else goes through the proxy.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import tls from 'node:tls'

const listen = (server: { listen(port: number, host: string, done: () => void): unknown; address(): unknown }) =>
  new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)))

/** Serves `answer(path)` as JSON at https://<projectId>.api.sanity.io; `proxy` is the address for HTTPS_PROXY. */
export async function startSanityHost(projectId: string, answer: (path: string) => unknown) {
  const host = `${projectId}.api.sanity.io`
  const dir = mkdtempSync(join(tmpdir(), 'gsi-sanity-host-'))
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  const authorityExtensions = ['-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign']
  openssl('req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '1', '-subj', '/CN=Test authority', ...authorityExtensions)
  openssl('req', ...ec, '-keyout', 'host.key', '-out', 'host.csr', '-subj', `/CN=${host}`)
  writeFileSync(join(dir, 'ext'), `subjectAltName=DNS:${host}\n`)
  openssl(
    'x509',
    '-req',
    '-in',
    'host.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'host.crt',
    '-days',
    '1',
    '-extfile',
    'ext',
  )
  const [authority, key, cert] = ['ca.crt', 'host.key', 'host.crt'].map((file) => readFileSync(join(dir, file), 'utf8'))
  rmSync(dir, { recursive: true, force: true })

  const api = createHttpsServer({ key, cert }, (req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer(req.url ?? '/')))
  })
  const apiPort = await listen(api)
  // The proxy tunnels only to that host (CONNECT host:443), to the local TLS server.
  const proxy = createHttpServer((_, res) => res.writeHead(405).end())
  const tunnels = new Set<{ destroy(): void }>()
  proxy.on('connect', (req, socket, head) => {
    tunnels.add(socket)
    if (req.url !== `${host}:443`) return void socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
    const upstream = connect(apiPort, '127.0.0.1', () => {
      tunnels.add(upstream)
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(socket).pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  const proxyPort = await listen(proxy)
  const trusted = tls.getCACertificates('default')
  tls.setDefaultCACertificates([...trusted, authority!])
  return {
    proxy: `http://127.0.0.1:${proxyPort}`,
    close: async () => {
      tls.setDefaultCACertificates(trusted)
      for (const tunnel of tunnels) tunnel.destroy()
      proxy.closeAllConnections()
      api.closeAllConnections()
      await Promise.all([new Promise((done) => proxy.close(done)), new Promise((done) => api.close(done))])
    },
  }
}
