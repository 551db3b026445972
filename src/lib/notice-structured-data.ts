/**
 * A notice's structured data (JSON-LD), as src/lib/structured-data.ts builds the others': its own
 * module, so that only the notices' pages load it.
 */
import type { Article, NewsArticle, WithContext } from 'schema-dts'
import { absolute, organizationId, type Site } from './structured-data'

/** A notice as its page shows it: the words, dates (YYYY-MM-DD) and author it shows, the ports it links. */
export type NoticeFacts = {
  path: string
  kind: 'notice' | 'insight'
  headline: string
  summary?: string | null
  published?: string | null
  updated?: string | null
  topic?: string | null
  author?: { name?: string | null; title?: string | null } | null
  /** The ports it concerns, by their pages' paths: each page describes its port (portJsonLd's `#port`). */
  ports: string[]
  /** Its share image (the 1200×630 card drawn with its title and date, or the editor's picture): its address. */
  image?: string
}

/** Where the site shows its team, the authors among them: the author's page. */
export const TEAM_PATH = '/management'

/**
 * A notice's page: a NewsArticle (an insight: an Article) with the headline, summary, dates, topic,
 * its share image and the author the page shows (a team member, with the team's page), published by the company (the home page's Organization, by @id), about
 * the ports it links (each port page's place, by @id). Without an author the company wrote it.
 */
export function noticeJsonLd(site: Site, notice: NoticeFacts): WithContext<NewsArticle> | WithContext<Article> {
  const url = absolute(notice.path, site.siteUrl)
  const organization = { '@id': organizationId(site.siteUrl) }
  const article = {
    headline: notice.headline,
    url,
    mainEntityOfPage: url,
    ...(notice.summary?.trim() ? { description: notice.summary.trim() } : {}),
    ...(notice.published ? { datePublished: notice.published } : {}),
    ...(notice.updated || notice.published ? { dateModified: notice.updated || notice.published! } : {}),
    ...(notice.topic?.trim() ? { articleSection: notice.topic.trim() } : {}),
    author: notice.author?.name?.trim()
      ? {
          '@type': 'Person' as const,
          name: notice.author.name.trim(),
          ...(notice.author.title?.trim() ? { jobTitle: notice.author.title.trim() } : {}),
          url: absolute(TEAM_PATH, site.siteUrl),
          worksFor: organization,
        }
      : organization,
    publisher: organization,
    ...(notice.image ? { image: notice.image } : {}),
    ...(notice.ports.length ? { about: notice.ports.map((path) => ({ '@id': `${absolute(path, site.siteUrl)}#port` })) } : {}),
  }
  return notice.kind === 'insight'
    ? { '@context': 'https://schema.org', '@type': 'Article', ...article }
    : { '@context': 'https://schema.org', '@type': 'NewsArticle', ...article }
}
