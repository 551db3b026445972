import type { ReactNode } from 'react'
import { useSiteSettings } from '~/content/site'
import { NewsletterSlot } from './NewsletterSlot'
import { Footer, MobileBar } from './Footer'
import { EmergencyBar, Header } from './Header'

export function SiteChrome({ children }: { children: ReactNode }) {
  const settings = useSiteSettings()
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {/* Sticky on wider screens, so it sits directly in the page (a wrapper would end its stickiness). */}
      <EmergencyBar settings={settings} />
      <div className="site-chrome">
        <Header settings={settings} />
      </div>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <div className="site-chrome">
        <Footer settings={settings} newsletter={<NewsletterSlot />} />
        <MobileBar settings={settings} />
      </div>
    </>
  )
}
