/**
 * A request's body, or undefined past `max` bytes (read no further): the publish function's webhook
 * and the form endpoint's posts, each with its own limit.
 */
export async function bodyBytes(request: Request, max: number): Promise<Buffer | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return undefined
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body ?? []) {
    size += chunk.byteLength
    if (size > max) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** A request's body as UTF-8 text, or undefined past `max` bytes. */
export async function bodyText(request: Request, max: number): Promise<string | undefined> {
  return (await bodyBytes(request, max))?.toString('utf8')
}
