/** Old addresses that lead to a page's current one (schemas/documents/redirect.ts); the Studio adds one whenever a slug changes. */
export const redirects = [
  {
    _id: 'redirect.ports.jnpt',
    _type: 'redirect',
    from: '/ports/jnpt',
    to: { _type: 'reference', _ref: 'port.mumbai', _weak: true },
  },
]
