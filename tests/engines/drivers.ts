/**
 * Firefox and WebKit driven without Playwright (whose own browser builds cannot be installed here):
 * Debian's firefox-esr through its Remote Agent (WebDriver BiDi over a WebSocket, Node's own client),
 * and Debian's WebKitGTK through WebKitWebDriver (classic WebDriver over HTTP), its MiniBrowser
 * under Xvfb (it has no headless mode). Only what the cross-engine tests need: open a page, click an
 * element as a visitor does (a trusted click), read values from the page.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Driver {
  /** Opens `url` and waits until its document is parsed (readyState past "loading"), not for its scripts. */
  open(url: string): Promise<void>
  /** A trusted click in the middle of the first element `selector` matches. */
  click(selector: string): Promise<void>
  /** The value of a JavaScript expression in the page (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>
  close(): Promise<void>
}

export const FIREFOX = '/usr/bin/firefox-esr'
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
export const XVFB_RUN = '/usr/bin/xvfb-run'
const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'].find(
  existsSync,
)

/** Why an engine cannot run here (its package is missing), or undefined. */
export function missing(engine: 'firefox' | 'webkit') {
  if (engine === 'firefox') return existsSync(FIREFOX) ? undefined : `${FIREFOX} is missing (apt-get install firefox-esr)`
  if (!existsSync(WEBKIT_DRIVER) || !MINIBROWSER) return `WebKitWebDriver or MiniBrowser is missing (apt-get install webkit2gtk-driver)`
  if (!existsSync(XVFB_RUN)) return `${XVFB_RUN} is missing (apt-get install xvfb)`
  return undefined
}

