import { describe, expect, it } from 'vitest'
import { phoneProblem } from '../../schemas/shared.ts'
import { telHref } from '~/content/site'

/** The Studio and the site keep one phone rule (contract/phone.ts): what the Studio accepts the site links, and only that. */
describe('one phone rule for the Studio and the site', () => {
  it.each([
    ['+91 22 6000 2400', true],
    ['+91.22.6000.2400', true],
    ['(022) 6000-2400', true],
    [' +91 98200 12345 ', true],
    ['+91 22 CALL NOW', false],
    ['91+22 6000 2400', false],
    ['+91 22', false],
    ['1234567890123456', false],
    ['ops@port.example', false],
  ])('%s: accepted and linked = %s', (phone, kept) => {
    expect(phoneProblem(phone) === true).toBe(kept)
    expect(telHref(phone) !== undefined).toBe(kept)
  })

  it('links a dotted number with its digits only', () => {
    expect(telHref('+91.22.6000.2400')).toBe('tel:+912260002400')
  })

  it('names the digits the rule wants', () => {
    expect(phoneProblem('+91 22')).toBe('A phone number has 6 to 15 digits')
  })
})
