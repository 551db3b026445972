/**
 * The pages a form sent without JavaScript leads to (src/routes/forms.tsx, filled by the site's form
 * endpoint, server/form-endpoint.ts), in the browser with their script: what the endpoint wrote
 * into them stays when they hydrate, they pass axe, and a request shown back, titled as not sent yet,
 * is sent with one press, however soon it comes (the endpoint waits out the minimum time, not the person).
 */
import type { APIRequestContext } from '@playwright/test'
import { untilStampAged } from './waits'
import { expect, expectNoAxeViolations, hydrated, test, USES_EMAIL_MANAGER } from './helpers'

type Call = { method: string; path: string; body: Record<string, unknown>; status: number }

async function calls(request: APIRequestContext): Promise<Call[]> {
  return (await request.get('/__email-manager/_calls')).json()
}

test.describe('the pages a form sent without JavaScript leads to', () => {
  test(
    'a result page keeps what the form endpoint wrote into it when its script runs, and passes axe',
    USES_EMAIL_MANAGER,
    async ({ page, request }) => {
      // A post as a browser without JavaScript makes it: its stamp from the page as served, a few seconds on.
      const html = await (await request.get('/fleet-retainer')).text()
      const stamp = /name="gsi_stamp" value="([^"]+)"/.exec(html)![1]!
      await untilStampAged(stamp)
      const res = await request.post('/forms/send/fleet-quote', {
        form: {
          gsi_stamp: stamp,
          gsi_hp_ref: '',
          companyName: '',
          contactName: 'Asha Rao',
          email: 'asha@',
          phone: '+91 22 1234 5678',
          fleetSize: '6-10',
          annualPortCalls: '40',
        },
        maxRedirects: 0,
      })
      expect(res.status()).toBe(303)
      await page.goto(res.headers().location!)
      await hydrated(page)
      await expect(page.locator('.error-summary li')).toHaveText([
        'Company name: Enter your company name',
        'Email: Enter an email address in the correct format, like name@example.com',
      ])
      await expectNoAxeViolations(page)

      // A post its page could not vouch for (no stamp: the edge did not run): shown back at the endpoint's
      // address, what was typed in the form's fields, under a title that says it is not sent yet; the page
      // hydrates as the form's problem page, the form and its title kept; one press, at once, sends it.
      const before = (await calls(request)).length
      await page.evaluate(
        (values) => {
          const form = Object.assign(document.createElement('form'), { method: 'post', action: '/forms/send/fleet-quote' })
          for (const [name, value] of Object.entries(values))
            form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }))
          document.body.append(form)
          form.submit()
        },
        {
          companyName: 'Shown Back Lines',
          contactName: 'Asha Rao',
          email: 'asha@fleet.example',
          phone: '+91 22 1234 5678',
          fleetSize: '11-25',
          annualPortCalls: '12',
          message: 'Line one\nLine two',
        },
      )
      await expect(page).toHaveURL(/\/forms\/send\/fleet-quote$/)
      await hydrated(page)
      await expect(page).toHaveTitle(/^Not sent yet: Request a fleet quote \| /)
      const shown = page.locator('[data-form-result] form')
      await expect(page.locator('#form-not-sent')).toHaveText(
        'Your request has not been sent yet. Please check it and press the button below to send it.',
      )
      await expect(shown.getByLabel('Company name')).toHaveValue('Shown Back Lines')
      await expect(shown.getByLabel('Fleet size')).toHaveValue('11-25')
      await expect(shown.getByLabel('Message (optional)')).toHaveValue('Line one\nLine two')
      await expectNoAxeViolations(page)
      expect((await calls(request)).length).toBe(before)
      await shown.getByRole('button', { name: 'Request Fleet Quote' }).click()
      await expect(page).toHaveURL(/\/forms\/fleet-quote\/sent$/)
      const sent = (await calls(request)).slice(before)
      expect(sent.map((call) => (call.body.data as Record<string, string>).companyName)).toEqual(['Shown Back Lines'])

      await page.goto('/forms/fleet-quote/sent')
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote Request Received!')
      await expectNoAxeViolations(page)
    },
  )

  test(
    "the newsletter shown back: its button pressed at once sends it, once; beside the footer's form, each its own name (axe's landmark-unique)",
    USES_EMAIL_MANAGER,
    async ({ page, request }) => {
      const showBack = async (email: string) => {
        await page.evaluate((value) => {
          const form = Object.assign(document.createElement('form'), { method: 'post', action: '/forms/send/newsletter' })
          form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'email', value }))
          document.body.append(form)
          form.submit()
        }, email)
        await expect(page).toHaveURL(/\/forms\/send\/newsletter$/)
        return page.locator('[data-form-result] form')
      }
      await page.goto('/forms/newsletter/sent')
      const before = (await calls(request)).length
      // Pressed as soon as it shows (a person who just pressed Send presses it again at once): sent, once.
      await (await showBack('pressed.at.once@fleet.example')).getByRole('button').click()
      await expect(page).toHaveURL(/\/forms\/newsletter\/sent$/)
      expect((await calls(request)).slice(before).map((call) => call.body.email)).toEqual(['pressed.at.once@fleet.example'])

      const shown = await showBack('shown.back@fleet.example')
      await hydrated(page)
      await expect(shown.getByRole('textbox')).toHaveValue('shown.back@fleet.example')
      await expect(page).toHaveTitle(/^Not sent yet: /)
      // Two sign-up forms on the page, the footer's empty: named apart.
      await expect(page.locator('footer form[aria-labelledby]')).toHaveCount(1)
      await expectNoAxeViolations(page)
    },
  )
})
