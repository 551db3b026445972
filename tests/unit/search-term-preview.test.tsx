/**
 * @vitest-environment jsdom
 *
 * The Studio's preview on a term of Other names (search) (studio/search-term-preview.tsx): each of its
 * names with the first results the site's search answers for it, read from what the site's last build
 * wrote (src/search/term-previews.ts; the site at the network edge, MSW); a name typed since that build
 * says it is not searched yet; a site that cannot be asked says so. The previews themselves are the
 * engine's answers over a built index: tests/unit/search-ranking.test.ts.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { studioTheme, ThemeProvider } from '@sanity/ui'
import type { InputProps } from 'sanity'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SearchTermPreview, searchTermInput } from '../../studio/search-term-preview.tsx'
import { TERM_PREVIEWS_PATH, type TermPreviews } from '../../src/search/term-previews.ts'

const SITE = 'https://site.example'
const PREVIEWS: TermPreviews = {
  builtAt: '2026-11-26T08:30:00.000Z',
  names: {
    tuticorin: [{ url: '/port-call-compliance', title: 'Pre-arrival letter generator', kind: 'page' }],
    thoothukudi: [
      { url: '/port-call-compliance', title: 'Pre-arrival letter generator', kind: 'page' },
      { url: '/ports/kandla#equipment', title: 'Kandla › Equipment', kind: 'port' },
    ],
    voc: [],
  },
}
let answer: () => Response = () => HttpResponse.json(PREVIEWS)
const server = setupServer(http.get(`${SITE}${TERM_PREVIEWS_PATH}`, () => answer()))
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  answer = () => HttpResponse.json(PREVIEWS)
})
afterAll(() => server.close())

const inStudio = (element: React.ReactNode) => render(<ThemeProvider theme={studioTheme}>{element}</ThemeProvider>)

describe("a term's preview in the Studio", () => {
  it('lists, for each name, the first results the site answers, linked to the site; a new name is not searched yet, one with no result says so', async () => {
    inStudio(<SearchTermPreview names={['Tuticorin', 'Thoothukudi', 'VOC', 'Tooticorin']} siteUrl={SITE} />)
    expect(await screen.findByText('“Thoothukudi”')).toBeTruthy()
    const names = screen.getAllByTestId('search-term-name')
    expect(names).toHaveLength(4)
    const thoothukudi = names[1]!
    const links = [...thoothukudi.querySelectorAll('a')]
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pre-arrival letter generator', `${SITE}/port-call-compliance`],
      ['Kandla › Equipment', `${SITE}/ports/kandla#equipment`],
    ])
    expect(names[2]!.textContent).toContain('Nothing found.')
    expect(names[3]!.textContent).toContain('Not searched yet')
    // When: the build's time, in India time.
    expect(screen.getByTestId('search-term-preview').textContent).toContain('14:00')
  })

  it('says when the site cannot be asked, and where its search is', async () => {
    answer = () => new HttpResponse('gone', { status: 404 })
    inStudio(<SearchTermPreview names={['Tuticorin']} siteUrl={SITE} />)
    expect(await screen.findByText(/could not be asked/)).toBeTruthy()
    expect(screen.getByTestId('search-term-preview').textContent).toContain(`${SITE}/search`)
  })

  it("shows under a term's form only: every other input as the Studio renders it", async () => {
    const Input = searchTermInput(SITE)
    const props = (type: string, value: unknown) =>
      ({ schemaType: { name: type }, value, renderDefault: () => <p>the fields</p> }) as unknown as InputProps
    inStudio(<Input {...props('string', 'x')} />)
    expect(screen.getByText('the fields')).toBeTruthy()
    expect(screen.queryByTestId('search-term-preview')).toBeNull()
    cleanup()
    inStudio(<Input {...props('searchTerm', { term: 'Tuticorin', otherNames: ['Thoothukudi', ' thoothukudi ', ''], askedAs: ['VOC'] })} />)
    expect(screen.getByText('the fields')).toBeTruthy()
    expect(await screen.findByText('“Thoothukudi”')).toBeTruthy()
    // Each name once, whatever its case and spaces; an empty one left out; the words it is asked with too.
    expect(screen.getAllByTestId('search-term-name').map((name) => name.querySelector('*')?.textContent)).toEqual([
      '“Tuticorin”',
      '“Thoothukudi”',
      '“VOC”',
    ])
  })
})
