/**
 * Each fact once: the company's phone, WhatsApp number and email live only in the site settings,
 * and port contacts and page bodies refer to them. So no built page, and no PDF, shows a phone
 * number or an email address that is neither the site settings' nor one of a port's own
 * contacts (run after `npm run build:local`, which builds from a store made from the seed).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const CLIENT = join(import.meta.dirname, '../../build/client')
const built = existsSync(join(CLIENT, 'index.html'))

type Doc = Record<string, any>
const seed = import('../../seed/content.ts').then((m) => m.documents as Doc[])

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === '__content' ? [] : files(path, ending)
    return entry.name.endsWith(ending) ? [path] : []
  })
}

const digits = (phone: string) => phone.replace(/\D/g, '')

/** What a reader sees of a page, and where its links lead: text without scripts or styles, and every href. */
function readable(html: string) {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
  const hrefs = [...body.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
  const text = body
    // Each element's text on a line of its own: a number never runs into the next cell's figures.
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
  return { text, hrefs }
}

/** Phone numbers (written on one line with a leading "+", or tel: and wa.me links, as digits) and email addresses. */
function contactsIn(text: string, hrefs: string[] = []) {
  const phones = [...text.matchAll(/\+\d[\d \-().]{5,}\d/g)].map((m) => digits(m[0]))
  for (const href of hrefs) {
    if (href.startsWith('tel:')) phones.push(digits(href))
    const whatsapp = /^https:\/\/wa\.me\/(\d+)/.exec(href)
    if (whatsapp) phones.push(whatsapp[1])
  }
  const emails = [
    ...text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g),
    ...hrefs.flatMap((h) => (h.startsWith('mailto:') ? [[h.slice(7).split('?')[0]]] : [])),
  ].map((m) => m[0].toLowerCase())
  return { phones, emails }
}

/** The numbers and addresses a page may show: the site settings' (contact, and the grievance email), and the ports' own contacts. */
async function allowed() {
  const docs = await seed
  const settings = docs.find((d) => d._id === 'siteSettings')!
  const ports = docs.filter((d) => d._type === 'port')
  const own = ports.flatMap((p) => (p.emergencyContacts as Doc[]).filter((c) => c.source !== 'company').map((c) => digits(c.contact)))
  return {
    settings,
    phones: new Set([digits(settings.emergencyPhone), digits(settings.whatsappNumber), ...own]),
    // The privacy notice's grievance email is a fact of the site settings too (Privacy & analytics).
    emails: new Set([String(settings.supportEmail).toLowerCase(), String(settings.grievanceEmail).toLowerCase()]),
  }
}

describe.skipIf(!built)('each contact fact is stated once, in the site settings', () => {
  it("no built page shows a phone or email that is neither the site settings' nor a port's own contact", async () => {
    const { phones, emails } = await allowed()
    const pages = files(CLIENT, '.html')
    expect(pages.length).toBeGreaterThan(15)
    const strays: string[] = []
    for (const file of pages) {
      const { text, hrefs } = readable(readFileSync(file, 'utf8'))
      const found = contactsIn(text, hrefs)
      for (const phone of found.phones) if (!phones.has(phone)) strays.push(`${relative(CLIENT, file)}: phone ${phone}`)
      for (const email of found.emails) if (!emails.has(email)) strays.push(`${relative(CLIENT, file)}: email ${email}`)
    }
    expect(strays).toEqual([])
  })

  it("every PDF shows the site settings' phone and email, and no other company contact", async () => {
    const { settings, phones, emails } = await allowed()
    const pdfs = files(join(CLIENT, 'docs'), '.pdf')
    expect(pdfs).toHaveLength(4)
    for (const file of pdfs) {
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
      const found = contactsIn(text)
      expect(found.phones, relative(CLIENT, file)).toContain(digits(settings.emergencyPhone))
      expect(found.emails, relative(CLIENT, file)).toContain(settings.supportEmail.toLowerCase())
      expect(
        found.phones.filter((phone) => !phones.has(phone)),
        relative(CLIENT, file),
      ).toEqual([])
      expect(
        found.emails.filter((email) => !emails.has(email)),
        relative(CLIENT, file),
      ).toEqual([])
    }
  })

  it("port pages and the Partner Portal and Insurers Hub bodies show the site settings' phone and email, not a copy of them", async () => {
    const { settings } = await allowed()
    const docs = await seed
    // The seed states the company's contacts nowhere but in the site settings.
    const elsewhere = JSON.stringify(docs.filter((d) => d._id !== 'siteSettings'))
    expect(elsewhere).not.toContain(settings.supportEmail)
    expect(digits(elsewhere.replace(/"_key":"[^"]*"/g, ''))).not.toContain(digits(settings.emergencyPhone))
    for (const page of ['ports/mumbai.html', 'agents/partner.html']) {
      const found = contactsIn(...(Object.values(readable(readFileSync(join(CLIENT, page), 'utf8'))) as [string, string[]]))
      expect(found.phones.filter((p) => p === digits(settings.emergencyPhone)).length, page).toBeGreaterThan(1)
    }
    const hub = readable(readFileSync(join(CLIENT, 'insurers-hub.html'), 'utf8'))
    expect(hub.text.match(new RegExp(settings.supportEmail.replace(/\./g, '\\.'), 'g'))!.length).toBeGreaterThan(1)
  })
})
