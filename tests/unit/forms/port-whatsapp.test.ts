/**
 * The emergency WhatsApp link of every port page (src/routes/port.tsx), as prerendered (run after
 * a build): it opens a message naming the port, in the CMS's words ("Emergency at {port}: ").
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_DIR, pageHtml } from '../../../tools/bench/bundle-size'
import { port as portCopy } from '../../../seed/copy/index.ts'
import { seedQuery } from '../seed-query'

const built = existsSync(join(CLIENT_DIR, 'index.html'))

describe.skipIf(!built)('port pages: the emergency WhatsApp link', () => {
  it('opens a message naming the port, in the words of the port copy', async () => {
    const settings = await seedQuery<{ whatsappNumber: string }>('*[_type == "siteSettings"][0]{whatsappNumber}')
    const ports = await seedQuery<{ name: string; slug: string }[]>(
      '*[_type == "port" && defined(slug.current)]{name, "slug": slug.current}',
    )
    const words = (portCopy as unknown as { sections: { key: string; items?: { name?: string; text?: string }[] }[] }).sections
      .find((s) => s.key === 'actions')!
      .items!.find((item) => item.name === 'whatsapp')!.text!
    expect(words).toContain('{port}')
    expect(ports.length).toBeGreaterThan(0)
    for (const port of ports) {
      const hrefs = [...pageHtml(`/ports/${port.slug}`).matchAll(/href="(https:\/\/wa\.me\/[^"]+)"/g)].map((m) =>
        m[1].replace(/&amp;/g, '&'),
      )
      const texts = hrefs.map((href) => new URL(href).searchParams.get('text')).filter(Boolean)
      expect(texts, port.slug).toEqual([words.replace('{port}', port.name)])
      expect(hrefs.every((href) => new URL(href).pathname === `/${settings.whatsappNumber}`)).toBe(true)
    }
  })
})
