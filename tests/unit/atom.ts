/**
 * An Atom feed (RFC 4287) as a reader takes it: parsed by jsdom's XML parser, which refuses XML that
 * is not well-formed (an unescaped "&", an unclosed element, a character XML does not allow), then
 * held to what the RFC requires of a feed and of each entry.
 */
import { JSDOM } from 'jsdom'
import { expect } from 'vitest'

const ATOM = 'http://www.w3.org/2005/Atom'

/** A feed read as a reader's XML parser reads it: throws on XML that is not well-formed. */
export function parseFeed(xml: string) {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window
  const feed = document.documentElement
  const child = (parent: Element, name: string) => [...parent.children].filter((el) => el.localName === name && el.namespaceURI === ATOM)
  const one = (parent: Element, name: string) => {
    const found = child(parent, name)
    expect(found, `one atom:${name} in ${parent.localName}`).toHaveLength(1)
    return found[0]!
  }
  return { feed, child, one }
}

/** RFC 4287's rules, as a validator checks them: what a feed and each entry must hold, once. */
export function expectValidAtom(xml: string, url: string) {
  const { feed, child, one } = parseFeed(xml)
  expect([feed.localName, feed.namespaceURI]).toEqual(['feed', ATOM])
  const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
  expect(one(feed, 'id').textContent).toMatch(/^https:\/\//)
  expect(one(feed, 'title').textContent?.trim()).not.toBe('')
  expect(one(feed, 'updated').textContent).toMatch(rfc3339)
  const links = child(feed, 'link')
  expect(links.find((link) => link.getAttribute('rel') === 'self')?.getAttribute('href')).toBe(url)
  expect(child(feed, 'author').length).toBeGreaterThan(0)
  const entries = child(feed, 'entry').map((entry) => {
    const ids = one(entry, 'id').textContent!
    expect(ids).toMatch(/^tag:www\.globalsalvage\.example,\d{4}-\d{2}-\d{2}:notice\./)
    for (const name of ['published', 'updated']) expect(one(entry, name).textContent).toMatch(rfc3339)
    expect(child(entry, 'link').filter((link) => link.getAttribute('rel') === 'alternate')).toHaveLength(1)
    expect(one(entry, 'summary').textContent?.trim()).not.toBe('')
    return {
      id: ids,
      title: one(entry, 'title').textContent!,
      href: child(entry, 'link')[0]!.getAttribute('href')!,
      published: one(entry, 'published').textContent!,
      updated: one(entry, 'updated').textContent!,
      category: child(entry, 'category')[0]?.getAttribute('label'),
    }
  })
  // The feed changed when its newest entry did.
  expect(one(feed, 'updated').textContent).toBe(
    entries
      .map((entry) => entry.updated)
      .sort()
      .at(-1),
  )
  expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length)
  return entries
}
