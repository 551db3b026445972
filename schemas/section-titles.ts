/**
 * Page-copy sections in plain words, for the Studio's lists: a section shows its heading; one
 * without a heading (a row of buttons, a page's labels, the footer's small print) shows what it is,
 * never its machine key. Browser-safe, no imports.
 */
const TITLES: Record<string, string> = {
  'hero-actions': 'Buttons under the hero',
  labels: 'Labels of the port facts and tables',
  actions: 'Buttons',
  'unsubscribe-all': '"Unsubscribe from all" button and its question',
  messages: 'Status messages',
  footer: 'Closing line of the document',
  'header-nav': 'Main menu',
  'company-menu': 'Company menu',
  'emergency-bar': 'Emergency bar above the header',
  'mobile-bar': 'Contact bar on phones',
  'footer-services': 'Footer: services links',
  'footer-ports': 'Footer: port links',
  'footer-resources': 'Footer: resources links',
  'footer-downloads': 'Footer: download links',
  newsletter: 'Newsletter sign-up',
  copyright: 'Copyright line (footer)',
  'table-headings': 'Column headings of the tables',
  'document-labels': 'Printable documents: buttons and labels',
  interface: 'Menu, screen-reader and error words',
  'error-page': 'Page shown when a page fails',
  search: 'Search link in the header',
  prompt: 'The question, its buttons and what is said after a choice',
  box: 'Search box (on every page): its hint, answers, corrections, the way to ask the 24/7 desk and kinds of result (each with its label as the tag)',
  asked: 'Most asked pages (offered when a search finds nothing)',
  filler: 'Words that weigh nothing in a search on their own (a page that holds only these is no result)',
  printable: 'Words that ask for a printable document in a search (the documents come first)',
  sending: 'Words that ask to send a request in a search (the pages of the pre-arrival and fleet quote forms hold them)',
  'not-found': 'Port not found',
  topics: 'Topic filter of the lists',
  'notice-labels': 'Labels of the notices and their lists',
  alerts: 'Alert banner (every page, while an alert is live)',
  feeds: 'Atom feeds',
  invalid: 'Invalid link',
  processing: 'While it works',
  success: 'Success',
  error: 'Error',
}

/** A section's title in plain words from its key: a known one, else the key's words ("dgs-verification" → "Dgs verification"). */
export function sectionTitle(key: unknown): string {
  if (typeof key !== 'string' || key === '') return 'Section'
  if (TITLES[key]) return TITLES[key]
  const words = key.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
