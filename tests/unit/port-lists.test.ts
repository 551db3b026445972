/**
 * The long port lists: the directory's filters (/ports, kept in the address); the pre-arrival
 * form's port list grouped by coast is tested with the form (forms/pre-arrival.test.tsx), and here as
 * the form endpoint shows a request back.
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { confirmHtml } from '../../server/form-confirm'
import { seedWords } from './form-site'
import { filterPorts, filtersFrom, responseTimes, searchOf } from '~/routes/ports'

const port = (name: string, coast: 'west' | 'east', responseTime: string, otherNames: string[] | null = null) => ({
  name,
  otherNames,
  slug: name.toLowerCase(),
  coast,
  responseTime,
  advanceNotice: '24h',
})
const PORTS = [
  port('Mumbai', 'west', '2-4 hours'),
  port('Mundra', 'west', '4-6 hours'),
  port('Paradip', 'east', '12 hours', ['Paradeep']),
  port('Visakhapatnam', 'east', '2-4 hours', ['Vizag', 'Vizag Port']),
  port('Haldia', 'east', '4-6 hours'),
]

describe('the port directory filters', () => {
  it('read the address and write only the filters set', () => {
    expect(filtersFrom('?q=%20mu%20&coast=west&utm=x')).toEqual({ q: 'mu', coast: 'west', response: '' })
    expect(filtersFrom('')).toEqual({ q: '', coast: '', response: '' })
    expect(searchOf({ q: 'mu', coast: '', response: '4-6 hours' })).toBe('?q=mu&response=4-6+hours')
    expect(searchOf({ q: ' ', coast: '', response: '' })).toBe('')
    expect(filtersFrom(searchOf({ q: 'a&b', coast: 'east', response: '12 hours' }))).toEqual({
      q: 'a&b',
      coast: 'east',
      response: '12 hours',
    })
  })

  it('match the name in any case, the coast and the response time, all together', () => {
    const names = (filters: Partial<ReturnType<typeof filtersFrom>>) =>
      filterPorts(PORTS, { q: '', coast: '', response: '', ...filters }).map((p) => p.name)
    expect(names({})).toEqual(['Mumbai', 'Mundra', 'Paradip', 'Visakhapatnam', 'Haldia'])
    expect(names({ q: 'MU' })).toEqual(['Mumbai', 'Mundra'])
    expect(names({ coast: 'east' })).toEqual(['Paradip', 'Visakhapatnam', 'Haldia'])
    expect(names({ response: '4-6 hours' })).toEqual(['Mundra', 'Haldia'])
    expect(names({ q: 'mu', response: '4-6 hours' })).toEqual(['Mundra'])
    expect(names({ q: 'mu', coast: 'east' })).toEqual([])
  })

  it('find a port by its other names as by its name (a visitor types the one they know)', () => {
    const names = (q: string) => filterPorts(PORTS, { q, coast: '', response: '' }).map((p) => p.name)
    expect(names('vizag')).toEqual(['Visakhapatnam'])
    expect(names('Paradeep')).toEqual(['Paradip'])
    expect(names('para')).toEqual(['Paradip'])
    expect(names('port')).toEqual(['Visakhapatnam'])
  })

  it('offer each response time once, quickest first', () => {
    expect(responseTimes(PORTS)).toEqual(['2-4 hours', '4-6 hours', '12 hours'])
  })
})

describe("the pre-arrival form's port list, shown back by the form endpoint", () => {
  it('has the groups the form has: each port on its coast, then Other, the posted port chosen', async () => {
    const words = (await seedWords()).preArrival
    const html = confirmHtml(words, 'preArrival', { port: 'Cochin' }, 'stamp')
    const select = new JSDOM(html).window.document.querySelector('select[name="port"]') as HTMLSelectElement
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [group.label, [...group.children].map((o) => o.textContent)])
    expect(groups).toEqual([
      ['West Coast', ['Mumbai / JNPT', 'Mundra', 'Vadinar', 'Kandla', 'Cochin']],
      ['East Coast', ['Visakhapatnam', 'Paradip', 'Chennai', 'Tuticorin']],
    ])
    expect([...select.querySelectorAll(':scope > option')].map((o) => o.textContent)).toEqual(['Select port', 'Other'])
    expect(select.value).toBe('Cochin')
  })
})
