/**
 * Every length limit counts characters as a person counts them (contract/text-length.ts): the
 * forms' checks and counters, the Studio's rules (schemas/shared.ts `atMost`); the email-manager
 * stand-in's are in email-manager.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { textLength } from '../../contract/text-length.ts'
import { overLimit } from '../../src/forms/limits.ts'
import { atMost } from '../../schemas/shared.ts'

const SHIP = '\u{1F6A2}'
const FLAG = '\u{1F1EE}\u{1F1F3}'
const FAMILY = '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}'

describe('a text is as long as the characters a person sees', () => {
  it('counts an emoji, a flag and a joined sequence as one character each', () => {
    expect(textLength(`MV ${SHIP.repeat(59)}`)).toBe(62)
    expect(`MV ${SHIP.repeat(59)}`.length).toBe(121)
    expect(textLength(`${FLAG}${FAMILY}é`)).toBe(3)
    expect(textLength('Kandla')).toBe(6)
  })

  it('the forms: a value at its limit in emoji is not over it; one more character is', () => {
    expect(overLimit('vesselName', `MV ${SHIP.repeat(117)}`)).toBe(false)
    expect(overLimit('vesselName', `MV ${SHIP.repeat(118)}`)).toBe(true)
    // As sent: trimmed.
    expect(overLimit('imo', `  ${'9'.repeat(30)}  `)).toBe(false)
  })

  it('the Studio: the same count, with the count in the message', () => {
    expect(atMost(40)(`${SHIP.repeat(40)}`)).toBe(true)
    expect(atMost(40)(`${SHIP.repeat(41)}`)).toBe('At most 40 characters, please shorten it (now 41)')
    expect(atMost(40)(undefined)).toBe(true)
  })
})
