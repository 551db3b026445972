import { blocks } from '../../blocks.ts'
import { seo } from '../../helpers.ts'

/**
 * The privacy notice (Site settings › Privacy notice): linked from every page's footer and beside each
 * form's button, under India's Digital Personal Data Protection Act, 2023. What it says the website
 * collects and keeps is checked against what the site does (tests/unit/privacy-notice.test.ts); the
 * business and its counsel review it before the site goes live (docs/analytics-and-privacy.md).
 */
export const privacy = {
  _id: 'page.privacy',
  _type: 'page',
  title: 'Privacy notice',
  slug: { _type: 'slug', current: 'privacy' },
  updatedOn: '2026-11-26',
  seo: seo(
    'Privacy Notice',
    'What Global Salvage India collects through this website and its forms, why, how long it is kept, and how to see, correct or erase it.',
  ),
  blocks: blocks('page.privacy', [
    {
      _type: 'heroBlock',
      eyebrow: 'Privacy · Digital Personal Data Protection Act, 2023',
      heading: 'How we use what you send us',
      lead: 'This notice says what personal data this website collects, why, who handles it for us, how long we keep it, and how you can see, correct or erase it or withdraw your consent, under the Digital Personal Data Protection Act, 2023.',
    },
    {
      _type: 'richTextBlock',
      heading: 'Who we are',
      body: [
        'Global Salvage India, of Mumbai, Maharashtra, decides why and how the personal data described here is processed: under the Act we are its **Data Fiduciary**. Questions about this notice and requests about your data go to {grievanceOfficer}, at {grievanceEmail}.',
      ],
    },
    {
      _type: 'richTextBlock',
      heading: 'What each form collects, and why',
      body: [
        '### Pre-arrival letter request',
        'The vessel name, IMO number, port of call, ETA, agent or company and your email address, and, if you give them, a phone number and notes. We use them to prepare the pre-arrival financial security pack you ask for and to contact you about it. We process them because you send them to us for that purpose (your consent, given by sending the form).',
        '### Fleet quote request',
        'Your company name, your name, email address and phone number, the size of your fleet, your annual port calls and, if you write one, your message. We use them to prepare your quote, reply within 24 hours and follow up on it.',
        '### Newsletter sign-up',
        'Your email address, and which updates you want (compliance, emergency response, insights). We use it to send the updates you chose, only after you confirm your address from the email we send, and to keep your choices.',
        '### What the website keeps in your own browser',
        "While you fill in a form, your browser keeps what you typed in that tab, so that a reload loses nothing; none of it is sent to us before you press the form's button, and it is deleted when the form succeeds or when you close the tab. After a pre-arrival request, **Download PDF Now** hands the vessel's details to the filled-in compliance pack in the same tab, which deletes them from your browser as it opens. If the website asks you about analytics, your answer is kept in your browser until you change it. To keep working without a connection, your browser keeps copies of the pages and documents you opened, never a page showing what you typed nor a page opened from one of our emails. All of this stays on your device.",
        '### If your browser runs no scripts',
        "A form sent without JavaScript goes to our website's server. If it cannot be delivered, what you typed is kept there for one hour, so that the page telling you can show it back to you, and is then deleted. To stop a form being sent over and over, the server keeps for one hour a keyed fingerprint of the address your request came from and of each request, never the address or what you typed. The page that shows it back sets one cookie, named gsi_result, for that one page only and for one hour: it holds a random code so that only the browser that sent the form is shown what you typed, and is not used for anything else.",
      ],
    },
    {
      _type: 'richTextBlock',
      heading: 'Analytics',
      body: [
        "If we count visits, we do so without identifying you. We count which pages are visited, named by their address without anything you searched for or typed and without the reference of a form's result; which documents are downloaded; and which forms are sent, with the port chosen for a pre-arrival letter and the fleet size chosen for a quote, from the forms' own lists. Never what you type in a form, your name, your vessel or your email address.",
        'When you use the site search, we count each search you settle on: its words, with any email address, phone number or number of six digits or more removed, how many results it found, and which result you opened, if any. This tells us what the search could not find, so that we can make it find it.',
        'A privacy-friendly counter (Plausible or Umami) sets no cookies and keeps no personal data. Google Analytics sets cookies, so it runs only if you agree when the site asks you; until then nothing of it is loaded and nothing is sent, and you can change your choice at any time under "Analytics choices" at the foot of every page.',
      ],
    },
    {
      _type: 'richTextBlock',
      heading: 'Who handles it for us',
      body: [
        'Our email service (the email-manager) receives what each form sends, delivers it to our support desk and sends you the emails you asked for. It acts as our **Data Processor**, on our instructions and under a contract, and uses the data for nothing else. Our hosting provider serves the website and keeps technical logs (the address your request came from, your browser) to keep the site secure. Where these providers process data outside India, they do so as the Act allows.',
        'We do not sell your data, and we share it with no one else unless the law requires it.',
      ],
    },
    {
      _type: 'richTextBlock',
      heading: 'How long we keep it',
      body: [
        '- Requests that lead to business with us: for the duration of that business and then as long as Indian law requires us to keep commercial records (usually 8 years).',
        '- Requests that do not lead to business: deleted 24 months after our last exchange with you.',
        '- Newsletter: until you unsubscribe. We then keep only your address on a list of people not to write to, so that you are never added again by mistake.',
        '- Technical logs: one year, as the Digital Personal Data Protection Rules, 2025 require.',
      ],
    },
    {
      _type: 'richTextBlock',
      heading: 'Your rights, and withdrawing your consent',
      body: [
        'You may ask us for a summary of the personal data we hold about you and what we do with it, and ask us to correct, complete, update or erase it. You may also name another person to exercise these rights for you should you be unable to. Write to {grievanceEmail}: we reply within 90 days, usually much sooner.',
        'You may withdraw your consent at any time, as easily as you gave it: every email we send has an **Unsubscribe** link and a **Manage preferences** link (the email preferences page), and you can also write to us. Withdrawing stops what we do from then on; it does not undo what was done before.',
      ],
    },
    {
      _type: 'richTextBlock',
      heading: 'Complaints',
      body: [
        'If something is wrong, write first to {grievanceOfficer}, at {grievanceEmail}. If our answer does not resolve it, you may complain to the Data Protection Board of India.',
        'This website is meant for businesses in shipping, not for children: we do not knowingly collect data about anyone under 18.',
      ],
    },
  ]),
}
