// @vitest-environment jsdom
/**
 * The email-link pages announce their result once (issue 24, item 5): focus moves to the result's
 * heading, which the success message describes, and no live region around it announces it again.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfirmationView } from '~/email-links/ConfirmationView'
import { UnsubscribeView } from '~/email-links/UnsubscribeView'
import { emailConfirmation, unsubscribe } from '../../../seed/copy/index.ts'
import { renderWithSite, reply, useMsw } from './helpers'

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

describe('an email-link page announces its success once', () => {
  const pages = [
    {
      name: '/confirm and /email-confirmation',
      path: '/confirm',
      call: '/api/brain/confirm',
      view: <ConfirmationView copy={emailConfirmation as never} />,
      message: 'Your email has been confirmed! You are now subscribed to our updates.',
    },
    {
      name: '/unsubscribe',
      path: '/unsubscribe',
      call: '/api/brain/unsubscribe',
      view: <UnsubscribeView copy={unsubscribe as never} />,
      message: 'You have been successfully unsubscribed from marketing emails.',
    },
  ]
  for (const page of pages) {
    it(`${page.name}: focus on the heading, described by the message; no live region as well`, async () => {
      server.use(reply('post', page.call, 200, {}))
      window.history.replaceState(null, '', `${page.path}${QUERY}`)
      renderWithSite(page.view, { route: page.path })
      const message = await screen.findByText(page.message)
      const heading = message.closest('.email-state')!.querySelector('h2')!
      await waitFor(() => expect(document.activeElement).toBe(heading))
      expect(document.getElementById(heading.getAttribute('aria-describedby') ?? '')).toBe(message)
      expect(liveRegionsAround(message)).toEqual([])
      expect(liveRegionsAround(heading)).toEqual([])
    })
  }
})
