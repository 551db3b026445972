import { defineQuery } from 'groq'
import { COPY, ENDPOINT_WORDS } from './fragments'

/**
 * The pages of the forms sent without JavaScript (src/routes/forms.tsx): the copy of the page each
 * form is on (its form's words and its success words: the pre-arrival form's, the fleet quote's) and
 * the ports and coasts the pre-arrival form's port choices are laid out from (contract/forms.ts
 * `portLayout`), and the layout copy's words only the endpoint's pages say (`endpointWords`:
 * ENDPOINT_WORDS, which the layout copy in every page's data leaves out: src/root.tsx). The newsletter's words and the other
 * interface words are the layout copy's, as every page carries it.
 */
export const FORM_PAGES_QUERY = defineQuery(`{
  "preArrival": *[_type == "pageCopy" && key == "portCallCompliance"][0]${COPY},
  "fleetQuote": *[_type == "pageCopy" && key == "fleetRetainer"][0]${COPY},
  "ports": *[_type == "port" && defined(name)] | order(order asc){ name, coast },
  "coasts": *[_type == "coverageZone" && coast in ["west", "east"]] | order(order asc){ coast, zone, formPorts },
  "endpointWords": *[_type == "pageCopy" && key == "layout"][0].sections[key == "interface"][0].items[name in ${ENDPOINT_WORDS}]{ name, title }
}`)
