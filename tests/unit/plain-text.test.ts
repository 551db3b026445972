/**
 * Rich text read as plain text (the newsletter's intro, an email page's invalid-link message):
 * a company contact the editor inserted reads as the site settings' value, as rich text shows it.
 */
import { describe, expect, it } from 'vitest'
import { plainText } from '../../src/content/plain-text'
import { companyContact, type SiteSettings } from '../../src/content/site'
import type { CopySection } from '../../src/content/copy'

const settings = {
  emergencyPhone: '+91 22 6000 0000',
  supportEmail: 'ops@example.in',
  whatsappNumber: '+91 98200 00000',
} as SiteSettings

/** One block: its words, with an inserted contact in the middle. */
const body = (setting: string | null) =>
  [
    {
      _key: 'b1',
      _type: 'block',
      children: [
        { _key: 's1', _type: 'span', text: 'Call us on ', marks: [] },
        { _key: 'c1', _type: 'companyContact', ...(setting ? { setting } : {}) },
        { _key: 's2', _type: 'span', text: ' any time.', marks: [] },
      ],
    },
    { _key: 'b2', _type: 'block', children: [{ _key: 's3', _type: 'span', text: 'Second paragraph.', marks: [] }] },
  ] as unknown as CopySection['body']

describe('plainText', () => {
  it.each([
    ['emergencyPhone', '+91 22 6000 0000'],
    ['supportEmail', 'ops@example.in'],
    ['whatsappNumber', '+91 98200 00000'],
  ])("reads an inserted %s as the site settings' value", (setting, value) => {
    expect(plainText(body(setting), settings)).toBe(`Call us on ${value} any time.\n\nSecond paragraph.`)
  })

  it('reads an inserted contact with no setting chosen as the 24/7 phone, as rich text shows it', () => {
    expect(plainText(body(null), settings)).toBe('Call us on +91 22 6000 0000 any time.\n\nSecond paragraph.')
  })

  it('leaves out a contact the settings do not have, and keeps the words around it', () => {
    expect(plainText(body('whatsappNumber'), { ...settings, whatsappNumber: '  ' })).toBe('Call us on  any time.\n\nSecond paragraph.')
    expect(plainText(body('supportEmail'), null)).toBe('Call us on  any time.\n\nSecond paragraph.')
  })

  it('is empty for no blocks', () => {
    expect(plainText(undefined, settings)).toBe('')
    expect(plainText([], settings)).toBe('')
  })
})

describe('companyContact', () => {
  it('links the phone, the email and WhatsApp each their own way', () => {
    expect(companyContact(settings, 'emergencyPhone')).toEqual({ text: '+91 22 6000 0000', href: 'tel:+912260000000' })
    expect(companyContact(settings, 'supportEmail')).toEqual({ text: 'ops@example.in', href: 'mailto:ops@example.in' })
    expect(companyContact(settings, 'whatsappNumber')).toEqual({ text: '+91 98200 00000', href: 'https://wa.me/919820000000' })
  })

  it('shows a phone that is not a number without a link (no wrong number)', () => {
    expect(companyContact({ ...settings, emergencyPhone: 'ask reception' }, 'emergencyPhone')).toEqual({
      text: 'ask reception',
      href: undefined,
    })
  })
})
