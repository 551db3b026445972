import { ContactBar } from '~/components/pages/ContactBar'
import { useSiteSettings } from '~/content/site'
import type { BlockProps } from './types'

const item = (key: string, title: string | null, icon: 'phone' | 'whatsapp' | 'mail') => ({
  _key: key,
  title,
  text: null,
  meta: null,
  name: null,
  icon,
  href: null,
})

/** The 24/7 phone, WhatsApp and email bar fixed at the bottom from tablets up, as on the pre-arrival page. */
export default function ContactBarBlock({ block }: BlockProps<'contactBarBlock'>) {
  const settings = useSiteSettings()
  const copy = {
    heading: block.heading,
    items: [item('call', block.call, 'phone'), item('whatsapp', block.whatsapp, 'whatsapp'), item('email', block.email, 'mail')],
  }
  return <ContactBar copy={copy} settings={settings} />
}
