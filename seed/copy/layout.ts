import { section } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const layout = pageCopy({
  key: 'layout',
  sections: [
    section('header-nav', {
      items: [
        { title: 'Home', href: '/' },
        { title: 'Port-Call Compliance', href: '/port-call-compliance' },
        { title: 'Fleet Retainer', href: '/fleet-retainer' },
        { title: 'Salvage & OSR', href: '/response/salvage-osr' },
        { title: 'Contact', href: '/contact' },
        { title: 'Request Fleet Quote', href: '/fleet-retainer#quote', name: 'button' },
      ],
    }),
    section('company-menu', {
      heading: 'Company',
      items: [
        { title: 'About Us', href: '/about' },
        { title: 'Leadership', href: '/management' },
      ],
    }),
    section('emergency-bar', {
      heading: '24/7 Emergency',
      items: [
        { title: 'Call', icon: 'phone', name: 'emergencyPhone' },
        { title: 'WhatsApp', icon: 'whatsapp', name: 'whatsappNumber' },
        { title: 'Email', icon: 'mail', name: 'supportEmail' },
      ],
    }),
    section('mobile-bar', {
      items: [
        { name: 'call', title: 'Call 24/7', icon: 'phone' },
        { name: 'whatsapp', title: 'WhatsApp', icon: 'whatsapp' },
        { name: 'email', title: 'Email', icon: 'mail' },
      ],
    }),
    section('footer-services', {
      heading: 'Services',
      items: [
        { title: 'Port-Call Compliance', href: '/port-call-compliance' },
        { title: 'Fleet Retainer', href: '/fleet-retainer' },
        { title: 'Financial Security', href: '/insurance/financial-security' },
        { title: 'Salvage & OSR', href: '/response/salvage-osr' },
      ],
    }),
    section('footer-ports', { heading: 'Ports', items: [{ title: 'All ports', href: '/ports' }] }),
    section('footer-resources', {
      heading: 'Resources',
      items: [
        { title: 'Case Studies', href: '/case-studies' },
        { title: 'Notices & Insights', href: '/notices' },
        { title: 'Notices feed (Atom)', href: '/notices/feed.xml' },
        { title: 'About Us', href: '/about' },
        { title: 'Leadership', href: '/management' },
        { title: 'Partner Portal', internal: 'page.agents-partner' },
        { title: 'Insurers Hub', internal: 'page.insurers-hub' },
        { title: 'Contact', href: '/contact' },
      ],
    }),
    section('footer-downloads', {
      heading: 'Downloads',
      items: [
        // The spec's two downloads: the DGS compliance summary and the evidence pack.
        { name: 'complianceSummary', title: 'DGS Compliance Summary (PDF)' },
        { name: 'evidencePack', title: 'Financial Security Evidence Pack (PDF)' },
      ],
    }),
    section('newsletter', {
      heading: 'Compliance & response updates',
      body: ['DGS notices, port changes and response alerts. No spam; unsubscribe at any time.'],
      // The field's hint is the text inside the empty field. The messages after a request are the spec's, in code.
      fields: [
        {
          name: 'email',
          label: 'Email address',
          hint: 'Your email address',
          requiredMessage: 'Please enter your email address',
          invalidMessage: 'Please enter a valid email address',
        },
      ],
      items: [
        { title: 'Subscribe', name: 'submit' },
        { title: 'Subscribing...', name: 'submitting' },
      ],
    }),
    section('copyright', { note: '© {year} Global Salvage India. All rights reserved.' }),
    // The column headings of the site's tables, one per column name (meta), wherever it appears.
    section('table-headings', {
      items: [
        { title: 'Service', name: 'service' },
        { title: 'Commitment', name: 'commitment' },
        { title: 'Penalty', name: 'penalty' },
        { title: 'Escalation', name: 'escalation' },
        { title: 'Zone', name: 'zone' },
        { title: 'Ports', name: 'ports' },
        { title: 'Response time', name: 'responseTime' },
        { title: 'Assets', name: 'assets' },
        { title: 'Clause', name: 'clause' },
        { title: 'Requirement', name: 'requirement' },
        { title: 'Our delivery', name: 'delivery' },
        { title: 'Verification', name: 'verification' },
      ],
    }),
    // The printable documents' frame: their toolbar and the labels of their header details.
    section('document-labels', {
      items: [
        { title: 'Print', name: 'print' },
        { title: 'Download PDF', name: 'downloadPdf' },
        { title: 'Save filled pack as PDF', name: 'saveFilledPdf' },
        { title: 'Blank template (PDF)', name: 'blankPdf' },
        { title: 'Document actions', name: 'toolbar' },
        { title: 'Document ID', name: 'documentId' },
        { title: 'Version', name: 'version' },
        { title: 'Date', name: 'date' },
        { title: 'Issued to', name: 'audience' },
      ],
    }),
    // Words of the site's frame, many heard only with a screen reader.
    section('interface', {
      items: [
        { title: 'Skip to content', name: 'skip' },
        { title: 'Main', name: 'mainNav' },
        { title: 'Menu', name: 'menu' },
        { title: 'Close', name: 'close' },
        { title: 'Quick contact', name: 'quickContact' },
        { title: 'Newsletter', name: 'newsletter' },
        { title: 'Office', name: 'office' },
        { title: '(opens in a new tab)', name: 'newTab' },
        { title: 'Highlights', name: 'highlights' },
        { title: 'Key figures', name: 'keyFigures' },
        { title: 'Focus', name: 'focus' },
        { title: 'There is a problem', name: 'errorSummary' },
        { title: 'Error:', name: 'fieldError' },
        { title: 'Return to the home page', name: 'returnHome' },
        { title: '{brandName}, home', name: 'brandHome' },
        // A form field's value over its limit (contract/email-manager.ts): {label}, {max}, and {count} typed.
        { title: '{label}: at most {max} characters, please shorten it (now {count}).', name: 'tooLong' },
        // A request form that could not send: the ways forward under the failure message (src/forms/fallback.tsx).
        // Under the spec's failure message when the browser is offline (nothing was sent).
        { title: 'You appear to be offline: your request has not been sent.', name: 'offline' },
        // Instead of the failure message once a form has sent its most requests in an hour from one tab (src/forms/guard.tsx): {time}, {email}.
        {
          title:
            'This form has sent all the requests it can from this page for now. You can send again at {time}, or write to us at {email}.',
          name: 'sendLimit',
        },
        // The {time} of sendLimit on the page a form sent without JavaScript leads to: the server knows no visitor's clock, so India's.
        { title: '{time} (India time)', name: 'sendLimitTime' },
        { title: 'Nothing you typed is lost. Send the same request another way:', name: 'sendAnotherWay' },
        { title: 'Email it to us', name: 'emailIt' },
        { title: 'Send on WhatsApp', name: 'whatsappIt' },
        { title: 'Copy the request', name: 'copyIt' },
        { title: 'Copied. Paste it into an email or a message to us.', name: 'copied' },
        { title: 'Copying did not work in this browser. Select the text below and copy it.', name: 'copyFailed' },
        { title: 'Paste the request here: it was too long for a link and is on your clipboard.', name: 'pasteNote' },
        // The same, when copying did not work: the visitor copies the request from the page by hand.
        { title: 'Paste the request here: it was too long for a link. Copy it from the box on our page first.', name: 'pasteNoteManual' },
        // The box holding the request to copy by hand.
        { title: 'Your request, to copy', name: 'requestText' },
        { title: '{form} (sent another way from the website)', name: 'mailSubject' },
        // Above a page shown with no connection, from the copy the browser kept (src/offline/).
        { title: 'No connection: this is the copy of this page saved on {date}. Calls and WhatsApp still work.', name: 'offlineCopy' },
        // A form before its script runs, or without it (src/forms/early.tsx): its Submit opens the visitor's mail program.
        {
          title:
            'Without JavaScript, the button sends your request through our website as it is; the next page says whether it went through.',
          name: 'noScriptForm',
        },
        {
          title: 'The page is still loading: your request will be checked and sent as soon as it is ready. Nothing you typed is lost.',
          name: 'sendWhenReady',
        },
        {
          title:
            'This page could not finish loading. Nothing you typed is lost: press the button again to send it through our website as it is.',
          name: 'scriptsFailed',
        },
        // The email-link pages without JavaScript (src/components/EmailLinkPage.tsx).
        {
          title:
            'This page needs JavaScript to read the link from your email. Please turn JavaScript on and open the link again, or write to us.',
          name: 'needsScript',
        },
        // A form sent without JavaScript that the site's form endpoint refused (src/routes/forms.tsx): under each field's message.
        {
          title: "Nothing was sent. Use your browser's Back button to return to the form: everything you typed is still there.",
          name: 'goBack',
        },
        // Without JavaScript, the port directory's filters (/ports) and the search box (/search), which need it.
        { title: 'Narrowing the list needs JavaScript. Every port is listed below, by coast:', name: 'filtersNeedScript' },
        { title: 'Searching needs JavaScript. Every page of the site is listed below, by kind.', name: 'searchNeedsScript' },
        // The pager of a list shown a page at a time (the notices, the case studies).
        { title: 'Pages', name: 'pages' },
        { title: 'Previous', name: 'previousPage' },
        { title: 'Next', name: 'nextPage' },
        { title: 'Page {page}', name: 'pageNumber' },
        // A further page's heading and title: {title} the list's, {page} and {pages} its number and how many.
        { title: '{title}, page {page} of {pages}', name: 'pageOf' },
        // Beside each form's button, to the privacy notice (Site settings › Privacy notice).
        { title: 'How we use what you send', name: 'privacyLink' },
        // A one-line field holding a line break, a tab or another control character (pasted, or posted by a script): {label}.
        {
          title: '{label}: this field takes one line of plain text. Please remove the line break, tab or other hidden character from it.',
          name: 'controlCharacter',
        },
        // Above a request the site's form endpoint shows back before sending it (the page it came from could not vouch for it).
        { title: 'Your request has not been sent yet. Please check it and press the button below to send it.', name: 'notSentYet' },
        // That page's browser title, and the name of the form it shows: {form} is the form's heading.
        { title: 'Not sent yet: {form}', name: 'notSentYetTitle' },
        // The browser title of a page saying a request was not sent (refused, past the limit, failed, from another site): {form} is the form's heading.
        { title: 'Not sent: {form}', name: 'notSentTitle' },
        // A date field holding a day that does not exist (31 February); one holding a year the forms do not take ({from} to {to}).
        { title: '{label}: that day does not exist. Check the day and the month.', name: 'noSuchDate' },
        { title: '{label}: enter a date between 1 January {from} and 31 December {to}.', name: 'dateRange' },
        // A form posted to the site's form endpoint from a page of another site (a copy of the page elsewhere): nothing was sent.
        {
          title:
            'Nothing was sent: this form came from a copy of our page on another site. Please open the form on our own website and send it from there.',
          name: 'otherSite',
        },
        // A request the email-manager did not answer in time, sent without JavaScript: it may have arrived. {email}: the support address.
        {
          title:
            'We could not confirm your request reached us, though it may well have. Please do not send it again; if you hear nothing, write to {email}.',
          name: 'unconfirmed',
        },
        // The page of what stopped a request sent without JavaScript, when it cannot be read just now
        // (the form endpoint's store failing; it is kept for an hour). {email}: the support address.
        { title: 'We cannot show this page just now. Please reload it in a minute, or write to {email}.', name: 'resultUnreadable' },
        // At the foot of a page with a "Last updated" date (Pages › Last updated): {date} is that day.
        { title: 'Last updated: {date}', name: 'lastUpdated' },
      ],
    }),
    // What a page shows when it failed to render.
    section('error-page', {
      heading: 'Something went wrong',
      note: 'This page could not be shown. Please try again, or call our 24/7 desk.',
    }),
    // The site search's name (src/search/): the header's link, and the box and dialog it opens; the box's
    // other words are the /search page copy's (seed/copy/search.ts).
    section('search', { items: [{ title: 'Search', name: 'search' }] }),
    // What this device keeps for offline (src/offline/). The heading and note: the page shown, with no
    // connection, for a page this device has not kept, above the pages it keeps (named by the /search
    // page copy's "kept").
    section('offline', {
      heading: 'No connection',
      note: 'This page is not kept on this device. Our 24/7 desk is a call away: the numbers at the top of this page work without a connection.',
      items: [
        // The button on the contact page and the printable documents: {count} and {size} (kB or MB) measured by the build.
        { title: 'Keep for offline: {count} documents, {size}', name: 'keepDocuments' },
        // The same on the contact page and the ports' pages, for the port guides.
        { title: 'Keep for offline: {count} port guides, {size}', name: 'keepPorts' },
        { title: 'Keeping them on this device…', name: 'keeping' },
        { title: 'Kept on this device for offline: {count} documents, {size}.', name: 'keptDocuments' },
        { title: 'Kept on this device for offline: {count} port guides, {size}.', name: 'keptPorts' },
        { title: 'Not all of them could be kept: check the connection and try again.', name: 'keepFailed' },
        // The same button once this device keeps them all: a click fetches them again, at most {size}.
        { title: 'Kept for offline: {count} documents. Update them, up to {size}', name: 'updateDocuments' },
        { title: 'Kept for offline: {count} port guides. Update them, up to {size}', name: 'updatePorts' },
        // After the note above a kept page shown with no connection, when it was kept before the site last changed.
        {
          title: 'The site has changed since: the emergency contacts shown are the current ones, the rest of this copy may be out of date.',
          name: 'olderCopy',
        },
      ],
    }),
  ],
})

// ---------------------------------------------------------------------------
// Printable documents
// ---------------------------------------------------------------------------
