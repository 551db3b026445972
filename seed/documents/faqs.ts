export const faqs = [
  {
    question: 'Which vessels does DGS MSN 05/2025 apply to?',
    answer:
      'Vessels of 300 GT and above calling at Indian ports. They need verified P&I or financial security certificates, with a minimum of three months of cover.',
  },
  {
    question: 'How quickly will I receive the pre-arrival pack?',
    answer:
      'In under 2 hours from a validated submission, typically 30 minutes in business hours. We send it by email and WhatsApp, and our 24/7 desk calls back within 45 minutes if anything is missing.',
  },
  {
    question: 'What does the pack contain?',
    answer:
      'Page 1 covers the vessel, port call and insurance details with four attachments: the club-signed financial security letter (Blue Card / CiOFS reference), a cover note on wreck removal and pollution clauses, a 24/7 contact sheet with Coast Guard liaison and a port SOP checklist. Page 2 gives the harbour master verification steps and the port checklist.',
  },
  {
    question: 'What if the vessel, port or ETA changes after I submit?',
    answer:
      'Tell the desk by WhatsApp or email. We issue revised documents within 1 hour after a change, and the audit log records every version.',
  },
].map((faq, index) => ({
  _id: `faq.portCallCompliance.${index + 1}`,
  _type: 'faq',
  page: 'portCallCompliance',
  order: index + 1,
  ...faq,
}))

/** Questions a page's FAQ section chooses (schemas/blocks/faqBlock.ts): on no fixed page. */
export const chosenFaqs = [
  {
    question: 'Can a ship agent order a pack for a principal?',
    answer:
      'Yes. Partners send the vessel and port call details for their principals; the pack goes to the agent and the owner together, and the desk calls back within 45 minutes if anything is missing.',
  },
  {
    question: 'How does port control verify a club letter?',
    answer:
      "Each pack quotes the Blue Card / CiOFS reference and the validity period, so port control can check the entry in the club's own online vessel search.",
  },
].map((faq, index) => ({ _id: `faq.chosen.${index + 1}`, _type: 'faq', page: 'chosen', order: index + 1, ...faq }))
