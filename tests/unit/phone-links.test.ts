import { describe, expect, it } from 'vitest'
import { telHref, whatsappHref } from '~/content/site'

describe('call and WhatsApp links from CMS phone numbers', () => {
  it.each([
    ['+91 22 6000 2400', 'tel:+912260002400'],
    ['(022) 6000-2400', 'tel:02260002400'],
    [' +91 98200 12345 ', 'tel:+919820012345'],
  ])('links %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })

  it.each(['+91 22 CALL NOW', 'VHF channel 16', 'ops@port.example', '+91 22', '1234567890123456', '', null, undefined])(
    'gives no link for %s rather than a wrong number',
    (phone) => {
      expect(telHref(phone)).toBeUndefined()
      expect(whatsappHref(phone)).toBeUndefined()
    },
  )

  it('writes WhatsApp links with digits only and an encoded message', () => {
    expect(whatsappHref('+91 98200 12345', 'Salvage & OSR')).toBe('https://wa.me/919820012345?text=Salvage%20%26%20OSR')
  })
})
