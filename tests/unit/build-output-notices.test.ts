/**
 * The notices as built (after `npm run build`): their pages a page at a time and by topic, each
 * notice with its content, dates and structured data, the Atom feeds, the lists on the home and port
 * pages, and the live alert written into every page before its <main>, with the script its policy
 * allows.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtAlertsScript } from '../../tools/site-build/minify-inline'
import { expectValidAtom } from './atom'
import { built, CLIENT, files, html, text } from './built-pages'

describe.skipIf(!built)('notices, their lists, feeds and the alert banner, as built', () => {
  const seed = import('../../seed/content.ts').then((m) => m.documents as Array<Record<string, any>>)
  const notices = seed.then((docs) => docs.filter((d) => d._type === 'notice').sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1)))
  const jsonLd = (page: string) =>
    [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>)
  const meta = (page: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page)?.[1]?.replace(/&amp;/g, '&')
  /** The notices a page's <main> names (the alert banner above it names the live alert on every page). */
  const titles = (page: string, all: Array<Record<string, any>>) =>
    all.filter((notice) => text(page.slice(Math.max(0, page.indexOf('<main')))).includes(notice.title))

  it('prerenders /notices a page at a time, newest first, each topic’s list and each notice, with their content', async () => {
    const all = await notices
    const docs = await seed
    const perPage = docs.find((d) => d._id === 'siteSettings')!.noticesPerPage as number
    expect(titles(html('/notices'), all)).toEqual(all.slice(0, perPage))
    expect(titles(html('/notices/page/2'), all)).toEqual(all.slice(perPage))
    expect(html('/notices')).toMatch(
      /<nav class="pagination" aria-label="Pages"><ol><li><a aria-label="Page 1" aria-current="page" href="\/notices"[^>]*>1<\/a>/,
    )
    expect(html('/notices')).toMatch(/<a aria-label="Page 2" href="\/notices\/page\/2"[^>]*>2<\/a>/)
    expect(html('/notices')).toMatch(/<a rel="next" href="\/notices\/page\/2"[^>]*>Next<\/a>/)
    expect(html('/notices/page/2')).toMatch(/<h1 id="page-title">What changes at Indian ports, as it happens, page 2 of 2<\/h1>/)
    const topics = docs.find((d) => d._id === 'pageCopy.emailPreferences')!.sections.find((s: any) => s.key === 'preferences').items
    for (const [flag, slug] of [
      ['compliance', 'compliance'],
      ['emergency', 'emergency'],
      ['newsletter', 'insights'],
    ]) {
      const page = html(`/notices/topic/${slug}`)
      // The topic's own notices, under its name as the preferences page says it.
      expect(titles(page, all)).toEqual(all.filter((notice) => notice.topic === flag))
      expect(text(page)).toContain(topics.find((item: any) => item.name === flag).title)
      expect(page).toContain(`<link rel="alternate" type="application/atom+xml"`)
      expect(page).toContain(`href="/notices/topic/${slug}/feed.xml"`)
    }
    for (const notice of all) {
      const page = html(`/notices/${notice.slug.current}`)
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1]?.replace(/&amp;/g, '&')).toBe(notice.title)
      expect(text(page)).toContain(notice.summary)
      // The body, every block of it.
      for (const block of notice.body)
        expect(text(page)).toContain(block.children.find((child: any) => child.text?.length > 20)?.text ?? '')
      // Published at a minute of India time: dated by its day there, in words.
      const at = Date.parse(notice.publishedAt)
      const words = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
        at,
      )
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at)
      expect(page).toContain(`<time dateTime="${day}">${words}</time>`)
    }
    // The older and newer notices beside one, and the ports it names, linked.
    const msn = html('/notices/dgs-msn-05-2025')
    for (const slug of ['mumbai', 'paradip']) expect(msn).toContain(`href="/ports/${slug}"`)
    const at = all.findIndex((notice) => notice.slug.current === 'dgs-msn-05-2025')
    for (const beside of [all[at - 1], all[at + 1]]) expect(msn).toContain(`href="/notices/${beside!.slug.current}"`)
  })

  it('describes a notice as a NewsArticle (an insight as an Article) with the dates, topic and author it shows, in breadcrumbs, and a share image with its date', async () => {
    const docs = await seed
    const settings = docs.find((d) => d._id === 'siteSettings')!
    const page = html('/notices/dgs-msn-05-2025')
    const article = jsonLd(page).find((block) => block['@type'] === 'NewsArticle')!
    expect(article).toMatchObject({
      headline: 'DGS MSN 05/2025: verified P&I or financial security before every Indian port call',
      datePublished: '2025-05-20',
      dateModified: '2025-06-02',
      articleSection: 'Port Call & Compliance Updates',
      author: { '@type': 'Person', name: 'Priya Raghavan', jobTitle: 'Chief Operating Officer' },
      publisher: { '@id': `${settings.siteUrl}/#organization` },
    })
    expect(article.about).toContainEqual({ '@id': `${settings.siteUrl}/ports/paradip#port` })
    expect(jsonLd(html('/notices/vadinar-pre-arrival-pack-in-38-minutes')).map((block) => block['@type'])).toContain('Article')
    const crumbs = jsonLd(page)
      .find((block) => block['@type'] === 'BreadcrumbList')!
      .itemListElement.map((item: any) => new URL(item.item).pathname)
    expect(crumbs).toEqual(['/', '/notices', '/notices/topic/compliance', '/notices/dgs-msn-05-2025'])
    expect(meta(page, 'og:image:alt')).toContain('Published: 20 May 2025')
    expect(meta(page, 'og:image:alt')).toContain('Updated: 2 June 2025')
  })

  it('gives a notice its share image and its author a page in its structured data, and shares it as an article with its times', async () => {
    const settings = (await seed).find((d) => d._id === 'siteSettings')!
    const page = html('/notices/dgs-msn-05-2025')
    const article = jsonLd(page).find((block) => block['@type'] === 'NewsArticle')!
    expect(article.image).toBe(meta(page, 'og:image'))
    expect(article.author.url).toBe(`${settings.siteUrl}/management`)
    expect(meta(page, 'og:type')).toBe('article')
    expect([meta(page, 'article:published_time'), meta(page, 'article:modified_time'), meta(page, 'article:section')]).toEqual([
      '2025-05-20',
      '2025-06-02',
      'Port Call & Compliance Updates',
    ])
    // Every other page is a website; a topic's list shares its heading alone, not "heading: the site's SEO title".
    expect(meta(html('/notices'), 'og:type')).toBe('website')
    for (const path of ['/notices/topic/compliance', '/notices/topic/emergency', '/notices/topic/insights'])
      expect(meta(html(path), 'og:title')!.length, path).toBeLessThanOrEqual(60)
  })

  it("gives the company its logo and its 24/7 desk's hours as opening hours", () => {
    const organization = jsonLd(html('/')).find((block) => block['@type'] === 'Organization')!
    expect(organization.logo).toMatch(/^https:\/\/.*\/favicon\.svg$/)
    expect(existsSync(join(CLIENT, 'favicon.svg'))).toBe(true)
    expect(organization.contactPoint.hoursAvailable).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    })
  })

  it('writes valid Atom feeds of the newest notices, all and each topic’s, served as Atom; the sitemap dates each notice', async () => {
    const all = await notices
    const siteUrl = (await seed).find((d) => d._id === 'siteSettings')!.siteUrl as string
    const feeds: Array<[string, string | undefined]> = [
      ['notices/feed.xml', undefined],
      ['notices/topic/compliance/feed.xml', 'compliance'],
      ['notices/topic/emergency/feed.xml', 'emergency'],
      ['notices/topic/insights/feed.xml', 'newsletter'],
    ]
    for (const [file, topic] of feeds) {
      const entries = expectValidAtom(readFileSync(join(CLIENT, file), 'utf8'), `${siteUrl}/${file}`)
      expect(entries.map((entry) => entry.title)).toEqual(
        all.filter((notice) => !topic || notice.topic === topic).map((notice) => notice.title),
      )
    }
    const headers = readFileSync(join(CLIENT, '_headers'), 'utf8')
    expect(headers).toContain(
      '/notices/feed.xml\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Type: application/atom+xml; charset=utf-8',
    )
    const sitemap = readFileSync(join(CLIENT, 'sitemap.xml'), 'utf8')
    for (const notice of all)
      expect(sitemap).toContain(
        `${siteUrl}/notices/${notice.slug.current}</loc><lastmod>${notice.updatedAt ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.parse(notice.publishedAt))}</lastmod>`,
      )
    for (const path of ['/notices', '/notices/page/2', '/notices/topic/insights']) expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`)
  })

  it('lists on the home page the latest notices, and on a port page only the notices naming it', async () => {
    const all = await notices
    expect(titles(html('/'), all)).toEqual(all.slice(0, 3))
    const naming = (slug: string) => all.filter((notice) => notice.ports?.some((port: any) => port._ref === `port.${slug}`))
    for (const slug of ['mumbai', 'paradip', 'vadinar']) {
      // The banner names the live alert on every page: read the page's own part of it, below the banner.
      const page = html(`/ports/${slug}`)
      const own = page.slice(page.indexOf('id="port-notices-heading"'))
      expect(titles(own, all), slug).toEqual(naming(slug).slice(0, 3))
    }
    expect(naming('mumbai').map((notice) => notice._id)).toEqual(['notice.dgs-msn-05-2025'])
  })

  it('writes the live alert into every page before its <main>, never the ended one, with the script every page’s policy allows', async () => {
    const hash = `'sha256-${createHash('sha256')
      .update(await builtAlertsScript())
      .digest('base64')}'`
    const headers = readFileSync(join(CLIENT, '_headers'), 'utf8')
    const pages = files(CLIENT).filter((file) => file.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(30)
    for (const file of pages) {
      const page = readFileSync(file, 'utf8')
      const name = relative(CLIENT, file)
      expect(page, name).toMatch(
        /<aside class="site-alerts"[^>]*>[\s\S]*?<\/aside><script data-alerts-built="[^"]+">[\s\S]*?<\/script><main/,
      )
      expect(page, name).toContain('data-alert="notice.paradip-monsoon-advisory"')
      expect(page, name).not.toContain('notice.cyclone-dana-paradip-closure"')
      // Served at unknown addresses, a 404 page carries its policy itself; the others' is in _headers.
      if (/(^|\/)404\.html$/.test(name)) expect(page, name).toContain(hash)
    }
    expect(headers.split(hash).length - 1).toBe(pages.filter((file) => !file.endsWith('404.html')).length)
    // The offline worker keeps the alert's notice and knows the banner (src/lib/alert-banner.ts).
    const worker = readFileSync(join(CLIENT, 'sw.js'), 'utf8')
    expect(worker).toContain('"/notices/paradip-monsoon-advisory"')
    expect(worker).toContain('notice.paradip-monsoon-advisory')
  })
})
