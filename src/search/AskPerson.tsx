import { Link } from 'react-router'
import { NewTab } from '~/components/NewTab'
import { fill } from '~/content/copy'
import { telHref, useSiteSettings, whatsappHref } from '~/content/site'
import { searchWordsOf, type SearchCopy } from './words'

/** The contact page: every way to reach the desk (contract/routes.ts). */
const CONTACT_PAGE = '/contact'

/**
 * The way to ask a person, beside a search whose answer may not be what the visitor came for (weak.ts:
 * nothing found, or no page holds every word) or that could not be made (offline): the 24/7 desk's
 * phone and WhatsApp from Site settings, and the contact page, in the search box's words ("ask",
 * "askCall", "askWhatsApp", "askContact"). Plain links, so they work offline too: a call and WhatsApp
 * need no page, and the worker keeps the contact page from its install.
 */
export function AskPerson({ copy, id, onNavigate }: { copy: SearchCopy; id: string; onNavigate?: () => void }) {
  const word = searchWordsOf(copy)
  const settings = useSiteSettings()
  const call = telHref(settings.emergencyPhone)
  const whatsapp = whatsappHref(settings.whatsappNumber)
  return (
    <section aria-labelledby={`${id}-ask`} className="search-ask">
      <h2 id={`${id}-ask`} className="h3">
        {word('ask')}
      </h2>
      <ul className="search-ask-ways">
        {call && (
          <li>
            <a href={call} className="search-ask-call">
              {fill(word('askCall'), { phone: settings.emergencyPhone ?? '' })}
            </a>
          </li>
        )}
        {whatsapp && (
          <li>
            <a href={whatsapp} target="_blank" rel="noopener">
              {fill(word('askWhatsApp'), { phone: settings.whatsappNumber ?? '' })}
              <NewTab />
            </a>
          </li>
        )}
        <li>
          <Link to={CONTACT_PAGE} onClick={() => onNavigate?.()}>
            {word('askContact')}
          </Link>
        </li>
      </ul>
    </section>
  )
}
