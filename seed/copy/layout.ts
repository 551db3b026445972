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
            'Without JavaScript, the button opens your email program with everything you typed, addressed to our support desk: press Send there.',
          name: 'noScriptForm',
        },
        {
          title: 'The page is still loading: your request will be sent as soon as it is ready. Nothing you typed is lost.',
          name: 'sendWhenReady',
        },
        {
          title:
            'This page could not finish loading. Nothing you typed is lost: press the button again to send it from your email program.',
          name: 'scriptsFailed',
        },
        // The email-link pages without JavaScript (src/components/EmailLinkPage.tsx).
        {
          title:
            'This page needs JavaScript to read the link from your email. Please turn JavaScript on and open the link again, or write to us.',
          name: 'needsScript',
        },
        // Beside each form's button, to the privacy notice (Site settings › Privacy notice).
        { title: 'How we use what you send', name: 'privacyLink' },
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
  ],
})

// ---------------------------------------------------------------------------
// Printable documents
// ---------------------------------------------------------------------------
