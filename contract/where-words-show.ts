/**
 * Where a page-copy word shows on the site, in an editor's words: the Studio says it under the
 * word, in its section's list and in its own form (schemas/inputs/WhereItShows.tsx), and a refusal
 * to remove it names the word by it when the word has no title to go by (schemas/copy-refusals.ts).
 *
 * By page, section and the name the page finds the word by (contract/page-copy.ts `needs`). Every
 * word of the layout copy's "Menu, screen-reader and error words" (`interface`) has one, which
 * `npm run typecheck` holds: most of them are read by screen readers only, or show in one moment
 * of a form, and "Main", "Close" or "Office" alone do not say where. Browser-safe.
 */
import type { ItemNameOf } from './page-copy.ts'

const INTERFACE: Record<ItemNameOf<'layout', 'interface'>, string> = {
  skip: "The first link of every page, shown only to someone moving through the page with the keyboard (Tab): it skips the header to the page's content.",
  mainNav: "Read by screen readers only: their name for the header's menu of pages.",
  menu: 'On phones and narrow windows: the button in the header that opens the menu of pages.',
  close: "The same button while the menu is open (it closes it), and the button that closes the site search's window.",
  quickContact:
    'Read by screen readers only: their name for the bar of call, WhatsApp and email buttons at the bottom of the screen on phones.',
  newsletter: 'Read by screen readers only: their name for the newsletter sign-up in the footer of every page.',
  office: 'In the footer of every page, before the office address (Site settings › Office location): "Office: …".',
  newTab: 'Read by screen readers only, after a link that opens in a new tab (a PDF, WhatsApp, another site).',
  highlights: "Read by screen readers only: their name for the list of badges under the home page's heading.",
  keyFigures: 'Read by screen readers only: their name for a band of figures (on the home page, and each "Key figures" section).',
  focus: "On each person's card (Leadership page, team sections): before the person's area of focus.",
  errorSummary: 'Above a form sent with mistakes: the heading of the box that lists what to correct.',
  fieldError: 'Read by screen readers only, before the message under a field that needs correcting.',
  returnHome:
    'The link to the home page on the "Page not found" and "Something went wrong" pages, and after a newsletter sign-up sent without JavaScript.',
  brandHome:
    'Read by screen readers only: their name for the logo at the top left, a link to the home page; {brandName} is the brand name (Site settings).',
  tooLong:
    "Under a form field holding more than it may take, when the visitor sends: {label} is the field's name, {max} its limit, {count} what was typed.",
  offline: "Under a form's button when the visitor sends with no connection: nothing was sent.",
  sendAnotherWay: 'Under a form that could not send: the line above the other ways to send the same request (the next three words).',
  emailIt: "The first of those ways: a link that opens the visitor's email with the request written in.",
  whatsappIt: 'The second of those ways: a link that opens WhatsApp with the request written in.',
  copyIt: 'The third of those ways: a button that copies the request, to paste it anywhere.',
  copied: 'Shown once that button has copied the request.',
  copyFailed: 'Shown when that button could not copy: the request is then shown in a box, to copy by hand.',
  pasteNote:
    'Written into the email or WhatsApp message in place of a request too long for a link (the request was copied: the visitor pastes it there).',
  mailSubject: "The subject of the email those links open: {form} is the form's name.",
  offlineCopy: 'Above a page shown with no connection, from the copy this device kept: {date} is the day and time it was kept.',
  sendLimit:
    "Under a form's button, in place of the failure message, once the form has sent as many requests from one page as it may in an hour: {time} is when it may send again, {email} the support email.",
  sendLimitTime: 'The {time} in the message above on the page shown after a form sent without JavaScript: {time} is an India time.',
  pasteNoteManual: 'The same as the note above when copying did not work: the visitor copies the request from the box on our page.',
  requestText:
    'The label of the box holding the request to copy by hand (when copying did not work, or the request is too long for a link).',
  noScriptForm: "Beside a form's button while the page's JavaScript has not run (or never does): what the button does then.",
  sendWhenReady: "Under a form's button pressed before the page has finished loading.",
  scriptsFailed: "Under a form's button when the page could not finish loading.",
  needsScript: "On the pages a subscriber's email links to (confirming, email preferences, unsubscribing) when JavaScript is off.",
  goBack: 'On the page shown after a form sent without JavaScript was refused: under the list of what to correct.',
  controlCharacter:
    'Under a one-line field of a form (a name, a vessel, an email) holding a line break, a tab or another hidden character, with or without JavaScript: {label} is the field.',
  lastUpdated:
    'At the foot of a page that has a "Last updated" date (Pages › Last updated; the privacy notice): {date} is that day, in words.',
  notSentYet:
    'At the top of a form shown back, filled in, by the site after a send it could not vouch for (a page kept open a long time, or the site just changed): above its Send button.',
  notSentYetTitle:
    "The browser title of that page (the form shown back), and the name screen readers give its form: {form} is the form's heading.",
  notSentTitle:
    "The browser title of a page saying a form sent without JavaScript was not sent (a value to correct, the hourly limit, the email service's failure, a form sent from another site): {form} is the form's heading.",
  noSuchDate:
    "Under a date field (the pre-arrival form's ETA) holding a day that does not exist, such as 31 February (a browser that shows the field as a text box lets it be typed): {label} is the field's label.",
  dateRange:
    "Under a date field (the pre-arrival form's ETA) holding a year the forms do not take: {from} is last year and {to} the year two years from now; {label} is the field's label.",
  otherSite:
    "On the page shown when a form of the site was sent from a page of another site (a copy of the page kept elsewhere): nothing was sent. A link to the form on this site, named by the form's heading, follows it.",
  unconfirmed:
    'After a form sent without JavaScript when the email service did not answer in time: the request may have arrived. {email} is the support address.',
  resultUnreadable:
    "The page that tells what stopped a form sent without JavaScript, when it cannot be read just now (the form endpoint's store failing): reload it in a minute. {email} is the support address.",
  filtersNeedScript: 'On the port directory (/ports) when JavaScript is off: above the list of every port, in place of the filters.',
  searchNeedsScript: 'On the site search page (/search) when JavaScript is off: above the list of every page, in place of the search box.',
  pages:
    'Read by screen readers only: their name for the row of page links under a list shown a page at a time (the notices, the case studies).',
  previousPage: 'In that row: the link to the previous page of the list.',
  nextPage: 'In that row: the link to the next page of the list.',
  pageNumber: 'Read by screen readers only: their name for each number in that row; {page} is the number.',
  pageOf:
    "The heading and browser title of the list's second page and after: {title} is the list's, {page} the page's number, {pages} how many.",
  privacyLink: "Beside each form's button: the link to the privacy notice (the footer names the notice by its own title).",
}

/** By page key, section key and the word's name. */
const PLACES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  layout: { interface: INTERFACE },
}

/** Where the word of this page, section and name shows; undefined for one without a line. */
export function whereItShows(page: unknown, section: unknown, name: unknown): string | undefined {
  return PLACES[String(page)]?.[String(section)]?.[String(name)]
}
