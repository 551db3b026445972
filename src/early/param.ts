/**
 * A select naming a parameter of the address (`select[data-param]`, src/forms/fields.tsx): the address's
 * choice is chosen as the page is parsed (a port guide's "Generate Pre-Arrival Letter": `?port=Kandla`),
 * when it is one of the select's options and nothing is chosen yet.
 */
import { doc, parsed } from './dom.ts'

parsed(() => {
  const address = new URLSearchParams(location.search)
  for (const select of doc.querySelectorAll<HTMLSelectElement>('select[data-param]')) {
    const value = address.get(select.dataset.param!)
    if (value && !select.value && [...select.options].some((option) => option.value == value)) select.value = value
  }
})
