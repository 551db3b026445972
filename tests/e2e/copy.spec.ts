/**
 * One source for every word, seen from the browser: every string of the seed a reader could see
 * (tests/seed-strings.ts) is rendered by some page or page state of the built site, so no CMS
 * field is dead. Every page is visited, then the states only a visitor's actions or the
 * email-manager's answers bring: form errors, submitting, success, the email-link pages'
 * processing, invalid, success and error views, the preferences' loading and their question,
 * the filled compliance pack, the phone menu, the site search's answers (online and off), keeping
 * for offline and the pages shown with no connection, and the error page; what a topic with no
 * notice says, in a test of its own (copy-empty-topic.spec.ts: it unpublishes a notice, CHANGES_CMS).
 * The longer states' steps and reading a page's words: copy-states.ts. That no seed string is also
 * written in src/ is the unit test tests/unit/copy-sources.test.ts.
 */
import { renderedIn, seedStrings, squash } from '../seed-strings'
import { documents as seedDocuments } from '../../seed/content'
import { search as searchCopy } from '../../seed/copy/search'
import { expect, expectExpanded, hydrated, menuToggle, test } from './helpers'
import { CACHE_NAMES } from '../../src/offline/rules'
import { FORM_PAGE_PATHS } from '../../contract/forms'
import { untilStampAged } from './waits'
import { collect, fleetQuoteWaysForward, hold, json, keepingForOffline, LINK, NO_NOTICE, running } from './copy-states'

