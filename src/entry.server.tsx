/**
 * Renders a page to HTML: at build time for every prerendered route, and in the dev server.
 *
 * Unlike React Router's default, it always waits for the whole page (`onAllReady`, not only for
 * bots) and never outlines Suspense boundaries (`progressiveChunkSize`): there is no runtime
 * server here, only files written at build time, so nothing is gained by streaming, and parts
 * loaded lazily (the forms) must be in the HTML in place. React 19 otherwise moves a boundary
 * that is large, or far down a large page, into a hidden <div> at the end of the document that
 * a script moves in: invisible without JavaScript, and a layout shift with it.
 */
import { PassThrough, Transform } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'
import { EARLY_PREVIEW_SCRIPT } from './content/early-preview-script'

export const streamTimeout = 10_000

/**
 * Puts an inline script first in <body>, as the page streams through (its opening tag may arrive
 * split across chunks): the Presentation tool's early click holder (content/early-preview-script.ts),
 * in the HTML rather than in the page's JavaScript.
 */
export function firstInBody(script: string) {
  const start = Buffer.from('<body')
  let head: Buffer | undefined = Buffer.alloc(0)
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!head) return callback(null, chunk)
      head = Buffer.concat([head, chunk])
      const tag = head.indexOf(start)
      const end = tag < 0 ? -1 : head.indexOf('>', tag)
      if (end < 0) return callback()
      const html = Buffer.concat([head.subarray(0, end + 1), Buffer.from(`<script>${script}</script>`), head.subarray(end + 1)])
      head = undefined
      callback(null, html)
    },
    flush(callback) {
      callback(null, head)
    },
  })
}

/**
 * Whether the Studio can frame this page, so its Presentation tool's early click holder is worth a
 * place in it: under `npm start` (which the local Studio frames), or in a build allowed to be framed
 * (SITE_FRAME_ANCESTORS). Any other build's pages are refused to every frame, and go without it.
 */
export const framable = (env: NodeJS.ProcessEnv = process.env, dev: boolean = import.meta.env.DEV) =>
  dev || Boolean(env.SITE_FRAME_ANCESTORS?.trim())

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout)
            callback()
          },
        })
        responseHeaders.set('Content-Type', 'text/html')
        if (framable()) {
          const withEarlyScript = firstInBody(EARLY_PREVIEW_SCRIPT)
          withEarlyScript.pipe(body)
          pipe(withEarlyScript)
        } else pipe(body)
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        console.error(error)
      },
    })
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}
