// @vitest-environment jsdom
/**
 * A subscriber page shows its invalid-link view in the first paint when its address carries no
 * link: the page's inline script (MARK_MISSING_LINK, run before the views are parsed) must decide
 * as readLinkParams does after hydration, or hydration would change what the visitor sees.
 */
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { MARK_MISSING_LINK, readLinkParams, subscriberState } from '~/email-links/link-params'
import { LinkViews } from '~/email-links/shared'

/** Runs the prerendered page's script as the browser does, ahead of the views; returns the view the stylesheet shows. */
function paint() {
  const html = renderToString(
    <LinkViews
      status="processing"
      processing={<p>Processing</p>}
      invalid={{ heading: 'Invalid Link', headingRef: null, message: 'Invalid', actions: [null] }}
    />,
  )
  // The script comes first, so no paint can show a view before it has run.
  expect(html.indexOf('<script>')).toBe(0)
  const script = /^<script>([\s\S]*?)<\/script>/.exec(html)![1]!
  expect(script).toBe(MARK_MISSING_LINK)
  new Function(script)()
  return document.documentElement.dataset.subscriberLink === 'missing' ? 'invalid' : 'processing'
}

const LINK = subscriberState('mate@fleet.example', 'tok_1')

const CASES: Array<{ search: string; state?: unknown }> = [
  { search: '' },
  { search: '?email=mate%40fleet.example&token=tok_1' },
  { search: '?email=mate%40fleet.example' },
  { search: '?token=tok_1' },
  { search: '?email=&token=tok_1' },
  { search: '?email=%20&token=tok_1' },
  { search: '?utm_source=mail' },
  { search: '', state: LINK },
  { search: '', state: { usr: LINK, key: 'abc' } },
  { search: '', state: { subscriberLink: { email: 'x' } } },
  { search: '?email=mate%40fleet.example', state: LINK },
]

afterEach(() => {
  delete document.documentElement.dataset.subscriberLink
  window.history.replaceState(null, '', '/')
})

describe('the invalid-link view before the first paint', () => {
  for (const { search, state } of CASES) {
    it(`decides as readLinkParams for "${search}"${state ? ' with a link in the history entry' : ''}`, () => {
      window.history.replaceState(state ?? null, '', `/unsubscribe${search}`)
      const shown = paint()
      const params = readLinkParams()
      expect(shown).toBe(params.state === 'missing' ? 'invalid' : 'processing')
    })
  }

  it('shows the processing view for a link and the invalid-link view without one', () => {
    window.history.replaceState(null, '', '/confirm?email=a%40b.example&token=t')
    expect(paint()).toBe('processing')
    window.history.replaceState(null, '', '/confirm')
    expect(paint()).toBe('invalid')
  })
})
