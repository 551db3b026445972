/**
 * The pages a form sent without JavaScript leads to (contract/forms.ts; the endpoint is
 * server/form-endpoint.ts), prerendered for each form:
 * - /forms/<form>/sent: the form's own success words (the pre-arrival form's and the fleet quote's
 *   success sections, the newsletter's message of the spec), and the way on;
 * - /forms/<form>/problem: the form's name, and an empty place the endpoint fills with what stopped
 *   the request (each field's message, the send limit, or the spec's failure banner with the other
 *   ways to send, or the request shown back before it is sent). The endpoint reads the words it
 *   fills it with from the page itself (`form-words`, data, never run: `formWords`), so they are the
 *   CMS's, as built, the selects' choices among them. Never linked, kept out of search engines.
 * The endpoint answers a post it shows back at its own address, /forms/send/<form>, and shows a
 * result at /forms/<form>/problem/<id>: those pages hydrate as the form's problem page (`formPageOf`),
 * their filled place and their title (the request shown back: "Not sent yet: …", the CMS's
 * `notSentYetTitle`; a request not sent: "Not sent: …", `notSentTitle`) left as the endpoint wrote them.
 */
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { cmsLinks } from '~/components/NotFound'
import { section, titleOf, type CopySection } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { plainText } from '~/content/plain-text'
import { loadContent, useContent } from '~/content/snapshot'
import { useSiteSettings, useWord, withoutStega, type SiteSettings } from '~/content/site'
import type { FORM_PAGES_QUERY_RESULT } from '~/content/sanity.types'
import { NEWSLETTER_FAILED, NEWSLETTER_NETWORK, NEWSLETTER_SUCCESS, submitFailed } from '~/forms/messages'
import {
  ENDPOINT_ONLY_WORDS,
  FORM_PAGE_WORDS,
  FORMS,
  formBySlug,
  portChoices,
  portLayout,
  type EndpointOnlyWord,
  type FormName,
  type FormPageWord,
  type FormWords,
  type PortCoast,
  type PortOnCoast,
} from '../../contract/forms.ts'
import type { Route } from './+types/forms'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('FORM_PAGES_QUERY')

export async function loader() {
  return { copy: await loadContent(query()) }
}

/** Each form's copy: its form's section (words, fields, button) and its success section (the newsletter's: the spec's message). */
export function formSections(
  pages: Pick<FORM_PAGES_QUERY_RESULT, 'preArrival' | 'fleetQuote'>,
  layout: SiteSettings['layout'],
): Record<FormName, { form: CopySection; success?: CopySection }> {
  const { preArrival, fleetQuote } = pages
  return {
    preArrival: { form: section(preArrival, 'form'), success: section(preArrival, 'success') },
    fleetQuote: { form: section(fleetQuote, 'quote'), success: section(fleetQuote, 'quote-success') },
    newsletter: { form: section(layout, 'newsletter') },
  }
}

/**
 * The words the endpoint fills a problem page with (contract/forms.ts FormWords; server/form-result.ts
 * reads them): the form's heading, button and fields (labels, messages, a select's choices as the
 * form offers them), the support contacts, the interface words of FORM_PAGE_WORDS and the spec's
 * messages. `word` reads the layout copy's interface words as every page's data carries them; those
 * only the endpoint's pages say (ENDPOINT_ONLY_WORDS, which that data leaves out: src/root.tsx) are
 * the page's own (`endpointWords`, FORM_PAGES_QUERY's).
 */
export function formWords(
  form: FormName,
  words: CopySection,
  settings: { supportEmail?: string | null; whatsappNumber?: string | null },
  word: (name: Exclude<FormPageWord, EndpointOnlyWord>) => string,
  {
    endpointWords,
    ...ports
  }: {
    ports?: readonly PortOnCoast[]
    coasts?: readonly PortCoast[]
    endpointWords?: ReadonlyArray<{ name: string | null; title: string | null }> | null
  } = {},
): FormWords {
  const said = (name: FormPageWord) =>
    (ENDPOINT_ONLY_WORDS as readonly FormPageWord[]).includes(name)
      ? (endpointWords?.find((item) => item.name === name)?.title ?? '')
      : word(name as Exclude<FormPageWord, EndpointOnlyWord>)
  const supportEmail = withoutStega(settings.supportEmail)
  return {
    form,
    heading: words.heading ?? '',
    submit: titleOf(words, 'submit'),
    supportEmail,
    whatsappNumber: withoutStega(settings.whatsappNumber),
    fields: FORMS[form].fields.map((spec) => {
      const field = words.fields?.find((entry) => entry.name === spec.name)
      // The ports by coast, as the form lays them out (the request shown back shows the same groups).
      const layout = spec.name === 'port' ? portLayout(ports.ports, ports.coasts, field?.options ?? []) : undefined
      const options = layout ? portChoices(layout) : (field?.options ?? [])
      return {
        name: spec.name,
        label: field?.label ?? spec.name,
        required: field?.requiredMessage ?? '',
        invalid: field?.invalidMessage ?? field?.requiredMessage ?? '',
        ...(spec.kind === 'select' ? { options, hint: field?.hint ?? '', ...(layout?.groups.length && { groups: layout.groups }) } : {}),
      }
    }),
    words: Object.fromEntries(FORM_PAGE_WORDS.map((name) => [name, said(name)])) as FormWords['words'],
    messages: { failed: submitFailed(supportEmail), newsletterFailed: NEWSLETTER_FAILED, newsletterNetwork: NEWSLETTER_NETWORK },
  }
}

/**
 * The form a page address names: /forms/<form>/sent, /forms/<form>/problem[/<id>], and the endpoint's
 * own address, /forms/send/<form>, where it answers a post with the problem page (the request shown
 * back before it is sent). `atEndpoint`: a page only the endpoint serves (never prerendered), the
 * request shown back or a result's page (with its id).
 */
export function formPageOf(splat: string) {
  const [first, second, id] = splat.split('/')
  return first === 'send'
    ? { form: formBySlug(second) ?? 'newsletter', kind: 'problem', atEndpoint: true }
    : { form: formBySlug(first) ?? 'newsletter', kind: second, atEndpoint: Boolean(id) }
}

export default function FormPage({ loaderData }: Route.ComponentProps) {
  const { preArrival, fleetQuote, ports, coasts, endpointWords } = useContent(query(), loaderData.copy)
  const settings = useSiteSettings()
  const word = useWord()
  const { form, kind, atEndpoint } = formPageOf(useParams()['*'] ?? '')
  const { form: words, success } = formSections({ preArrival, fleetQuote }, settings.layout)[form]
  const heading = (kind === 'sent' && success?.heading) || words.heading || ''
  // The endpoint's own answers (never prerendered, only ever hydrated): the title each was served with stays.
  const [served] = useState(() => (atEndpoint && typeof document !== 'undefined' ? document.title : undefined))
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

  const data = formWords(form, words, settings, word, { ports, coasts, endpointWords })
  return (
    <section className="section" aria-labelledby="page-title">
      <Seo title={served || heading} description={description} noindex />
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
