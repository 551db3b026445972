import { defineQuery } from 'groq'
import { COPY } from './fragments'

/**
 * The pages of the forms sent without JavaScript (src/routes/forms.tsx): the copy of the page each
 * form is on (its form's words and its success words: the pre-arrival form's, the fleet quote's) and
 * the layout copy (the newsletter's, and the interface words of the ways to send another way), and
 * the ports and coasts the pre-arrival form's port choices are laid out from (contract/forms.ts `portLayout`).
 */
export const FORM_PAGES_QUERY = defineQuery(`{
  "preArrival": *[_type == "pageCopy" && key == "portCallCompliance"][0]${COPY},
  "fleetQuote": *[_type == "pageCopy" && key == "fleetRetainer"][0]${COPY},
  "ports": *[_type == "port" && defined(name)] | order(order asc){ name, coast },
  "coasts": *[_type == "coverageZone" && coast in ["west", "east"]] | order(order asc){ coast, zone, formPorts }
}`)
