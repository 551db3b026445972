/** GROQ projections shared by several queries (plain strings, spliced into defineQuery templates). */
export const IMAGE = /* groq */ `{ _type, alt, crop, hotspot, asset }`
export const SEO = /* groq */ `seo{ title, description }`
export const COPY = /* groq */ `{
  key, route, ${SEO},
  hero{ eyebrow, title, lead, image${IMAGE} },
  sections[]{ _key, key, heading, body, note, items[]{ _key, title, text, meta, icon, href } }
}`
