import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { Link } from 'react-router'
import { isExternal, safeHref } from '~/lib/safe-url'
import { NewTab } from '~/components/NewTab'

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = safeHref(value?.href)
      if (!href) return <>{children}</>
      if (href.startsWith('/')) return <Link to={href}>{children}</Link>
      return isExternal(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
          <NewTab />
        </a>
      ) : (
        <a href={href}>{children}</a>
      )
    },
  },
}

type Blocks = Parameters<typeof PortableText>[0]['value']

/** Portable Text from the CMS, with link targets checked (see safeHref). */
export function RichText({ value, className }: { value: Blocks | null | undefined; className?: string }) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null
  return (
    <div className={className ?? 'rich-text'}>
      <PortableText value={value} components={components} />
    </div>
  )
}
