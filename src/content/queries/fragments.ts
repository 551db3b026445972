import { NOTICE_MOMENT } from '../../../contract/notices.ts'

/** A notice's publication as a moment: contract/notices.ts, which the schedule (contract/schedule.ts) reads too. */
export { NOTICE_MOMENT }

/**
 * The ports editors feature (site settings), in their order: a page links these, not every port,
 * so its size does not grow with the site; the directory (/ports) lists them all. Filter before
 * projecting, on the whole list (hence the parentheses): `[defined(slug.current)]{ … }`.
 */
export const FEATURED_PORTS = /* groq */ `(*[_id == "siteSettings"][0].featuredPorts[]->)`

/** GROQ projections shared by several queries (plain strings, spliced into defineQuery templates). */
export const IMAGE = /* groq */ `{ _type, alt, crop, hotspot, asset }`
/** A page's SEO tab: browser title, description and the editor's own sharing image (src/lib/share-card.ts). */
export const SEO = /* groq */ `seo{ title, description, image${IMAGE} }`
/**
 * A link's address: a port or page of the site by reference (its path follows the document's
 * slug, so renaming one breaks no link), else the link as written.
 */
// Written out (not made by a function), so each query's text stays a literal type TypeGen's types are keyed by.
const INTERNAL_PATH = /* groq */ `select(internal->_type == "port" => "/ports/" + internal->slug.current, internal->_type == "page" => "/" + internal->slug.current, internal->_type == "notice" => "/notices/" + internal->slug.current)`
const REFERENCE_PATH = /* groq */ `select(reference->_type == "port" => "/ports/" + reference->slug.current, reference->_type == "page" => "/" + reference->slug.current, reference->_type == "notice" => "/notices/" + reference->slug.current)`
/** A coverage zone, with its ports that have a guide (by reference, in the zone's order) and the other places it covers. */
export const ZONE = /* groq */ `{ _id, zone, coast, "ports": ports[]->{ _id, name, "slug": slug.current, responseTime }, places, responseTime, assets }`
/** A copy item, its address resolved. */
export const ITEM = /* groq */ `{ title, text, meta, name, icon, "href": coalesce(${INTERNAL_PATH}, href) }`
/**
 * Rich text, each link to a port or page with its address resolved; a company contact inserted in
 * the text names the site settings' field it shows (`setting`), whose value the page fills in from
 * the settings every page has, or, for the privacy contacts only the notice shows, carries (`value`). A line
 * with no text (an editor's Enter at the end) is left out: it would render as an empty paragraph.
 */
export const BLOCKS = /* groq */ `[_type != "block" || count(children[_type != "span" || text != ""]) > 0]{ ..., children[]{ ..., _type == "companyContact" => { setting }, setting in ["grievanceOfficer", "grievanceEmail"] => { "value": select(setting == "grievanceOfficer" => *[_id == "siteSettings"][0].grievanceOfficer, *[_id == "siteSettings"][0].grievanceEmail) } }, markDefs[]{ ..., _type == "internalLink" => { "href": ${REFERENCE_PATH} } } }`

/**
 * A notice as the lists show it (/notices, a topic's list, the home page, a port's page): its words,
 * its date, whether it is an alert. Newest first everywhere: NOTICE_ORDER.
 */
export const NOTICE_CARD = /* groq */ `{ _id, title, "slug": slug.current, kind, topic, publishedAt, summary, "alert": alert == true }`
/**
 * The notices' order, newest first: the publication (as a moment, so that a date alone and a time
 * compare as the clock does), then, between notices of one moment, the time each was first
 * published (its `_createdAt`: a notice written later comes first), then the id, so that notices of
 * one moment keep one order.
 */
export const NOTICE_ORDER = /* groq */ `order(${NOTICE_MOMENT} desc, _createdAt desc, _id desc)`
/**
 * A notice's publication has come, to the minute, by the clock the content is read for (`$now`, which
 * the content layer gives every query that reads it: contract/clock.ts; a build's own clock, so that
 * a build made ahead of a notice's minute has it). Before it, the notice is in no page, list, feed,
 * sitemap or search index; the site is rebuilt for that minute (contract/schedule.ts).
 */
export const NOTICE_LIVE = /* groq */ `${NOTICE_MOMENT} <= dateTime($now)`
/** The notices a page may show: published with a publication and a slug (the Studio requires both; the API does not), from that moment. */
export const LISTED_NOTICE = /* groq */ `_type == "notice" && defined(slug.current) && defined(publishedAt) && ${NOTICE_LIVE}`

/** The words a notice's card says what it is by: the notices page copy's labels "notice", "insight" and "alert". */
export const NOTICE_WORDS = /* groq */ `*[_type == "pageCopy" && key == "notices"][0].sections[key == "notice-labels"][0].items[name in ["notice", "insight", "alert"]]{ name, title }`

/** A form's words: each field's label, hint, messages and choices, by the field's name. */
export const FIELDS = /* groq */ `fields[]{ _key, name, label, hint, requiredMessage, invalidMessage, options }`
/** A page copy's section: its heading, body, items, form fields and note. */
export const SECTION = /* groq */ `{ _key, key, heading, "body": body${BLOCKS}, note, "items": items[]${ITEM}, ${FIELDS} }`
/** A page copy's fields (COPY), for a projection that adds to them. */
export const COPY_FIELDS = /* groq */ `key, ${SEO},
  hero{ eyebrow, title, lead, image${IMAGE} },
  sections[]${SECTION}`
export const COPY = /* groq */ `{
  ${COPY_FIELDS}
}`
/**
 * The layout copy's interface words only the form endpoint's pages say (contract/forms.ts
 * ENDPOINT_ONLY_WORDS, which a test holds this list to): read by the form pages (FORM_PAGES_QUERY),
 * and left out of the layout copy every other page's data carries (src/root.tsx).
 */
export const ENDPOINT_WORDS = /* groq */ `["goBack", "sendLimitTime", "notSentYet", "notSentYetTitle", "notSentTitle", "otherSite", "unconfirmed", "resultUnreadable"]`
/** A port as a card links to it (src/components/pages/PortCards.tsx). */
export const PORT_CARD = /* groq */ `{ _id, name, "slug": slug.current, responseTime, advanceNotice }`
/** A case study as its card shows it (src/components/CaseStudyCard.tsx). */
export const CASE_STUDY_CARD = /* groq */ `{ _id, title, metric, description, image${IMAGE} }`
/** A team member as the leadership page shows them (src/components/pages/Members.tsx). */
export const MEMBER = /* groq */ `{ _id, name, title, bio, focus, photo${IMAGE} }`
