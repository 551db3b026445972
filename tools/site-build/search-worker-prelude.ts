/**
 * A few lines the build puts at the top of Pagefind's worker (/pagefind/pagefind-worker.js,
 * tools/site-build/search-index.ts `withPrelude`; `npm start` serves it the same), run before Pagefind's
 * own code, so that the box can tell "nothing found" from "could not look".
 *
 * Pagefind fetches the index's word chunks a query needs in its worker, and when one cannot be
 * fetched (no connection, and the service worker did not keep it) it searches without it and answers
 * as if the words were nowhere. With these lines, a search during which an index file (a word or
 * filter chunk) could not be fetched fails instead (Pagefind's own error answer, which rejects the
 * page's `search()`), and the box says that search needs a connection (src/search/SearchBox.tsx).
 * Whether the visitor's device thinks it is online (`navigator.onLine`) plays no part: offline, a
 * search whose chunks were kept answers, "nothing found" included.
 *
 * Plain JavaScript in a string, as shipped: the worker runs it as it stands (no build step touches
 * it); tests/unit/search-index.test.ts runs it against a stand-in of the worker's scope.
 */
export const WORKER_PRELUDE = `/* The site's (tools/site-build/search-worker-prelude.ts): a search whose index files could not be fetched fails. */
(() => {
  const INDEX_FILE = /\\/(index|filter)\\/[^/?#]+$/;
  let failed = 0;
  const searches = new Map();
  const fetchOnce = self.fetch.bind(self);
  self.fetch = async (input, init) => {
    const index = INDEX_FILE.test(new URL(typeof input === 'string' ? input : input.url, self.location.href).pathname);
    try {
      const response = await fetchOnce(input, init);
      if (index && !response.ok) failed++;
      return response;
    } catch (error) {
      if (index) failed++;
      throw error;
    }
  };
  // Heard before Pagefind's own listener: the failures counted when each search began.
  self.addEventListener('message', (event) => {
    const message = event.data || {};
    if (message.method === 'search' || message.method === 'debouncedSearch') searches.set(message.id, failed);
  });
  const post = self.postMessage.bind(self);
  self.postMessage = (message, ...rest) => {
    const before = message ? searches.get(message.id) : undefined;
    if (before !== undefined) {
      searches.delete(message.id);
      if (failed > before && !message.error) message = { id: message.id, error: 'The search index could not be fetched.' };
    }
    return post(message, ...rest);
  };
})();
`
