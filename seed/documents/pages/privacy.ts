import { blocks } from '../../blocks.ts'
import { seo } from '../../helpers.ts'

/**
 * The privacy notice (Site settings › Privacy notice): linked from every page's footer and beside each
 * form's button. A draft under India's Digital Personal Data Protection Act, 2023, for the business
 * and its counsel to review before the site goes live (docs/analytics-and-privacy.md).
 */
export const privacy = {
  _id: 'page.privacy',
  _type: 'page',
  title: 'Privacy notice',
  slug: { _type: 'slug', current: 'privacy' },
  seo: seo(
    'Privacy Notice',
    'What Global Salvage India collects through this website and its forms, why, how long it is kept, and how to see, correct or erase it.',
  ),
  blocks: blocks('page.privacy', [
    {
      _type: 'heroBlock',
      eyebrow: 'Draft for review · not yet approved by Global Salvage India',
      heading: 'How we use what you send us',
      lead: 'This notice says what personal data this website collects, why, who handles it for us, how long we keep it, and how you can see, correct or erase it or withdraw your consent, under the Digital Personal Data Protection Act, 2023.',
    },
    {
      _type: 'richTextBlock',
      heading: 'Who we are',
      body: [
        'Global Salvage India, of Mumbai, Maharashtra, decides why and how the personal data described here is processed: under the Act we are its **Data Fiduciary**. Questions about this notice and requests about your data go to {grievanceOfficer}, at {grievanceEmail}.',
        '*This notice is a draft prepared with the website. The periods, the providers named and the grievance contact are proposals for the company and its counsel to confirm before publication.*',
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
        'While you fill in a form, your browser keeps what you typed until it is sent, so that a reload loses nothing; it is never sent to us before you press the button, and it is deleted when the form succeeds or you close the tab. To keep working without a connection, your browser keeps copies of the pages and documents you opened. These stay on your device.',
      ],
    },
    {
      _type: 'richTextBlock',
      heading: 'Analytics',
      body: [
        'If we count visits, we do so without identifying you. A privacy-friendly counter (Plausible or Umami) sets no cookies and keeps no personal data. Google Analytics sets cookies, so it runs only if you agree when the site asks you; until then nothing is sent, and you can change your choice at any time under "Analytics choices" at the foot of every page. We count which pages are visited, which documents are downloaded and how many forms are sent, never what you type in them.',
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
