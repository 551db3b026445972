import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { Link } from 'react-router'
import { PageHero } from '~/components/Page'
import { useEarlySubmit } from '~/lib/early'
import { Seo } from '~/components/Seo'
import { useWord } from '~/content/site'
import { pageCard } from '~/lib/share-card'
import { fill, section, titleOf, type CopySection, type ItemNameOf } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import type { PORTS_DIRECTORY_QUERY_RESULT } from '~/content/sanity.types'
import type { Route } from './+types/ports'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('PORTS_DIRECTORY_QUERY')

/**
 * /ports: every port, grouped by coast, with its response time and advance notice. Prerendered
 * whole, so it is complete without JavaScript; after hydration a search by name and filters by
 * coast and response time narrow it (the name search finds a port by its other names too), kept in the address (?q=&coast=&response=) so a filtered
 * list can be shared.
 */
export async function loader() {
  return { copy: await loadContent(query()) }
}

type DirectoryPort = PORTS_DIRECTORY_QUERY_RESULT['ports'][number]
export type PortFilters = { q: string; coast: string; response: string }

const NO_FILTERS: PortFilters = { q: '', coast: '', response: '' }

/** How long the visitor pauses before the count is announced. */
const COUNT_PAUSE_MS = 600

/** The filters an address holds (unknown parameters ignored, values trimmed). */
export function filtersFrom(search: string): PortFilters {
  const params = new URLSearchParams(search)
  return { q: params.get('q')?.trim() ?? '', coast: params.get('coast') ?? '', response: params.get('response') ?? '' }
}

/** The address's query for these filters: only the ones set, so the unfiltered list is plain /ports. */
export function searchOf(filters: PortFilters) {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== ''))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The ports the filters let through: the name or one of the port's other names (its "Other names",
 * "Vizag" for Visakhapatnam) contains the search (any case), the coast and response time are the
 * ones chosen.
 */
export function filterPorts(ports: readonly DirectoryPort[], filters: PortFilters) {
  const q = filters.q.trim().toLocaleLowerCase()
  const named = (port: DirectoryPort) =>
    [port.name, ...(port.otherNames ?? [])].some((name) => (name ?? '').toLocaleLowerCase().includes(q))
  return ports.filter(
    (port) =>
      (!q || named(port)) &&
      (!filters.coast || port.coast === filters.coast) &&
      (!filters.response || port.responseTime === filters.response),
  )
}

/** The distinct response times, quickest first ("2-4 hours" before "4-6 hours" before "12 hours"). */
export function responseTimes(ports: readonly DirectoryPort[]) {
  const hours = (time: string) => Number.parseFloat(time) || 0
  const times = new Set(ports.map((port) => port.responseTime).filter((time): time is string => Boolean(time)))
  return [...times].sort((a, b) => hours(a) - hours(b) || a.localeCompare(b))
}

/** A filter's words from the copy's form fields, by name. */
function fieldOf(copy: CopySection, name: string) {
  const field = copy.fields?.find((entry) => entry.name === name)
  return { label: field?.label ?? '', hint: field?.hint ?? '' }
}

