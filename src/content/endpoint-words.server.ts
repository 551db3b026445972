import { ENDPOINT_ONLY_WORDS } from '../../contract/forms.ts'
import type { SiteSettings } from './site'

/**
 * The site settings as every page's HTML and data carry them: the layout copy without the interface
 * words only the form endpoint's pages say (contract/forms.ts ENDPOINT_ONLY_WORDS), which those pages
 * read with their own data (FORM_PAGES_QUERY), so that no other page pays their bytes. The root
 * loader's alone (a .server module: never in the browser's code); the build checks the copy whole before (page-needs.ts).
 */
export function withoutEndpointWords(settings: SiteSettings): SiteSettings {
  const sections = settings.layout?.sections
  if (!sections) return settings
  const endpointOnly = (name: string | null) => (ENDPOINT_ONLY_WORDS as readonly (string | null)[]).includes(name)
  return {
    ...settings,
    layout: {
      ...settings.layout!,
      sections: sections.map((section) =>
        section.key === 'interface' && section.items
          ? { ...section, items: section.items.filter((item) => !endpointOnly(item.name)) }
          : section,
      ),
    },
  }
}
