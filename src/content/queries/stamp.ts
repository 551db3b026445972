/**
 * The GROQ of a content stamp (src/content/stamp.ts): how many documents of the types `$t<n>` or the
 * ids `$i<n>` there are, and when the newest of them was last changed. Not a page's query (no
 * defineQuery, not in index.ts): a page asks several at once, one per query it shows.
 */
export const stampQuery = (n: number) => {
  const documents = `*[_type in $t${n} || _id in $i${n}]`
  return `{"count": count(${documents}), "updated": ${documents} | order(_updatedAt desc)[0]._updatedAt}`
}
