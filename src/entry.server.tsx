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
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'

export const streamTimeout = 10_000

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
        pipe(body)
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
