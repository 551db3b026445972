/**
 * The pages a form sent without JavaScript leads to (contract/forms.ts; the endpoint is
 * tools/build/form-endpoint.ts), prerendered for each form:
 * - /forms/<form>/sent: the form's own success words (the pre-arrival form's and the fleet quote's
 *   success sections, the newsletter's message of the spec), and the way on;
 * - /forms/<form>/problem: the form's name, and an empty place the endpoint fills with what stopped
 *   the request (each field's message, the send limit, or the spec's failure banner with the other
 *   ways to send). The endpoint reads the words it fills it with from the page itself (`form-words`,
 *   data, never run), so they are the CMS's, as built. Never linked, kept out of search engines.
 */
import { Link, useParams } from 'react-router'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { cmsLinks } from '~/components/NotFound'
import { section, titleOf, type CopySection } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { plainText } from '~/content/plain-text'
import { loadContent, useContent } from '~/content/snapshot'
import { useSiteSettings, useWord, withoutStega } from '~/content/site'
import { NEWSLETTER_SUCCESS } from '~/forms/messages'
import { FORMS, formBySlug, type FormName } from '../../contract/forms.ts'
import type { Route } from './+types/forms'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('FORM_PAGES_QUERY')

export async function loader() {
  return { copy: await loadContent(query()) }
}

/** The words the endpoint fills a problem page with (tools/build/form-result.ts reads them). */
export type FormWords = {
  form: FormName
  heading: string
  supportEmail: string
  whatsappNumber: string
  fields: Array<{ name: string; label: string; required: string; invalid: string }>
  words: Record<string, string>
}

/** The interface words (layout copy) a problem page may need. */
const WORDS = [
  'errorSummary',
  'tooLong',
  'goBack',
  'sendLimit',
  'sendLimitTime',
  'sendAnotherWay',
  'emailIt',
  'whatsappIt',
  'requestText',
  'mailSubject',
  'pasteNoteManual',
] as const

export default function FormPage({ loaderData }: Route.ComponentProps) {
  const { preArrival, fleetQuote } = useContent(query(), loaderData.copy)
  const settings = useSiteSettings()
  const word = useWord()
  const [slug, kind] = (useParams()['*'] ?? '').split('/')
  const form = formBySlug(slug) ?? 'newsletter'
  const newsletter = section(settings.layout, 'newsletter')
  const copy: Record<FormName, { form: CopySection; success?: CopySection }> = {
    preArrival: { form: section(preArrival, 'form'), success: section(preArrival, 'success') },
    fleetQuote: { form: section(fleetQuote, 'quote'), success: section(fleetQuote, 'quote-success') },
    newsletter: { form: newsletter },
  }
  const { form: words, success } = copy[form]
  const heading = (kind === 'sent' && success?.heading) || words.heading || ''
  // What a shared link says of the page: the form's success words once sent, else the form's own (the CMS's).
  const description = plainText((kind === 'sent' && success?.body?.length ? success : words).body, settings).replace(/\s+/g, ' ')

  if (kind === 'sent') {
    const links =
      form === 'preArrival'
        ? [{ to: '/port-call-compliance', label: titleOf(section(preArrival, 'success'), 'reset') }]
        : form === 'fleetQuote'
          ? cmsLinks(success?.items)
          : [{ to: '/', label: word('returnHome') }]
    return (
      <section className="section" aria-labelledby="page-title">
        <Seo title={heading} description={description} noindex />
        <div className="container narrow form-success">
          <h1 id="page-title" className="form-success-title">
            {heading}
          </h1>
          {success ? <RichText value={success.body} /> : <p>{NEWSLETTER_SUCCESS}</p>}
          <div className="form-actions">
            {links.map((link, index) => (
              <Link key={link.to} to={link.to} className={`button ${index === 0 ? 'button-primary' : 'button-light'}`}>
                {link.label}
              </Link>
            ))}
          </div>
        </div>
      </section>
    )
  }

  const data: FormWords = {
    form,
    heading: words.heading ?? '',
    supportEmail: withoutStega(settings.supportEmail),
    whatsappNumber: withoutStega(settings.whatsappNumber),
    fields: FORMS[form].fields.map((spec) => {
      const field = words.fields?.find((entry) => entry.name === spec.name)
      return {
        name: spec.name,
        label: field?.label ?? spec.name,
        required: field?.requiredMessage ?? '',
        invalid: field?.invalidMessage ?? field?.requiredMessage ?? '',
      }
    }),
    words: Object.fromEntries(WORDS.map((name) => [name, word(name)])),
  }
  return (
    <section className="section" aria-labelledby="page-title">
      <Seo title={heading} description={description} noindex />
      <div className="container narrow">
        <h1 id="page-title">{heading}</h1>
        {/* Filled by the form endpoint with what stopped the request; left as built by hydration. */}
        <div data-form-result="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
        <script
          type="application/json"
          id="form-words"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      </div>
    </section>
  )
}
