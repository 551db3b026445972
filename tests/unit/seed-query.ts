/**
 * A query of the site run over the seed with groq-js, as the local content API runs it, given the
 * clock as the content layer gives it (`$now`, the current minute unless `params` name one:
 * contract/clock.ts).
 */
import { evaluate, parse } from 'groq-js'
import { documents } from '../../seed/content'
import { withClock } from '../../contract/clock'

export async function seedQuery<T = unknown>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  const clocked = withClock(query, params)
  return (await evaluate(parse(query, { params: clocked }), { dataset: documents, params: clocked })).get() as T
}
