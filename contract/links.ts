/**
 * The link rule's first line, shared by the Studio (which refuses such a link) and the site (which
 * drops it): no backslash and no control character anywhere in a link target, since browsers read
 * `/\evil.example` as `//evil.example`, another site. Free of imports.
 */
// eslint-disable-next-line no-control-regex
export const HREF_UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/

/**
 * The longest mail or WhatsApp link the forms offer (characters of the whole URL), within every
 * mail program's and wa.me's limits: a request longer than that goes by the clipboard, said so.
 */
export const LINK_LIMIT = 2000
