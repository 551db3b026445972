/**
 * A form's post as the form endpoint reads it (form-endpoint.ts): only as a browser sends a form, its
 * body `application/x-www-form-urlencoded` (the site's forms: method POST, no enctype) or
 * `multipart/form-data` (a form with that enctype), UTF-8 (the forms' accept-charset). Any other
 * type (`text/plain`, which a page of another site can post without asking, JSON, none) is not read:
 * 415, with the types it takes (`Accept-Post`). Past `max` bytes, read no further (413); a multipart
 * body that is not one (no boundary, cut short), 400. A file in a multipart post is no field's value.
 */
import { bodyBytes } from './request-body.ts'

/** The body types a form's post is read as. */
export const FORM_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const

export type FormBody = { posted: URLSearchParams } | { refused: 413 | 415 | 400 }

/** The media type of a Content-Type, lowercase, without its parameters. */
const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase()

export async function formBody(request: Request, max: number): Promise<FormBody> {
  const type = mediaType(request.headers.get('content-type'))
  if (!(FORM_BODY_TYPES as readonly string[]).includes(type)) return { refused: 415 }
  const bytes = await bodyBytes(request, max)
  if (bytes === undefined) return { refused: 413 }
  if (type === 'application/x-www-form-urlencoded') return { posted: new URLSearchParams(bytes.toString('utf8')) }
  try {
    const data = await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': request.headers.get('content-type')! } }).formData()
    const posted = new URLSearchParams()
    for (const [name, value] of data) if (typeof value === 'string') posted.append(name, value)
    return { posted }
  } catch {
    return { refused: 400 }
  }
}
