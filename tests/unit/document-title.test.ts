import { describe, expect, it } from 'vitest'
import { documentTitle } from '~/components/Seo'

describe('the browser title', () => {
  const site = 'Global Salvage India: Maritime Salvage and Port-Call Compliance'
  it('is the page title and the brand', () => {
    expect(documentTitle('Contact', site, 'Global Salvage India')).toBe('Contact | Global Salvage India')
  })
  it('names the brand once when the editor typed it already, wherever it is', () => {
    expect(documentTitle('Insurers Hub | Global Salvage India', site, 'Global Salvage India')).toBe('Insurers Hub | Global Salvage India')
    expect(documentTitle('About global salvage india', site, 'Global Salvage India')).toBe('About global salvage india')
  })
  it("is the site's default title when the page has none or the same", () => {
    expect(documentTitle(undefined, site, 'Global Salvage India')).toBe(site)
    expect(documentTitle(site, site, 'Global Salvage India')).toBe(site)
  })
})
