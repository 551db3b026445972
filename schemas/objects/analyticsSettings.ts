import { defineField, defineType } from 'sanity'
import { ANALYTICS_PROVIDERS, analyticsProblem, type AnalyticsProvider } from '../../contract/analytics.ts'

type Parent = { parent?: { provider?: unknown } }
const chosen = (context: Parent): unknown => context.parent?.provider ?? 'none'

/**
 * Which analytics the site loads, and its account's ID (contract/analytics.ts holds the rule and
 * what each provider loads). The build writes the provider's origins into the pages' policy, so a
 * change here reaches visitors with the next build (a publish rebuilds the site).
 */
export const analyticsSettings = defineType({
  name: 'analyticsSettings',
  title: 'Analytics',
  type: 'object',
  fields: [
    defineField({
      name: 'provider',
      title: 'Provider',
      type: 'string',
      description:
        'None loads nothing and asks visitors nothing. Plausible and Umami set no cookies: they count visits without asking. Google Analytics 4 and Tag Manager set cookies: every visitor is asked first (the words are in Page copy › Analytics consent), and nothing is loaded or sent unless they agree.',
      options: {
        list: (Object.keys(ANALYTICS_PROVIDERS) as AnalyticsProvider[]).map((value) => ({
          value,
          title: ANALYTICS_PROVIDERS[value].title,
        })),
        layout: 'radio',
      },
      initialValue: 'none',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'siteId',
      title: 'Site ID',
      type: 'string',
      description:
        'Plausible: the site\'s domain as added in Plausible ("globalsalvage.example"). Umami: the website ID. Google Analytics 4: the measurement ID ("G-…"). Tag Manager: the container ID ("GTM-…").',
      hidden: (context) => chosen(context) === 'none',
      validation: (rule) =>
        rule.custom((_value, context) => {
          const problem = analyticsProblem(context.parent as Parameters<typeof analyticsProblem>[0])
          return problem?.startsWith('Site ID') ? problem.slice('Site ID: '.length) : true
        }),
    }),
    defineField({
      name: 'address',
      title: 'Address of your own server',
      type: 'url',
      description:
        "Only for a Plausible or Umami you host yourself: its address (https://stats.globalsalvage.example). Empty: Plausible's or Umami's own service.",
      hidden: (context) => chosen(context) !== 'plausible' && chosen(context) !== 'umami',
      validation: (rule) =>
        rule.uri({ scheme: ['https', 'http'] }).custom((_value, context) => {
          const problem = analyticsProblem(context.parent as Parameters<typeof analyticsProblem>[0])
          return problem?.startsWith('Address') ? problem.slice(problem.indexOf(': ') + 2) : true
        }),
    }),
  ],
})
