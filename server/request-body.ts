/**
 * A request's body as text, or undefined past `max` bytes (read no further): the publish function's
 * webhook and the form endpoint's posts, each with its own limit.
 */
export async function bodyText(request: Request, max: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return undefined
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body ?? []) {
    size += chunk.byteLength
    if (size > max) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
