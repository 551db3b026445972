/**
 * The page-copy contract (contract/page-copy.ts) as page code meets it: `section()`, `label()` and
 * `titleOf()` know the page from its copy's key (as TypeGen types it), accept that page's section
 * keys only, and in a section whose item names the contract lists, those names only. The
 * `@ts-expect-error` lines are checked by `npm run typecheck`: each fails it once the call compiles.
 */
import { describe, expect, it } from 'vitest'
import { label, section, titleOf, type CopySection } from '../../src/content/copy'
import type { PORT_QUERY_RESULT, SITE_SETTINGS_QUERY_RESULT } from '../../src/content/sanity.types'

const part = (key: string, items: Array<{ name: string; title: string }>): CopySection => ({
  _key: key,
  key,
  heading: null,
  body: null,
  note: null,
  fields: null,
  items: items.map((entry) => ({ _key: entry.name, text: null, meta: null, icon: null, href: null, ...entry })),
})

const portCopy = {
  key: 'port',
  sections: [part('labels', [{ name: 'responseTime', title: 'Response time' }]), part('actions', [])],
} as unknown as PORT_QUERY_RESULT['copy']
const layout = {
  key: 'layout',
  sections: [part('interface', [{ name: 'skip', title: 'Skip to content' }])],
} as unknown as NonNullable<SITE_SETTINGS_QUERY_RESULT>['layout']

describe('page words', () => {
  it('finds a section and its words by their names', () => {
    expect(section(portCopy, 'labels').key).toBe('labels')
    expect(label(portCopy, 'labels', 'responseTime')).toBe('Response time')
    expect(titleOf(section(layout, 'interface'), 'skip')).toBe('Skip to content')
  })

  it('renders a missing section or word as empty', () => {
    expect(section(portCopy, 'not-found')).toMatchObject({ key: null, items: null })
    expect(label(portCopy, 'labels', 'coordinates')).toBe('')
    expect(titleOf(section(layout, 'interface'), 'menu')).toBe('')
  })

  it("refuses another page's section key and an item name the page does not need (at compile time)", () => {
    // @ts-expect-error: "hero-actions" is the home page's, not a port page's
    expect(section(portCopy, 'hero-actions').key).toBeNull()
    // @ts-expect-error: misspelt section key
    expect(section(layout, 'interfaces').key).toBeNull()
    // @ts-expect-error: misspelt label name
    expect(label(portCopy, 'labels', 'responseTim')).toBe('')
    // @ts-expect-error: "skip" is an interface word, not a mobile-bar one
    expect(titleOf(section(layout, 'mobile-bar'), 'skip')).toBe('')
    // A section without a list of names (the port's "not-found") takes any name; so does a plain CopySection.
    expect(titleOf(section(portCopy, 'not-found'), 'anything')).toBe('')
    expect(titleOf(part('x', []), 'anything')).toBe('')
  })
})
