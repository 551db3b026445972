import { defineArrayMember, defineField, defineType } from 'sanity'
import { atMost, imageField, matches, phoneProblem, TITLE_MAX } from '../shared.ts'

/** Singleton: the document _id is "siteSettings". */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'trust', title: 'Badges & metrics' },
    { name: 'lists', title: 'Featured & lists' },
    { name: 'seo', title: 'SEO' },
    { name: 'privacy', title: 'Privacy & analytics' },
  ],
  fields: [
    defineField({
      name: 'brandName',
      title: 'Brand name',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().custom(atMost(60)),
    }),
    defineField({
      name: 'footerTagline',
      title: 'Footer tagline',
      type: 'text',
      rows: 2,
      group: 'brand',
      validation: (rule) => rule.required().custom(atMost(200)),
    }),
    defineField({
      name: 'emergencyPhone',
      title: '24/7 emergency phone',
      type: 'string',
      group: 'contact',
      description: 'As displayed, e.g. "+91 22 6000 2400". Links use the digits.',
      validation: (rule) => rule.required().custom(phoneProblem),
    }),
    defineField({
      name: 'supportEmail',
      title: 'Support email',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'whatsappNumber',
      title: 'WhatsApp number',
      type: 'string',
      group: 'contact',
      description: 'Digits only with country code, no "+" or spaces (e.g. 919800000000). Used in https://wa.me/…',
      validation: (rule) =>
        rule.required().custom(matches(/^\d{10,15}$/, 'Write 10 to 15 digits with the country code, no "+" or spaces, e.g. 919820002400')),
    }),
    defineField({
      name: 'officeLocation',
      title: 'Office location',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().custom(atMost(80)),
    }),
    defineField({
      name: 'badges',
      title: 'Badges',
      type: 'array',
      group: 'trust',
      of: [defineArrayMember({ type: 'badge' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'metrics',
      title: 'Metrics',
      type: 'array',
      group: 'trust',
      of: [defineArrayMember({ type: 'metric' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'featuredPorts',
      title: 'Featured ports',
      type: 'array',
      group: 'lists',
      description:
        'The ports the footer and each port page link to, in this order (the home and salvage pages link the ports each coverage zone lists). Every port has its own page and is listed in the port directory (/ports) whether featured or not.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'port' }] })],
      validation: (rule) => rule.required().min(1).max(12).unique(),
    }),
    defineField({
      name: 'caseStudiesPerPage',
      title: 'Case studies per page',
      type: 'number',
      group: 'lists',
      description:
        'How many case studies /case-studies shows; more go to further pages (/case-studies/page/2 and on), each in the sitemap. The home page shows the first three.',
      validation: (rule) => rule.required().integer().min(1).max(24),
    }),
    defineField({
      name: 'noticesPerPage',
      title: 'Notices per page',
      type: 'number',
      group: 'lists',
      description:
        "How many notices /notices and each topic's list show, newest first; more go to further pages (/notices/page/2 and on), each in the sitemap.",
      validation: (rule) => rule.required().integer().min(1).max(50),
    }),
    defineField({
      name: 'latestNotices',
      title: 'Latest notices shown',
      type: 'number',
      group: 'lists',
      description: 'How many of the newest notices the home page shows, and each port page of those that name the port.',
      validation: (rule) => rule.required().integer().min(1).max(12),
    }),
    defineField({
      name: 'seoTitle',
      title: 'Default page title',
      type: 'string',
      group: 'seo',
      description: 'The browser title of a page that names none of its own; a page whose title is this one gets no brand name after it.',
      validation: (rule) => [
        rule.required(),
        rule.custom(atMost(TITLE_MAX)).warning(`Titles longer than ${TITLE_MAX} characters are cut off in search results`),
      ],
    }),
    defineField({
      name: 'siteUrl',
      title: 'Site URL',
      type: 'url',
      group: 'seo',
      description: 'Canonical origin, https, without a trailing slash (e.g. https://www.example.com).',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https'] })
          .custom((value) => (typeof value === 'string' && value.endsWith('/') ? 'Remove the trailing slash' : true)),
    }),
    defineField({
      name: 'privacyNotice',
      title: 'Privacy notice',
      type: 'reference',
      to: [{ type: 'page' }],
      group: 'privacy',
      description:
        'The page that says what the site collects and why: linked from the foot of every page and beside the button of each form ("How we use what you send", in Page copy › Header, footer and newsletter › Privacy).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'grievanceOfficer',
      title: 'Grievance officer',
      type: 'string',
      group: 'privacy',
      description:
        'Whom visitors write to about their personal data (the Digital Personal Data Protection Act, 2023): a name and role, e.g. "Kavita Menon, Grievance Officer". Insert it in a text with "Company phone, email or WhatsApp".',
      validation: (rule) => rule.required().custom(atMost(120)),
    }),
    defineField({
      name: 'grievanceEmail',
      title: 'Grievance email',
      type: 'string',
      group: 'privacy',
      description:
        'The address for requests to see, correct or erase personal data, and for complaints. Inserted in texts as the officer is.',
      validation: (rule) => rule.required().email(),
    }),
    defineField({ name: 'analytics', title: 'Analytics', type: 'analyticsSettings', group: 'privacy' }),
    imageField({
      name: 'ogImage',
      title: 'Social sharing image',
      group: 'seo',
      description:
        "Shown when a link to a page kept out of search engines is shared (the Not Found page, the subscribers' email pages). Every other page shares a picture drawn from its own title and facts, or the picture set in its own SEO tab. 1200×630 works best.",
    }),
  ],
  preview: {
    select: { title: 'brandName', subtitle: 'siteUrl', media: 'ogImage' },
    prepare: ({ title, subtitle, media }) => ({ title: title || 'Site settings', subtitle, media }),
  },
})
