import { describe, expect, it } from 'vitest'
import { safeHref } from '~/lib/safe-url'
import { hrefProblem } from '../../schemas/shared'

describe('safeHref: link targets from the CMS', () => {
  it.each([
    ['https://www.dgshipping.gov.in/', 'https://www.dgshipping.gov.in/'],
    ['http://example.com/a?b=1', 'http://example.com/a?b=1'],
    ['mailto:support@example.com?subject=Hi', 'mailto:support@example.com?subject=Hi'],
    ['tel:+912260002400', 'tel:+912260002400'],
    ['/fleet-retainer#quote', '/fleet-retainer#quote'],
    ['#sla', '#sla'],
    ['  /contact  ', '/contact'],
  ])('keeps %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '/\\/evil.example',
    '/con\u0000tact',
    '/fleet\nretainer',
    '#top\u007f',
    'file:///etc/passwd',
    '',
    undefined,
    42,
  ])('drops %s', (href) => {
    expect(safeHref(href)).toBeUndefined()
  })
})

describe('hrefProblem: the Studio rule for the same links', () => {
  it.each(['https://www.dgshipping.gov.in/', 'mailto:support@example.com', 'tel:+912260002400', '/fleet-retainer#quote', '#sla'])(
    'accepts %s',
    (href) => {
      expect(hrefProblem(href)).toBe(true)
    },
  )

  it.each(['/\\evil.example/x', '//evil.example/x', '/con\u0000tact', 'javascript:alert(1)'])('refuses %s with a message', (href) => {
    expect(hrefProblem(href)).toMatch(/^Links /)
  })
})
