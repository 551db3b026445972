import { useWord } from '~/content/site'

/** Tells screen-reader users that a link opens a new tab (the words are the CMS's "newTab"). */
export function NewTab({ className }: { className?: string }) {
  const word = useWord()
  return <span className={className ? `sr-only ${className}` : 'sr-only'}> {word('newTab')}</span>
}
