/**
 * On each term of "Other names (search)": where a search for it leads today. Under the term's fields,
 * each of its names and the words it is asked with ("Asked as"), with the first results the site's search answers for it, as the site's last
 * build searched its own index with the box's own engine (tools/site-build/search-terms.ts writes them
 * beside the index: src/search/term-previews.ts), read from the site the Studio previews
 * (SANITY_STUDIO_PREVIEW_URL). A name the site has not searched yet (typed since its last build) says
 * so: it is searched once published and built.
 */
import { useEffect, useState } from 'react'
import { Card, Stack, Text } from '@sanity/ui'
import type { InputProps } from 'sanity'
import { previewKey, TERM_PREVIEWS_PATH, type TermPreviews } from '../src/search/term-previews.ts'
import { indiaTime } from '../src/lib/dates.ts'

/** The type whose documents show the preview (schemas/documents/searchTerm.ts). */
const TERM_TYPE = 'searchTerm'

type Answer = { state: 'loading' } | { state: 'failed'; reason: string } | { state: 'ready'; previews: TermPreviews }

/** The previews the site at `siteUrl` serves, once per term opened. */
function usePreviews(siteUrl: string): Answer {
  const [answer, setAnswer] = useState<Answer>({ state: 'loading' })
  useEffect(() => {
    let live = true
    fetch(new URL(TERM_PREVIEWS_PATH, siteUrl), { cache: 'no-cache' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the site answered ${response.status}`)
        const previews = (await response.json()) as TermPreviews
        if (typeof previews?.names !== 'object' || previews.names === null) throw new Error('the site answered something else')
        if (live) setAnswer({ state: 'ready', previews })
      })
      .catch((error: Error) => live && setAnswer({ state: 'failed', reason: error.message }))
    return () => {
      live = false
    }
  }, [siteUrl])
  return answer
}

/** The term's names and the words it is asked with, as the form holds them now: the term first, each once. */
function namesOf(value: unknown): string[] {
  const doc = (value ?? {}) as { term?: unknown; otherNames?: unknown; askedAs?: unknown }
  const list = (names: unknown) => (Array.isArray(names) ? names : [])
  const names = [doc.term, ...list(doc.otherNames), ...list(doc.askedAs)].filter(
    (name): name is string => typeof name === 'string' && name.trim().length > 0,
  )
  return names.filter((name, index) => names.findIndex((other) => previewKey(other) === previewKey(name)) === index)
}

/** Where a search for each name of the term leads today, read from the site at `siteUrl`. */
export function SearchTermPreview({ names, siteUrl }: { names: string[]; siteUrl: string }) {
  const answer = usePreviews(siteUrl)
  return (
    <Card padding={3} radius={2} border tone="transparent" data-testid="search-term-preview">
      <Stack gap={4}>
        <Text weight="semibold">Where a search leads today</Text>
        {answer.state === 'loading' && <Text muted>Asking the site’s search…</Text>}
        {answer.state === 'failed' && (
          <Text>
            The site’s search could not be asked ({siteUrl}: {answer.reason}). The site shows it at {siteUrl}/search.
          </Text>
        )}
        {answer.state === 'ready' && (
          <>
            <Text muted size={1}>
              The site’s search as its last build answers it ({indiaTime(answer.previews.builtAt)?.text ?? answer.previews.builtAt} India
              time), first results first. A change here reaches the search with the next build after you publish.
            </Text>
            {names.length === 0 && <Text muted>Give the term a name to see where it leads.</Text>}
            {names.map((name) => {
              const hits = answer.previews.names[previewKey(name)]
              return (
                <Stack key={previewKey(name)} gap={2} data-testid="search-term-name">
                  <Text weight="semibold">“{name}”</Text>
                  {!hits && <Text muted>Not searched yet: the next build after you publish searches it.</Text>}
                  {hits?.length === 0 && <Text muted>Nothing found.</Text>}
                  {hits && hits.length > 0 && (
                    <Stack as="ol" gap={2} style={{ margin: 0, paddingLeft: '1.5em' }}>
                      {hits.map((hit) => (
                        <Text as="li" key={hit.url} size={1}>
                          <a href={new URL(hit.url, siteUrl).href} target="_blank" rel="noreferrer">
                            {hit.title}
                          </a>{' '}
                          <span style={{ opacity: 0.7 }}>({hit.url})</span>
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Stack>
              )
            })}
          </>
        )}
      </Stack>
    </Card>
  )
}

/**
 * The form's inputs as the Studio renders them (sanity.config.ts `form.components.input`), the term's
 * document with its preview under its fields; every other input as it is.
 */
export function searchTermInput(siteUrl: string) {
  return function SearchTermInput(props: InputProps) {
    if (props.schemaType.name !== TERM_TYPE) return props.renderDefault(props)
    return (
      <Stack gap={5}>
        {props.renderDefault(props)}
        <SearchTermPreview names={namesOf(props.value)} siteUrl={siteUrl} />
      </Stack>
    )
  }
}
