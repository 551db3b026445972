/**
 * The seed's analytics, "none", and the privacy notice (issues 46 and 54), on the tested build: it
 * asks nothing and calls no one but the site and its email-manager; the privacy notice is in the
 * sitemap, linked from the footer of every page and beside the three forms' buttons, dated, its
 * grievance contact from Site settings. Analytics switched on: analytics.spec.ts.
 */
import type { Page } from '@playwright/test'
import { CHANGES_CMS, expect, getDocument, hydrated, patchDocument, test, visitLater } from './helpers'

/** The origins of every provider the site knows (contract/analytics.ts): with none, the site calls none of them. */
const ANALYTICS_HOSTS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|plausible\.io|umami\.(is|dev)/

test.describe('analytics "none" (the seed) and the privacy notice', () => {
  test(
    'nothing is loaded or asked; the privacy notice is in the sitemap and every footer, beside the three forms, with the grievance contact of Site settings',
    CHANGES_CMS,
    async ({ page, request }) => {
      const called: string[] = []
      page.on('request', (req) => {
        const url = new URL(req.url())
        if (!['127.0.0.1', 'localhost'].includes(url.hostname)) called.push(req.url())
        if (ANALYTICS_HOSTS.test(url.hostname)) called.push(req.url())
      })
      await page.goto('/fleet-retainer')
      await hydrated(page)
      await page
        .locator('footer')
        .getByRole('link', { name: /DGS Compliance Summary/ })
        .click()
      await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
      await expect(page).toHaveURL(/\/about$/)
      await hydrated(page)
      expect(called).toEqual([])
      await expect(page.locator('.consent-prompt')).toHaveCount(0)
      await expect(page.locator('footer').getByRole('button', { name: 'Analytics choices' })).toHaveCount(0)
      expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window || 'umami' in window)).toBe(false)

      // In the sitemap, and linked from the footer of every page as built (by its title).
      const sitemap = await (await request.get('/sitemap.xml')).text()
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
      expect(paths).toContain('/privacy')
      for (const path of [...paths, '/no/such/page', '/email-preferences']) {
        const html = await (await request.get(path)).text()
        const footer = html.slice(html.lastIndexOf('<footer'))
        expect(footer, path).toContain('<a href="/privacy">Privacy notice</a>')
      }

      // Beside the button of each form: the fleet quote's, then the pre-arrival's and the newsletter's.
      const beside = (form: ReturnType<Page['locator']>) => form.getByRole('link', { name: 'How we use what you send' })
      await page.goto('/fleet-retainer')
      await expect(beside(page.locator('#quote form'))).toHaveAttribute('href', '/privacy')
      await page.goto('/port-call-compliance')
      await expect(beside(page.locator('form.site-form'))).toHaveAttribute('href', '/privacy')
      await expect(beside(page.locator('footer form.newsletter-form'))).toHaveAttribute('href', '/privacy')

      // The notice names whom to write to, from Site settings: a change there shows on it.
      const settings = await getDocument<{ grievanceEmail: string; grievanceOfficer: string }>(request, 'siteSettings')
      await page.goto('/privacy')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we use what you send us')
      // Dated in the layout copy's words (Pages › Last updated), and not marked as a draft.
      await expect(page.locator('main time[datetime="2026-11-26"]')).toHaveText('Last updated: 26 November 2026')
      await expect(page.locator('main')).not.toContainText('Draft for review')
      await expect(page.locator('main')).toContainText(settings.grievanceOfficer)
      await expect(page.locator('main').getByRole('link', { name: settings.grievanceEmail }).first()).toHaveAttribute(
        'href',
        `mailto:${settings.grievanceEmail}`,
      )
      await patchDocument(request, 'siteSettings', { grievanceEmail: 'dpo@globalsalvage.example' })
      try {
        await visitLater(page, '/privacy')
        await expect(page.locator('main').getByRole('link', { name: 'dpo@globalsalvage.example' }).first()).toHaveAttribute(
          'href',
          'mailto:dpo@globalsalvage.example',
        )
      } finally {
        await patchDocument(request, 'siteSettings', { grievanceEmail: settings.grievanceEmail })
      }
    },
  )
})
