import { useWord } from '~/content/site'

/**
 * Tells screen-reader users that a link opens a new tab (the words are the CMS's "newTab"). Only ever
 * inside such a link (`target="_blank"`), where the site search's index leaves it out
 * (tools/site-build/search-index.ts, NOT_INDEXED): a result's words are the page's own.
 */
export function NewTab({ className }: { className?: string }) {
  const word = useWord()
  return <span className={className ? `sr-only ${className}` : 'sr-only'}> {word('newTab')}</span>
}
