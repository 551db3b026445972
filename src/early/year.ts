/**
 * The footer's year (`[data-year]`, src/components/layout/Footer.tsx): the visitor's, as the page is
 * parsed, not the build's (the footer's code, which may arrive much later, hydrates with what it finds).
 */
import { doc, parsed } from './dom.ts'

parsed(() => {
  for (const year of doc.querySelectorAll('[data-year]')) year.textContent = `${new Date().getFullYear()}`
})
