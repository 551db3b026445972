import type { StructureResolver } from 'sanity/structure'
import { PAGE_COPY, PAGE_COPY_KEYS, pageCopyId } from '../contract/page-copy.ts'
import { API_VERSION } from '../contract/constants.ts'

/** Desk structure: singletons open as one document; lists are grouped and ordered for editors. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Site settings')
        .id('siteSettings')
        .schemaType('siteSettings')
        .child(S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings')),
      S.listItem()
        .title('Page copy')
        .id('pageCopy')
        .schemaType('pageCopy')
        .child(
          // One document per page, always there: opened by id, never created or deleted here. Each item
          // has its document's id, so a link to the document (an intent: Site status's "To fix") finds it.
          S.list()
            .title('Page copy')
            .items(
              PAGE_COPY_KEYS.map((key) =>
                S.listItem()
                  .id(pageCopyId(key))
                  .title(PAGE_COPY[key].title)
                  .schemaType('pageCopy')
                  .child(S.document().schemaType('pageCopy').documentId(pageCopyId(key)).title(PAGE_COPY[key].title)),
              ),
            ),
        ),
      S.documentTypeListItem('page').title('Pages'),
      S.divider(),
      S.listItem()
        .title('Ports')
        .schemaType('port')
        .child(
          S.documentTypeList('port')
            .apiVersion(API_VERSION)
            .title('Ports')
            .defaultOrdering([{ field: 'order', direction: 'asc' }]),
        ),
      S.listItem()
        .title('Case studies')
        .schemaType('caseStudy')
        .child(
          S.documentTypeList('caseStudy')
            .apiVersion(API_VERSION)
            .title('Case studies')
            .defaultOrdering([{ field: 'order', direction: 'asc' }]),
        ),
      // Newest first; an alert is one marked "Show across the site as an alert" (its Alert tab). Each
      // line in three: the title, what the site shows (one line), and when (two lines), which a list
      // pane of about 285 px holds whole (issue 63, item 11; schemas/documents/notice.ts `noticeLine`).
      S.listItem()
        .title('Notices & insights')
        .schemaType('notice')
        .child(
          S.documentTypeList('notice')
            .apiVersion(API_VERSION)
            .title('Notices & insights')
            .defaultLayout('detail')
            .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
        ),
      S.listItem()
        .title('Coverage zones')
        .schemaType('coverageZone')
        .child(
          S.documentTypeList('coverageZone')
            .apiVersion(API_VERSION)
            .title('Coverage zones')
            .defaultOrdering([{ field: 'order', direction: 'asc' }]),
        ),
      S.divider(),
      S.listItem()
        .title('SLA rows')
        .schemaType('slaRow')
        .child(
          S.documentTypeList('slaRow')
            .apiVersion(API_VERSION)
            .title('SLA rows')
            .defaultOrdering([{ field: 'order', direction: 'asc' }]),
        ),
      S.listItem()
        .title('Clause tables')
        .schemaType('clauseRow')
        .child(
          S.list()
            .title('Clause tables')
            .items(
              [
                ['fleetRetainer', 'Fleet retainer: compliance alignment'],
                ['financialSecurity', 'Financial security: clause mapping'],
                ['dgsSummary', 'DGS MSN 05/2025 summary'],
              ].map(([table, title]) =>
                S.listItem()
                  .id(`clauses-${table}`)
                  .title(title)
                  .schemaType('clauseRow')
                  .child(
                    S.documentTypeList('clauseRow')
                      .apiVersion(API_VERSION)
                      .title(title)
                      .filter('_type == "clauseRow" && table == $table')
                      .params({ table })
                      .initialValueTemplates([S.initialValueTemplateItem('clauseRow-by-table', { table })])
                      .defaultOrdering([{ field: 'order', direction: 'asc' }]),
                  ),
              ),
            ),
        ),
      S.listItem()
        .title('FAQs')
        .schemaType('faq')
        .child(
          S.documentTypeList('faq')
            .apiVersion(API_VERSION)
            .title('FAQs')
            .defaultOrdering([{ field: 'order', direction: 'asc' }]),
        ),
      S.divider(),
      S.listItem()
        .title('Team')
        .schemaType('teamMember')
        .child(
          S.list()
            .title('Team')
            .items(
              [
                ['executive', 'Executive leadership'],
                ['advisory', 'Advisory board'],
              ].map(([group, title]) =>
                S.listItem()
                  .id(`team-${group}`)
                  .title(title)
                  .schemaType('teamMember')
                  .child(
                    S.documentTypeList('teamMember')
                      .apiVersion(API_VERSION)
                      .title(title)
                      .filter('_type == "teamMember" && group == $group')
                      .params({ group })
                      .initialValueTemplates([S.initialValueTemplateItem('teamMember-by-group', { group })])
                      .defaultOrdering([{ field: 'order', direction: 'asc' }]),
                  ),
              ),
            ),
        ),
      S.listItem()
        .title('Timeline')
        .schemaType('timelineEntry')
        .child(
          S.documentTypeList('timelineEntry')
            .apiVersion(API_VERSION)
            .title('Timeline')
            .defaultOrdering([{ field: 'year', direction: 'asc' }]),
        ),
      S.divider(),
      // Terms and the other names the site search finds them by (tools/site-build/search-index.ts).
      S.listItem()
        .title('Other names (search)')
        .schemaType('searchTerm')
        .child(
          S.documentTypeList('searchTerm')
            .apiVersion(API_VERSION)
            .title('Other names (search)')
            .defaultOrdering([{ field: 'term', direction: 'asc' }]),
        ),
      // Old addresses that lead to a port's or page's new one (studio/redirects.ts).
      S.documentTypeListItem('redirect').title('Redirects'),
    ])
