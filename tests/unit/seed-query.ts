/** A query of the site run over the seed with groq-js, as the local content API runs it. */
import { evaluate, parse } from 'groq-js'
import { documents } from '../../seed/content'

export async function seedQuery<T = unknown>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return (await evaluate(parse(query, { params }), { dataset: documents, params })).get() as T
}
