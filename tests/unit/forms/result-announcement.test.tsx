// @vitest-environment jsdom
/**
 * The email-link pages announce their result once (issue 24, item 5): focus moves to the result's
 * heading, which the message describes (success, error or invalid link alike), and no live region
 * around it announces it again.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfirmationView } from '~/email-links/ConfirmationView'
import { UnsubscribeView } from '~/email-links/UnsubscribeView'
import { emailConfirmation, unsubscribe } from '../../../seed/copy/index.ts'
import { networkError, renderWithSite, reply, useMsw } from './helpers'

const { server } = useMsw()
const QUERY = `?${new URLSearchParams({ email: 'first.mate@fleet.example', token: 'tok_abc-123' })}`

afterEach(cleanup)

/** The live regions (explicit or by role) that hold `element`. */
function liveRegionsAround(element: Element) {
  const regions: string[] = []
  for (let node: Element | null = element; node; node = node.parentElement) {
    const role = node.getAttribute('role')
    if (node.hasAttribute('aria-live') || role === 'status' || role === 'alert' || role === 'log')
      regions.push(`${node.tagName.toLowerCase()}[role=${role}][aria-live=${node.getAttribute('aria-live')}]`)
  }
  return regions
}

describe('an email-link page announces its result once', () => {
  const pages = [
    {
      name: '/confirm and /email-confirmation',
      path: '/confirm',
      call: '/api/brain/confirm',
      view: <ConfirmationView copy={emailConfirmation as never} />,
      message: 'Your email has been confirmed! You are now subscribed to our updates.',
      network: 'Unable to process your confirmation. Please try again later.',
      invalid: 'Invalid confirmation link. Please check your email and try again.',
    },
    {
      name: '/unsubscribe',
      path: '/unsubscribe',
      call: '/api/brain/unsubscribe',
      view: <UnsubscribeView copy={unsubscribe as never} />,
      message: 'You have been successfully unsubscribed from marketing emails.',
      network: 'Unable to process your request. Please try again later.',
      invalid: 'Invalid unsubscribe link. Please check the URL and try again.',
    },
  ]
  /** The result's heading has focus, the message describes it, and no live region holds either. */
  async function announcedOnce(text: string) {
    const message = await screen.findByText(text)
    const heading = message.closest('.email-state')!.querySelector('h2')!
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(document.getElementById(heading.getAttribute('aria-describedby') ?? '')).toBe(message)
    expect(liveRegionsAround(message)).toEqual([])
    expect(liveRegionsAround(heading)).toEqual([])
  }

  for (const page of pages) {
    it(`${page.name}: a success, an error and an invalid link each focus their heading, described by the message; no live region as well`, async () => {
      server.use(reply('post', page.call, 200, {}))
      window.history.replaceState(null, '', `${page.path}${QUERY}`)
      const success = renderWithSite(page.view, { route: page.path })
      await announcedOnce(page.message)
      success.unmount()

      server.use(networkError('post', page.call))
      window.history.replaceState(
        null,
        '',
        `${page.path}?${new URLSearchParams({ email: 'second.mate@fleet.example', token: 'tok_def-456' })}`,
      )
      const failed = renderWithSite(page.view, { route: page.path })
      await announcedOnce(page.network)
      failed.unmount()

      window.history.replaceState(null, '', page.path)
      renderWithSite(page.view, { route: page.path })
      await announcedOnce(page.invalid)
    })
  }
})
