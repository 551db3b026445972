import { describe, expect, it } from 'vitest'
import { portChoiceFrom, withPortChoice } from '~/lib/port-choice'

describe('a link naming the port for the pre-arrival form', () => {
  it('names the port only on links to the form', () => {
    expect(withPortChoice('/port-call-compliance', 'Mumbai / JNPT')).toBe('/port-call-compliance?port=Mumbai+%2F+JNPT')
    expect(withPortChoice('/port-call-compliance#form', 'Kandla')).toBe('/port-call-compliance?port=Kandla#form')
    expect(withPortChoice('/contact', 'Kandla')).toBe('/contact')
    expect(withPortChoice('https://example.com/port-call-compliance', 'Kandla')).toBe('https://example.com/port-call-compliance')
    expect(withPortChoice('/port-call-compliance', null)).toBe('/port-call-compliance')
  })

  it('is read back only when it names one of the choices', () => {
    const choices = ['Mumbai / JNPT', 'Kandla']
    expect(portChoiceFrom('?port=Mumbai+%2F+JNPT', choices)).toBe('Mumbai / JNPT')
    expect(portChoiceFrom('?port=Atlantis', choices)).toBeUndefined()
    expect(portChoiceFrom('', choices)).toBeUndefined()
  })
})
