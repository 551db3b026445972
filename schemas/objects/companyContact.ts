import { defineField, defineType } from 'sanity'

/**
 * The company's own contact details live once, in the site settings. Page bodies and port
 * contacts refer to them by name, so a change there reaches every page and every PDF.
 */
export const COMPANY_CONTACTS = [
  { title: '24/7 emergency phone', value: 'emergencyPhone' },
  { title: 'Support email', value: 'supportEmail' },
  { title: 'WhatsApp', value: 'whatsappNumber' },
  // The privacy notice's contact for personal data (Site settings › Privacy & analytics).
  { title: 'Grievance officer (privacy)', value: 'grievanceOfficer' },
  { title: 'Grievance email (privacy)', value: 'grievanceEmail' },
] as const
export type CompanyContactName = (typeof COMPANY_CONTACTS)[number]['value']

/** An inline object in rich text: shows the site settings' 24/7 phone, support email, WhatsApp number or grievance officer and email, as a link where it is one. */
export const companyContact = defineType({
  name: 'companyContact',
  title: 'Company phone, email or WhatsApp',
  type: 'object',
  description: 'Shows the number, address or name from Site settings (Contact, Privacy & analytics), so it never goes out of date here.',
  fields: [
    defineField({
      name: 'setting',
      title: 'Show',
      type: 'string',
      options: { list: [...COMPANY_CONTACTS], layout: 'radio' },
      initialValue: 'emergencyPhone',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { setting: 'setting' },
    prepare: ({ setting }) => ({
      title: COMPANY_CONTACTS.find((entry) => entry.value === setting)?.title ?? 'Company phone or email',
      subtitle: 'From Site settings',
    }),
  },
})
