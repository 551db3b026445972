/** A stored document, as Sanity's API returns it. */
export type SanityDoc = { _id: string; _type: string; _rev?: string; [key: string]: unknown }

/** An error the local content API answers with Sanity's shape: `{"error": {type, description, …}}`. */
export class HttpError extends Error {
  readonly status: number
  readonly type: string
  readonly description: string
  readonly extra: Record<string, unknown>
  constructor(status: number, type: string, description: string, extra: Record<string, unknown> = {}) {
    super(description)
    this.status = status
    this.type = type
    this.description = description
    this.extra = extra
  }
}