test('every string of the seed is rendered by some page or page state', async ({ page, context, request }) => {
  test.setTimeout(300_000)
  const texts: string[] = []
  const links = new Set<string>()
  const take = async () => {
    const rendered = await page.evaluate(collect)
    texts.push(...rendered.texts)
    rendered.links.forEach((link) => links.add(link))
  }
  // Questions the page asks (Unsubscribe from All Marketing's) are words it shows too.
  page.on('dialog', (dialog) => {
    texts.push(dialog.message())
    void dialog.dismiss()
  })

  // Every page the build made, as it loads and once running.
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  expect(paths.length).toBeGreaterThan(15)
  // (The sections catalogue is kept out of search, so out of the sitemap: it holds every kind of section.)
  for (const path of [
    ...paths,
    '/sections',
    '/no/such/page',
    '/ports/atlantis',
    '/email-confirmation',
    '/email-preferences',
    '/unsubscribe',
  ]) {
    await page.goto(path)
    await take()
    await hydrated(page)
    await take()
  }

  await test.step('the pre-arrival form: errors, submitting, success, the filled pack', async () => {
    await page.goto('/port-call-compliance')
    await hydrated(page)
    const form = page.locator('form.site-form')
    const submit = form.locator('button[type="submit"]')
    await submit.click()
    await expect(page.locator('.error-summary')).toBeVisible()
    await take()
    await form.locator('[name="email"]').fill('not-an-address')
    await form.locator('[name="eta"]').click()
    await page.keyboard.type('03')
    await submit.click()
    await take()
    await form.locator('[name="vesselName"]').fill('MV Sagar Kiran')
    await form.locator('[name="imo"]').fill('9387421')
    await form.locator('[name="port"]').selectOption({ index: 1 })
    await form.locator('[name="eta"]').fill('2026-03-14T06:30')
    await form.locator('[name="agent"]').fill('Coastal Agencies Pvt Ltd')
    await form.locator('[name="email"]').fill('ops@owner.example')
    const release = hold(page, '/api/brain/send', (route) => route.fulfill({ status: 200, body: '' }))
    await submit.click()
    await expect(submit).toBeDisabled()
    await take()
    release()
    await expect(page.locator('.form-success')).toBeVisible()
    await take()
    await page.locator('.form-success a').click()
    await expect(page).toHaveURL(/filled=1/)
    await hydrated(page)
    await take()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  await test.step('the fleet quote form: errors, submitting, success', async () => {
    await page.goto('/fleet-retainer')
    await hydrated(page)
    const form = page.locator('#quote form')
    const submit = form.locator('button[type="submit"]')
    await submit.click()
    await expect(page.locator('#quote .error-summary')).toBeVisible()
    await form.locator('[name="email"]').fill('not-an-address')
    await submit.click()
    await take()
    for (const [name, value] of Object.entries({
      companyName: 'Arabian Sea Shipping',
      contactName: 'Priya Nair',
      email: 'priya@arabiansea.example',
      phone: '+91 22 4000 1000',
      annualPortCalls: '40',
    })) {
      await form.locator(`[name="${name}"]`).fill(value)
    }
    await form.locator('[name="fleetSize"]').selectOption({ index: 1 })
    const release = hold(page, '/api/brain/send', (route) => route.fulfill({ status: 200, body: '' }))
    await submit.click()
    await expect(submit).toBeDisabled()
    await take()
    release()
    await expect(page.locator('#quote .form-success')).toBeVisible()
    await take()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  await test.step('the fleet quote form: a value past its limit, a failed send and its ways forward, copying, offline, the send limit', async () => {
    await fleetQuoteWaysForward(page, context, take)
  })

  await test.step('the newsletter: empty, not an address, subscribing', async () => {
    await page.goto('/')
    await hydrated(page)
    const form = page.locator('form.newsletter-form')
    await form.locator('button[type="submit"]').click()
    await take()
    await form.locator('input[name="email"]').fill('not-an-address')
    await form.locator('button[type="submit"]').click()
    await take()
    // A tab pasted into the address: said, not stripped.
    await form.locator('input[name="email"]').fill('reader\t@fleet.example')
    await form.locator('button[type="submit"]').click()
    await take()
    await form.locator('input[name="email"]').fill('reader@fleet.example')
    const release = hold(page, '/api/brain/signup', json(201, {}))
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('button[type="submit"]')).toBeDisabled()
    await take()
    release()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  await test.step('the port directory: a search that matches no port', async () => {
    await page.goto('/ports?q=no-such-port')
    await hydrated(page)
    await expect(page.getByRole('status').filter({ hasText: 'ports shown' })).toHaveText(/^0 /)
    await take()
  })

  // (A topic with no notice, which needs a change in the CMS: tests/e2e/copy-empty-topic.spec.ts.)

  await test.step('the site search: one result, several, none and the most asked pages, a correction and its undoing, the closest words, every name of every term, each kind of result, every result', async () => {
    await page.goto('/about')
    await hydrated(page)
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    const search = page.getByRole('dialog')
    for (const [query, status] of [
      ['Nhava Sheva', /^1 /],
      ['salvage', /\d results$/],
      ['zqxjvw', /zqxjvw/],
      ['paradp', /^Showing results for paradip/],
    ] as const) {
      await search.getByRole('combobox').fill(query)
      await expect(search.getByRole('status')).toHaveText(status)
      await take()
    }
    await search.getByRole('button', { name: /paradp/ }).click()
    await expect(search.getByRole('list', { name: 'Closest words on this site' })).toBeVisible()
    await take()
    // A query no page holds every word of: the note names the word left out ("trust").
    await search.getByRole('combobox').fill('who can I trust with salvage')
    await expect(search.getByText(/^No page has every word/)).toBeVisible()
    await take()
    // Each term of the CMS's Other names searched by its name: the note says every name it is searched
    // by; and by the words it is asked with, all at once: the note says them too, as typed. (One term
    // at a time: each note names the terms of its query.)
    const terms = seedDocuments.filter((doc) => doc._type === 'searchTerm')
    for (const doc of terms) {
      const otherNames = (doc.otherNames ?? []) as string[]
      const asked = (doc.askedAs ?? []) as string[]
      if (otherNames.length) {
        await search.getByRole('combobox').fill(doc.term as string)
        await expect(search.getByText(/^Every name searched:/)).toContainText(otherNames.at(-1)!)
        await take()
      }
      if (asked.length) {
        await search.getByRole('combobox').fill(asked.join(' '))
        await expect(search.getByText(/^Every name searched:/)).toContainText(asked.at(-1)!)
        await take()
      }
    }
    // On /search, every result of a word on every page: each kind's label.
    await page.goto('/search?q=port')
    await hydrated(page)
    await expect(page.getByRole('main').getByRole('option')).not.toHaveCount(0)
    await take()
  })

  await test.step('the site search offline: what can be shown, and how many more need a connection', async () => {
    await page.goto('/contact')
    await hydrated(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // None of the results' details kept from the earlier steps (by the worker, or the browser's cache): only those this search fetches.
    await page.evaluate((name) => caches.delete(name), CACHE_NAMES.searchIndex)
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache')
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    await page.getByRole('dialog').getByRole('combobox').fill('Mumbai')
    await expect(page.getByRole('dialog').getByRole('option')).toHaveCount(8)
    await page.context().setOffline(true)
    await page.keyboard.press('Enter')
    await expect(page.locator('#site-search').getByRole('status')).toHaveText(/more need a connection$/)
    await take()
    await page.context().setOffline(false)
  })

  // The pages that act on a mail's link by themselves: processing, then success; then a failure.
  for (const [path, call] of [
    ['/confirm', '/api/brain/confirm'],
    ['/unsubscribe', '/api/brain/unsubscribe'],
  ]) {
    await test.step(`${path}: processing, success, error`, async () => {
      const release = hold(page, call, json(200, {}))
      await page.goto(`${path}${LINK}`)
      await running(page)
      await expect(page.locator('.email-state[role="status"] h2')).toBeVisible()
      await take()
      release()
      await expect(page.locator('.form-banner-success')).toBeVisible()
      await take()
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await page.route(`**/__email-manager${call}`, json(400, { detail: 'Invalid token' }))
      await page.goto(`${path}${LINK}`)
      await expect(page.locator('.form-banner-error')).toBeVisible()
      await take()
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    })
  }

  await test.step('the preferences page: loading, the toggles and the question, a load error', async () => {
    const release = hold(
      page,
      '/api/brain/preferences/**',
      json(200, { compliance: true, emergency: true, newsletter: true, transactional: true }),
    )
    await page.goto(`/email-preferences${LINK}`)
    await running(page)
    await expect(page.locator('.email-state[role="status"] p')).toBeVisible()
    await take()
    release()
    const all = page.locator('#unsubscribe-all')
    await expect(all).toBeEnabled()
    await take()
    await all.click()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.route('**/__email-manager/api/brain/preferences/**', json(500, {}))
    await page.goto(`/email-preferences${LINK}`)
    await expect(page.locator('.form-banner-error')).toBeVisible()
    await take()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  await test.step('the pages a form sent without JavaScript leads to: sent, and what stopped it (the form endpoint)', async () => {
    for (const path of FORM_PAGE_PATHS) {
      await page.goto(path)
      await take()
    }
    const html = await (await request.get('/fleet-retainer')).text()
    const stamp = /name="gsi_stamp" value="([^"]+)"/.exec(html)![1]!
    await untilStampAged(stamp)
    const refused = await request.post('/forms/send/fleet-quote', { form: { gsi_stamp: stamp, companyName: '' }, maxRedirects: 0 })
    await page.goto(refused.headers().location!)
    await take()
    // A post without a stamp (the edge did not run): shown back, to be sent.
    await page.evaluate(() => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action: '/forms/send/newsletter' })
      form.append(Object.assign(document.createElement('input'), { name: 'email', value: 'reader@fleet.example' }))
      document.body.append(form)
      form.submit()
    })
    await expect(page.locator('#form-not-sent')).toBeVisible()
    await take()
    // A form posted from a page of another site (here a page of its own address, data:): nothing sent, and why.
    const site = new URL(page.url()).origin
    await page.goto(
      `data:text/html,<form method="post" action="${site}/forms/send/fleet-quote"><input name="companyName" value="Elsewhere"></form>` +
        '<script>document.forms[0].submit()</script>',
    )
    await expect(page).toHaveURL(/\/forms\/send\/fleet-quote$/)
    await expect(page.locator('[data-form-result] .form-banner-error')).toBeVisible()
    await take()
  })

  await test.step('the phone menu, open', async () => {
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/')
    await hydrated(page)
    await menuToggle(page).click()
    await expectExpanded(menuToggle(page), true)
    await take()
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  await test.step('keeping for offline (src/offline/): the offers, keeping, kept, failed; a page kept, and kept before the site changed; the offline page', async () => {
    await keepingForOffline(page, take)
  })

  await test.step('the site search with no connection: the pages kept instead', async () => {
    await page.goto('/contact')
    await hydrated(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // None of the index's word chunks kept (the earlier steps' dropped), nor fetched: the search needs a connection.
    await page.evaluate((name) => caches.delete(name), CACHE_NAMES.searchIndex)
    await page.context().route('**/pagefind/index/**', (route) => route.abort())
    await page.reload()
    await hydrated(page)
    await page.context().setOffline(true)
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    await page.getByRole('dialog').getByRole('combobox').fill('zqxjvw')
    await expect(page.getByRole('dialog').getByRole('navigation')).toBeVisible()
    // The answer, once the visitor pauses.
    await expect(page.getByRole('dialog').getByRole('status')).not.toHaveText('')
    await take()
    // A word a kept page's name begins: that page, found by its name.
    const kept = await page.getByRole('dialog').getByRole('navigation').getByRole('link').first().innerText()
    await page.getByRole('dialog').getByRole('combobox').fill(kept.split(/\s+/)[0]!)
    await expect(page.getByRole('dialog').getByRole('heading', { name: /only the names of the pages kept/ })).toBeVisible()
    await take()
    await page.context().setOffline(false)
    await page.context().unrouteAll({ behavior: 'ignoreErrors' })
  })

  await test.step('the error page: a page whose data cannot be fetched on the way', async () => {
    await page.goto('/')
    await hydrated(page)
    // The context's route: the page's data is fetched by its service worker (src/offline/), which keeps no copy of it yet.
    await page.context().route('**/about.data*', (route) => route.abort())
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
    // In the site's frame (header, footer), with the 24/7 phone it asks the visitor to call.
    await expect(page.locator('.error-page')).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.locator('.error-page a[href^="tel:+"]')).toBeVisible()
    await take()
    await page.context().unrouteAll({ behavior: 'ignoreErrors' })
  })

  const corpus = squash(texts.join('\u0001'))
  const sectionAt = (key: string) => (searchCopy.sections ?? []).findIndex((section) => section.key === key)
  const unshown = [sectionAt('printable'), sectionAt('sending')]
  const unrendered = seedStrings()
    // The analytics consent prompt shows on a build with GA4 or Tag Manager only (the seed's analytics is
    // off): tests/e2e/analytics.spec.ts finds its every word on such a build.
    .filter((entry) => entry.doc !== 'pageCopy.consent')
    // What the form endpoint says when the email-manager takes longer than it waits (7 s), which the
    // stand-in never does: tests/unit/form-endpoint-guard.test.ts and form-words.test.ts render it from the seed.
    .filter((entry) => !(entry.doc === 'pageCopy.layout' && entry.value.startsWith('We could not confirm your request')))
    // What the refused page of a post without JavaScript says of an ETA that is no day, or in a year the
    // form does not take (the browser's date field never holds either): tests/unit/form-function-bound.test.ts
    // renders both. (Two more posts here would keep two more results of this machine's one client, past
    // RESULTS_PER_CLIENT for the other specs' posts in the hour.)
    .filter((entry) => !(entry.doc === 'pageCopy.layout' && /^\{label\}: (that day does not exist|enter a date between)/.test(entry.value)))
    // What the page of a result sent without JavaScript says when the form endpoint's store cannot read
    // it just now, which the preview's store never fails to: tests/unit/form-storm.test.ts renders it.
    .filter((entry) => !(entry.doc === 'pageCopy.layout' && entry.value.startsWith('We cannot show this page just now')))
    // The words that ask the search for a printable document ("Template") or to send a request ("Order"),
    // which no page shows: they change what it finds, each searched on the build by
    // tests/unit/search-held-out.test.ts.
    .filter((entry) => !(entry.doc === 'pageCopy.search' && unshown.some((at) => entry.path.startsWith(`sections[${at}]`))))
    // What a topic with no notice says: tests/e2e/copy-empty-topic.spec.ts, which unpublishes one to show it.
    .filter((entry) => entry.value !== NO_NOTICE)
    .filter((entry) => (entry.kind === 'href' ? !links.has(entry.value) : !renderedIn(entry.value, corpus)))
    .map((entry) => `${entry.doc} ${entry.path}: ${JSON.stringify(entry.value)}`)
  expect(unrendered).toEqual([])
})
