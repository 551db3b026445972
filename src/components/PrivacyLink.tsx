import { useContext } from 'react'
import { Link } from 'react-router'
import { section, titleOf } from '~/content/copy'
import { SiteSettingsContext } from '~/content/site'
import { safeHref } from '~/lib/safe-url'

/**
 * A link to the privacy notice (Site settings › Privacy notice): at the foot of every page by the
 * notice's own title (`title`), beside each form's button in the layout copy's words ("interface",
 * `privacyLink`: "How we use what you send"). Nothing without a notice, a safe path to it, or words.
 */
export function PrivacyLink({ words, className }: { words: 'title' | 'privacyLink'; className?: string }) {
  const settings = useContext(SiteSettingsContext)
  const to = safeHref(settings?.privacy?.path)
  const text = words === 'title' ? settings?.privacy?.title : titleOf(section(settings?.layout, 'interface'), words)
  if (!to?.startsWith('/') || !text) return null
  return (
    <Link to={to} className={className}>
      {text}
    </Link>
  )
}
