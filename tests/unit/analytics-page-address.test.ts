/**
 * Issue 51: the address a page view names (src/analytics/page-address.ts) carries nothing a visitor
 * typed or was sent: no query but the few parameters chosen from lists, no form result's id, no
 * fragment, no email or phone number in the path; the referrer likewise, another site by its origin.
 * tests/unit/analytics-runtime.test.tsx checks that each provider is handed these.
 */
import { describe, expect, it } from 'vitest'
import { FORM_NAMES, formProblemPath, formResultPath } from '../../contract/forms'
import { KEPT_PARAMETERS, viewedAddress, viewedReferrer } from '../../src/analytics/page-address'

const SITE = 'https://www.globalsalvage.example'

describe('the address a page view names', () => {
  it("a form result's page is its form's problem page, without the id (which shows what was typed for an hour)", () => {
    for (const form of FORM_NAMES) {
      expect(viewedAddress(`${SITE}${formResultPath(form, 'k3Jq9xYz_-Ab12')}`)).toBe(`${SITE}${formProblemPath(form)}`)
      expect(viewedAddress(`${SITE}${formResultPath(form, 'k3Jq9xYz')}?retry=1#top`)).toBe(`${SITE}${formProblemPath(form)}`)
    }
  })

  it("no email, token or search: a subscriber's link, the search page and the port directory's search", () => {
    expect(viewedAddress(`${SITE}/unsubscribe?email=ravi%40shipping.example&token=abc.def`)).toBe(`${SITE}/unsubscribe`)
    expect(viewedAddress(`${SITE}/email-preferences?email=ravi@shipping.example&token=t`)).toBe(`${SITE}/email-preferences`)
    expect(viewedAddress(`${SITE}/about?email=ravi@shipping.example`)).toBe(`${SITE}/about`)
    expect(viewedAddress(`${SITE}/search?q=MV+Sea+Star+IMO+9876543`)).toBe(`${SITE}/search`)
    expect(viewedAddress(`${SITE}/ports?q=mumbai`)).toBe(`${SITE}/ports`)
    expect(viewedAddress(`${SITE}/port-call-compliance?port=Mumbai`)).toBe(`${SITE}/port-call-compliance`)
    expect(viewedAddress(`${SITE}/docs/compliance-pack?filled=1#vessel`)).toBe(`${SITE}/docs/compliance-pack`)
  })

  it("keeps the directory's filters and a link's campaign tags, with plain values only", () => {
    expect(KEPT_PARAMETERS).toEqual(['coast', 'response', 'utm_source', 'utm_medium', 'utm_campaign'])
    expect(viewedAddress(`${SITE}/ports?q=kandla&coast=west&response=2-4+hours`)).toBe(`${SITE}/ports?coast=west&response=2-4+hours`)
    expect(viewedAddress(`${SITE}/?utm_source=newsletter&utm_medium=email&utm_campaign=monsoon-2025&utm_content=x`)).toBe(
      `${SITE}/?utm_source=newsletter&utm_medium=email&utm_campaign=monsoon-2025`,
    )
    // A kept parameter made to carry an email, a phone number or anything long is dropped.
    expect(viewedAddress(`${SITE}/?utm_source=ravi@shipping.example&coast=%2B91%2098200%2012345&response=${'x'.repeat(41)}`)).toBe(
      `${SITE}/`,
    )
    expect(viewedAddress(`${SITE}/?utm_campaign=9820012345`)).toBe(`${SITE}/`)
  })

  it('an email or a phone number typed into an address the site has no page for is not named', () => {
    expect(viewedAddress(`${SITE}/ravi@shipping.example`)).toBe(`${SITE}/_`)
    expect(viewedAddress(`${SITE}/contact/ravi%40shipping.example/x`)).toBe(`${SITE}/contact/_/x`)
    expect(viewedAddress(`${SITE}/call/9820012345`)).toBe(`${SITE}/call/_`)
    // The site's own addresses are named as they are.
    for (const path of ['/', '/ports/mumbai', '/notices/page/2', '/notices/dgs-msn-05-2025', '/agents/partner', '/docs/dgs-msn05-2025'])
      expect(viewedAddress(`${SITE}${path}`)).toBe(`${SITE}${path}`)
  })
})

describe('where the visitor came from', () => {
  it('another site by its origin; a page of this one as a page view names it; none as empty', () => {
    expect(viewedReferrer('https://mail.example.com/inbox/msg?id=123&email=ravi@shipping.example', SITE)).toBe('https://mail.example.com')
    expect(viewedReferrer(`${SITE}/search?q=salvage`, SITE)).toBe(`${SITE}/search`)
    expect(viewedReferrer(`${SITE}${formResultPath('fleetQuote', 'abc123')}`, SITE)).toBe(`${SITE}${formProblemPath('fleetQuote')}`)
    expect(viewedReferrer('', SITE)).toBe('')
    expect(viewedReferrer('android-app://com.google.android.gm/', SITE)).toBe('')
  })
})