export default function Ports({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.copy)
  const { copy, coasts, ports } = data
  const filtersCopy = section(copy, 'filters')
  const resultsCopy = section(copy, 'results')
  const word = (name: ItemNameOf<'ports', 'results'>) => titleOf(resultsCopy, name)
  const interfaceWord = useWord()

  // The prerendered page (and so the hydrating render) lists every port; once running, the filters
  // apply: those the visitor typed or chose in the prerendered fields before this code ran (React keeps
  // the fields as they are while it hydrates), else the address's. A submit meanwhile (Enter) is kept
  // by the page's early script and made now, as it would be later (src/lib/early.ts).
  const form = useRef<HTMLFormElement>(null)
  useEarlySubmit(form)
  const [filters, setFilters] = useState<PortFilters>(NO_FILTERS)
  useEffect(() => {
    const fromAddress = filtersFrom(window.location.search)
    const fields = form.current?.elements
    const typed = (name: keyof PortFilters) => (fields?.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? ''
    // Merged into what the fields hold by now: a change made as this runs is never lost.
    setFilters((now) => ({
      q: now.q || typed('q') || fromAddress.q,
      coast: now.coast || typed('coast') || fromAddress.coast,
      response: now.response || typed('response') || fromAddress.response,
    }))
  }, [])
  // The address keeps the filters (no navigation: nothing reloads, no history entry per keystroke),
  // from the filters' first state as the page runs (the prerendered list's, unfiltered, is not one).
  const running = useRef(false)
  useEffect(() => {
    if (!running.current) return void (running.current = true)
    const search = searchOf(filters)
    if (search !== window.location.search)
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`)
  }, [filters])

  function change(name: keyof PortFilters) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value
      // From the filters as they are now, not as this render had them (a change as the page starts).
      setFilters((now) => ({ ...now, [name]: value }))
    }
  }

  const shown = useMemo(() => filterPorts(ports, filters), [ports, filters])
  // The count is announced once the visitor pauses, not at every keystroke ("mun" once, not three times).
  const [counted, setCounted] = useState(shown.length)
  useEffect(() => {
    const timer = setTimeout(() => setCounted(shown.length), COUNT_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [shown.length])
  // A table frame is a stop for the keyboard (and a region named by its coast) only while it scrolls.
  const results = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const frames = [...(results.current?.querySelectorAll<HTMLElement>('.table-scroll') ?? [])]
    const mark = () => {
      for (const frame of frames) {
        if (frame.scrollWidth > frame.clientWidth + 1) {
          frame.tabIndex = 0
          frame.setAttribute('role', 'region')
          frame.setAttribute('aria-labelledby', frame.dataset.label ?? '')
        } else for (const name of ['tabindex', 'role', 'aria-labelledby']) frame.removeAttribute(name)
      }
    }
    mark()
    const observer = new ResizeObserver(mark)
    frames.forEach((frame) => observer.observe(frame))
    return () => observer.disconnect()
  }, [shown])
  const times = useMemo(() => responseTimes(ports), [ports])
  const groups = useMemo(() => {
    const named = coasts.map((coast) => ({
      key: coast.coast ?? '',
      heading: coast.zone ?? '',
      ports: shown.filter((port) => port.coast === coast.coast),
    }))
    const known = new Set(coasts.map((coast) => coast.coast))
    // A port of a coast without a coverage zone is listed too, under the results' heading.
    const rest = shown.filter((port) => !known.has(port.coast))
    return [...named, { key: 'other', heading: resultsCopy.heading ?? '', ports: rest }].filter((group) => group.ports.length > 0)
  }, [coasts, shown, resultsCopy.heading])

  const q = fieldOf(filtersCopy, 'q')
  const coast = fieldOf(filtersCopy, 'coast')
  const response = fieldOf(filtersCopy, 'response')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path="/ports" />
      <PageHero hero={copy?.hero} />
      <section className="section section-tight port-search" aria-labelledby="port-filters-heading">
        <div className="container">
          <h2 id="port-filters-heading">{filtersCopy.heading}</h2>
          <form
            ref={form}
            role="search"
            aria-labelledby="port-filters-heading"
            data-early=""
            className="site-form port-filters needs-script"
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="form-field">
              <label htmlFor="port-q">{q.label}</label>
              <input id="port-q" name="q" type="search" autoComplete="off" placeholder={q.hint} value={filters.q} onChange={change('q')} />
            </div>
            <div className="form-field">
              <label htmlFor="port-coast">{coast.label}</label>
              <select id="port-coast" name="coast" value={filters.coast} onChange={change('coast')}>
                <option value="">{coast.hint}</option>
                {coasts.map((entry) => (
                  <option key={entry.coast} value={entry.coast ?? ''}>
                    {entry.zone}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label htmlFor="port-response">{response.label}</label>
              <select id="port-response" name="response" value={filters.response} onChange={change('response')}>
                <option value="">{response.hint}</option>
                {times.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </div>
          </form>
          {/* Without JavaScript: the filters say so, and each coast is a link to its part of the list. */}
          <noscript>
            <p className="form-note">
              {interfaceWord('filtersNeedScript')}{' '}
              {groups.map((group, index) => (
                <span key={group.key}>
                  {index > 0 && ' · '}
                  <a href={`#coast-${group.key}`}>{group.heading}</a>
                </span>
              ))}
            </p>
          </noscript>
          {/* One polite announcement per change of the filters: the live region's text changes once. */}
          <p role="status" className="port-count">
            {fill(word('count'), { count: counted, total: ports.length })}
          </p>
        </div>
      </section>
      {/* Each port is a result of its own in the site search: its row here is left out. */}
      <section className="section port-results" aria-labelledby="port-results-heading" data-pagefind-ignore="">
        <div className="container" ref={results}>
          <h2 id="port-results-heading">{resultsCopy.heading}</h2>
          {shown.length === 0 && <p>{word('none')}</p>}
          {groups.map((group) => (
            <section key={group.key} className="port-coast" aria-labelledby={`coast-${group.key}`}>
              <h3 id={`coast-${group.key}`}>{group.heading}</h3>
              {/* A table on wider screens, a card per port on a phone (stack-table.css): no word is cut to fit. */}
              <div className="table-scroll stack-table-wrap" data-label={`coast-${group.key}`}>
                <table className="data-table stack-table port-table">
                  <thead>
                    <tr>
                      <th scope="col">{word('port')}</th>
                      <th scope="col">{word('responseTime')}</th>
                      <th scope="col">{word('advanceNotice')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.ports.map((port) => (
                      <tr key={port.slug}>
                        <th scope="row">
                          {/* No discovery attribute: every route is in the manifest, and it would cost bytes a port. */}
                          <Link to={`/ports/${port.slug}`} discover="none">
                            {port.name}
                          </Link>
                        </th>
                        <td data-label={word('responseTime')}>{port.responseTime}</td>
                        <td data-label={word('advanceNotice')}>{port.advanceNotice}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </div>
      </section>
    </>
  )
}