/** Waits for `check` to return a value other than undefined, asking again every 50 ms; a guard ends a dead wait. */
export async function until<T>(
  what: string | (() => string),
  check: () => Promise<T | undefined> | T | undefined,
  guardMs = 60_000,
): Promise<T> {
  const end = Date.now() + guardMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`Gave up waiting for ${typeof what === 'string' ? what : what()}`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

async function freePort() {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

/** Ends a process started in a group of its own, with its children (Xvfb, the browser). */
function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const exited = new Promise((done) => child.once('exit', done))
  try {
    process.kill(-child.pid!, 'SIGTERM')
  } catch {
    return Promise.resolve()
  }
  return exited
}

/**
 * Waits until the page shown is `url`, parsed (its readyState past "loading"). Not the engines' own
 * waits: a page whose module preloads are held never fires its load event, and WebKit's classic
 * WebDriver would hold every later command (an input action among them) until it does.
 */
async function shown(url: string, evaluate: (expression: string) => Promise<unknown>) {
  let last: unknown
  await until(
    () => `${url} to be shown (last seen: ${JSON.stringify(last)})`,
    () =>
      evaluate('[document.readyState, location.href]').then(
        (seen) => ((last = seen), (seen as string[])[0] !== 'loading' && (seen as string[])[1] === url ? true : undefined),
        (error: Error) => void (last = error.message),
      ),
  )
}

/**
 * The middle of the element's first box, in the viewport (scrolled there first, at once: the site
 * scrolls smoothly). A link's text on two lines has two boxes: the middle of both may be neither.
 */
const CENTRE = `(el) => { el.scrollIntoView({ block: 'center', behavior: 'instant' }); const r = el.getClientRects()[0]; return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] }`

/** Firefox through WebDriver BiDi: its Remote Agent, in a fresh profile, headless. */
export async function firefox(): Promise<Driver> {
  const profile = mkdtempSync(join(tmpdir(), 'gsi-firefox-'))
  // Nothing of Mozilla's own on the network (there is none here): no update, telemetry or first-run pages.
  writeFileSync(
    join(profile, 'user.js'),
    [
      ['app.update.disabledForTesting', true],
      ['browser.shell.checkDefaultBrowser', false],
      ['datareporting.policy.dataSubmissionEnabled', false],
      ['toolkit.telemetry.reportingpolicy.firstRun', false],
      ['browser.startup.homepage_override.mstone', 'ignore'],
      ['network.captive-portal-service.enabled', false],
      ['browser.safebrowsing.update.enabled', false],
    ]
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
      .join('\n'),
  )
  const child = spawn(
    FIREFOX,
    ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', '--window-size=1280,900', 'about:blank'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  const address = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      const found = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(stderr)
      if (found) resolve(found[1]!)
    })
    child.once('exit', (code) => reject(new Error(`Firefox exited (${code}) before its Remote Agent listened:\n${stderr.slice(-2000)}`)))
  })
  const socket = new WebSocket(`${address}/session`)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let id = 0
  const waiting = new Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data))
    const call = waiting.get(message.id)
    if (!call) return
    waiting.delete(message.id)
    if (message.type === 'error') call.reject(new Error(`${message.error}: ${message.message}`))
    else call.resolve(message.result)
  })
  const send = (method: string, params: object) =>
    new Promise<any>((resolve, reject) => {
      waiting.set(++id, { resolve, reject })
      socket.send(JSON.stringify({ id, method, params }))
    })
  await send('session.new', { capabilities: {} })
  const { contexts } = await send('browsingContext.getTree', {})
  const context = contexts[0].context as string
  await send('browsingContext.setViewport', { context, viewport: { width: 1280, height: 900 } })
  const call = async <T>(fn: string, ...args: unknown[]): Promise<T> => {
    const { result, exceptionDetails } = await send('script.callFunction', {
      functionDeclaration: `(...args) => JSON.stringify((${fn})(...args))`,
      arguments: args.map((value) => ({ type: 'string', value })),
      target: { context },
      awaitPromise: true,
    })
    if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.text}`)
    return result.value === undefined ? (undefined as T) : (JSON.parse(result.value) as T)
  }
  return {
    open: async (url) => {
      // Firefox can abort a navigation (NS_BINDING_ABORTED: the very first of a fresh profile, or
      // one begun as the page before navigates itself, or "interrupted"): it is asked again.
      await until(`${url} to be opened`, () =>
        send('browsingContext.navigate', { context, url, wait: 'interactive' }).then(
          () => true,
          (error: Error) =>
            /NS_BINDING_ABORTED|interrupted an unfinished navigation/.test(error.message) ? undefined : Promise.reject(error),
        ),
      )
      await shown(url, (expression) => call(`() => (${expression})`))
    },
    click: async (selector) => {
      const [x, y] = await call<[number, number]>(`(s) => (${CENTRE})(document.querySelector(s))`, selector)
      await send('input.performActions', {
        context,
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            actions: [
              { type: 'pointerMove', x, y },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      })
    },
    evaluate: (expression) => call(`() => (${expression})`),
    close: async () => {
      socket.close()
      await stop(child)
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver), under Xvfb. */
export async function webkit(): Promise<Driver> {
  const port = await freePort()
  const child = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1280x900x24', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  const request = async (method: string, path: string, body?: object) => {
    // A guard against a browser that stopped answering, not a measure of the page.
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    })
    const { value } = (await res.json()) as { value: any }
    if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`)
    return value
  }
  await until(`WebKitWebDriver to listen (${stderr.slice(-500)})`, () =>
    child.exitCode !== null
      ? Promise.reject(new Error(`WebKitWebDriver exited: ${stderr.slice(-2000)}`))
      : fetch(`${base}/status`).then(
          () => true,
          () => undefined,
        ),
  )
  const session = await request('POST', '/session', {
    capabilities: {
      // No wait for pages by the driver (`shown` waits for what the tests need).
      alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] }, pageLoadStrategy: 'none' },
    },
  })
  const at = `/session/${session.sessionId}`
  await request('POST', `${at}/window/rect`, { width: 1280, height: 900 })
  const execute = async <T>(fn: string, ...args: unknown[]): Promise<T> => {
    const value = await request('POST', `${at}/execute/sync`, { script: `return JSON.stringify((${fn}).apply(null, arguments))`, args })
    return value === null || value === undefined ? (undefined as T) : (JSON.parse(value) as T)
  }
  return {
    open: async (url) => {
      await request('POST', `${at}/url`, { url })
      await shown(url, (expression) => execute(`() => (${expression})`))
    },
    // Input actions, not the element click command (which waits for the navigation it starts).
    click: async (selector) => {
      const [x, y] = await execute<[number, number]>(`(s) => (${CENTRE})(document.querySelector(s))`, selector)
      await request('POST', `${at}/actions`, {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', x, y, origin: 'viewport' },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      })
    },
    evaluate: (expression) => execute(`() => (${expression})`),
    close: async () => {
      await request('DELETE', at).catch(() => {})
      await stop(child)
    },
  }
}
