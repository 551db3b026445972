/**
 * The layout's page copy, part of the page-copy registry (page-copy.ts): what every page shows in
 * its header, footer, bars and newsletter, and the interface words (contract/where-words-show.ts
 * says where each shows).
 */
import { requiredValid, type PageCopyEntry } from './page-copy-parts.ts'

export const LAYOUT_COPY = {
  title: 'Header, footer and newsletter (every page)',
  hero: [],
  seo: false,
  sections: [
    'header-nav',
    'company-menu',
    'emergency-bar',
    'mobile-bar',
    'footer-services',
    'footer-ports',
    'footer-resources',
    'footer-downloads',
    'newsletter',
    'copyright',
    'table-headings',
    'document-labels',
    'interface',
    'error-page',
    'search',
    'offline',
  ],
  needs: {
    'header-nav': ['button'],
    'emergency-bar': ['emergencyPhone', 'whatsappNumber', 'supportEmail'],
    'mobile-bar': ['call', 'whatsapp', 'email'],
    'footer-downloads': ['complianceSummary', 'evidencePack'],
    newsletter: [...requiredValid('email'), 'submit', 'submitting'],
    'table-headings': [
      'service',
      'commitment',
      'penalty',
      'escalation',
      'zone',
      'ports',
      'responseTime',
      'assets',
      'clause',
      'requirement',
      'delivery',
      'verification',
    ],
    'document-labels': ['print', 'downloadPdf', 'saveFilledPdf', 'blankPdf', 'toolbar', 'documentId', 'version', 'date', 'audience'],
    interface: [
      'skip',
      'mainNav',
      'menu',
      'close',
      'quickContact',
      'newsletter',
      'office',
      'newTab',
      'highlights',
      'keyFigures',
      'focus',
      'errorSummary',
      'fieldError',
      'returnHome',
      'brandHome',
      'tooLong',
      'offline',
      'sendAnotherWay',
      'emailIt',
      'whatsappIt',
      'copyIt',
      'copied',
      'copyFailed',
      'pasteNote',
      'mailSubject',
      'offlineCopy',
      'sendLimit',
      'sendLimitTime',
      'pasteNoteManual',
      'requestText',
      'noScriptForm',
      'sendWhenReady',
      'scriptsFailed',
      'needsScript',
      'goBack',
      'filtersNeedScript',
      'searchNeedsScript',
      // A list shown a page at a time (the notices, the case studies, src/components/Pager.tsx): the
      // pager's name, its links to the previous and next pages, a page link's name ("Page {page}"),
      // and a further page's heading and title ("{title}, page {page} of {pages}").
      'pages',
      'previousPage',
      'nextPage',
      'pageNumber',
      'pageOf',
      // Beside each form's button: the link to the privacy notice (Site settings › Privacy notice; the footer names it by its title).
      'privacyLink',
      // The form endpoint's pages (server/form-endpoint.ts): a one-line field holding a line break or
      // another control character; a request not sent yet (no valid stamp), shown back with its Send
      // button, and that page's browser title ({form}: the form's heading); the browser title of a
      // page that says a request was not sent (refused, past the limit, failed, from another site); a
      // form posted from another site; a request the email-manager did not answer in time (it may
      // have arrived); a date that is no day (31 February), and one outside the years a form takes
      // ({from} and {to}: contract/forms.ts dateYears), in the forms and at the endpoint; the page of
      // such a result when it cannot be read just now (the endpoint's store failing).
      'controlCharacter',
      'notSentYet',
      'notSentYetTitle',
      'notSentTitle',
      'otherSite',
      'unconfirmed',
      'resultUnreadable',
      'noSuchDate',
      'dateRange',
      // At the foot of a page with a "Last updated" date (the privacy notice): {date}, the day in words.
      'lastUpdated',
    ],
    // The site search's name on every page: the header's link, the box's and the dialog's name. The
    // box's other words are the /search page copy's ("box"), loaded with the search.
    search: ['search'],
    // What this device keeps for offline (src/offline/): "Keep for offline" on the contact, port and
    // document pages (once this device keeps them all, the button's words: updateDocuments,
    // updatePorts), and a copy older than the site; the section's heading and note are the offline
    // page's (its list of kept pages is named by the /search page copy's "kept", as the search's is,
    // and its pointer to "Keep for offline" is that copy's "keepHint": the worker's alone, not every page's).
    offline: [
      'keepDocuments',
      'keepPorts',
      'keeping',
      'keptDocuments',
      'keptPorts',
      'keepFailed',
      'olderCopy',
      'updateDocuments',
      'updatePorts',
    ],
  },
} as const satisfies PageCopyEntry
