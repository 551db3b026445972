/**
 * The form function as Netlify runs it, set up for a test file: bundled by Netlify's bundler with the
 * build's problem pages (form-site.ts), its store Netlify Blobs' own local server behind the gate
 * (tools/stand-ins/blobs-gate.ts), the email-manager stand-in at the network edge. Each test starts
 * with the email-manager's record empty and the function's warnings kept out of the output.
 */
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { startEmailManager } from '../../tools/stand-ins/email-manager/index'
import { startGatedBlobs } from '../../tools/stand-ins/blobs-gate'
import { startFormSite } from './form-site'
import { bundleFunctions, netlifyEnvironment, type Handler } from './netlify-bundle'

export type FormFunction = {
  site: Awaited<ReturnType<typeof startFormSite>>
  manager: Awaited<ReturnType<typeof startEmailManager>>
  blobs: Awaited<ReturnType<typeof startGatedBlobs>>
  form: Handler
}

/**
 * The function, signing stamps with `secret`, once the file's beforeAll has run. The store is given a
 * busy machine's time (FORM_STORE_BUDGET_MS, five times the default: the guards' deadline and the
 * answer's stretch with it): what these files test is the guards and the pages, the store's budget
 * is form-storm.test.ts's.
 */
export function bundledFormFunction(secret: string): FormFunction {
  const fixture = {} as FormFunction
  let bundle: Awaited<ReturnType<typeof bundleFunctions<'form'>>>
  let restore: () => void
  beforeAll(async () => {
    fixture.site = await startFormSite()
    ;[fixture.manager, fixture.blobs, bundle] = await Promise.all([
      startEmailManager(),
      startGatedBlobs(),
      bundleFunctions(['form'] as const, await fixture.site.bundled()),
    ])
    fixture.form = bundle.handlers.form
    restore = netlifyEnvironment(
      {
        FORM_STAMP_SECRET: secret,
        VITE_EMAIL_MANAGER_URL: fixture.manager.url,
        VITE_BUSINESS_ID: 'global-salvage-india',
        URL: fixture.site.origin,
        FORM_STORE_BUDGET_MS: '10000',
      },
      fixture.blobs,
    )
  }, 120_000)
  afterAll(async () => {
    restore()
    await Promise.all([fixture.site.close(), fixture.manager.close(), fixture.blobs.close()])
    bundle.close()
  })
  beforeEach(() => {
    fixture.manager.manager.reset()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  return fixture
}
