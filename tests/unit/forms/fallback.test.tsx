// @vitest-environment jsdom
/**
 * The way forward after a failed send (src/forms/fallback.tsx) on the fleet quote form, against
 * MSW: after a 500, a timeout or a network error, and offline before any try, the mail and
 * WhatsApp links and the copy button carry the request exactly as typed, every field labelled.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { section } from '~/content/copy'
import { FLEET_RETAINER_QUERY } from '~/content/queries'
import type { FLEET_RETAINER_QUERY_RESULT } from '~/content/sanity.types'
import { LINK_LIMIT } from '~/forms/fallback'
import { FleetQuoteForm } from '~/forms/FleetQuoteForm'
import { afterFillTime, hang, networkError, renderWithSite, reply, seedQuery, SETTINGS, SUPPORT_EMAIL, useMsw } from './helpers'

const { copy } = await seedQuery<FLEET_RETAINER_QUERY_RESULT>(FLEET_RETAINER_QUERY)
const COPY = { form: section(copy, 'quote'), success: section(copy, 'quote-success') }
const { server, requests } = useMsw()
const SEND = '/api/brain/send'
const FAILED = `Failed to submit request. Please try again or contact us directly at ${SUPPORT_EMAIL}.`

/** Typed with what links mangle when not encoded: spaces, plus, ampersand, hash, percent, line breaks, non-ASCII. */
const VALUES = {
  companyName: 'Sagar & Sons + Co. #1 (100% owned) – मुंबई',
  contactName: '  Priya Nair ',
  email: 'priya+quotes@arabiansea.example',
  phone: '+91 22 1234 5678 / +91 98765 43210',
  fleetSize: '11-25',
  annualPortCalls: '40 calls?a=b&c=d',
  message: 'Tankers only.\nBerth 4 & 5; ETA 06:30 = fine',
}
const ORDER = ['companyName', 'contactName', 'email', 'phone', 'fleetSize', 'annualPortCalls', 'message'] as const
const labelOf = (name: string) => COPY.form.fields!.find((field) => field.name === name)!.label
const textOf = (values: Record<string, string>) => ORDER.map((name) => `${labelOf(name)}: ${values[name] ?? ''}`).join('\n')
const SUBJECT = `${COPY.form.heading} (sent another way from the website)`
const PASTE_NOTE = 'Paste the request here: it was too long for a link and is on your clipboard.'
const MANUAL_NOTE = 'Paste the request here: it was too long for a link. Copy it from the box on our page first.'

function setup() {
  renderWithSite(<FleetQuoteForm copy={COPY} />)
  const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
  for (const [name, value] of Object.entries(VALUES)) fireEvent.change(field(name), { target: { value } })
  const submit = () => {
    afterFillTime()
    fireEvent.click(screen.getByRole('button', { name: 'Request Fleet Quote' }))
  }
  return { field, submit }
}

/** What a mail program reads from the mailto: link: the address, subject and body. */
function readMailto(href: string) {
  const url = new URL(href)
  expect(url.protocol).toBe('mailto:')
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') }
}

/** What WhatsApp reads from the wa.me link: the number and the text. */
function readWhatsapp(href: string) {
  const url = new URL(href)
  expect(url.origin).toBe('https://wa.me')
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') }
}

const links = async () => ({
  mail: (await screen.findByRole('link', { name: 'Email it to us' })).getAttribute('href')!,
  whatsapp: screen.getByRole('link', { name: /^Send on WhatsApp/ }).getAttribute('href')!,
})

let clipboard: string[]
beforeEach(() => {
  sessionStorage.clear()
  clipboard = []
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => (clipboard.push(text), Promise.resolve()) },
  })
  // Following a mailto: or wa.me link is not for jsdom.
  window.addEventListener('click', preventNavigation)
})
afterEach(() => {
  window.removeEventListener('click', preventNavigation)
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
function preventNavigation(event: MouseEvent) {
  if ((event.target as Element).closest?.('a')) event.preventDefault()
}
/** Whether a click on the link would follow it, as the page leaves it (before preventNavigation, which jsdom needs). */
function follows(link: HTMLElement) {
  let prevented = true
  const seen = (event: Event) => void (prevented = event.defaultPrevented)
  document.body.addEventListener('click', seen)
  fireEvent.click(link)
  document.body.removeEventListener('click', seen)
  return !prevented
}

describe('Send another way, after a failed send', () => {
  for (const [name, failure] of [
    ['a 500', () => server.use(reply('post', SEND, 500, { detail: 'Template missing' }))],
    ['a network error', () => server.use(networkError('post', SEND))],
    ['a timeout', () => server.use(hang('post', SEND).handler)],
  ] as const) {
    it(`after ${name}: the mail and WhatsApp links decode to exactly what was typed, labelled, and the copy button copies it`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      if (name === 'a timeout') vi.useFakeTimers({ shouldAdvanceTime: true })
      failure()
      const { submit } = setup()
      submit()
      if (name === 'a timeout') {
        await screen.findByRole('button', { name: 'Submitting...' })
        await act(async () => {
          await vi.advanceTimersByTimeAsync(15_000)
        })
      }
      // The spec's banner first, its words unchanged, then the ways forward.
      const banner = await screen.findByText(FAILED)
      const { mail, whatsapp } = await links()
      expect(
        banner.compareDocumentPosition(screen.getByRole('link', { name: 'Email it to us' })) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()
      expect(readMailto(mail)).toEqual({ to: SUPPORT_EMAIL, subject: SUBJECT, body: textOf(VALUES) })
      expect(readWhatsapp(whatsapp)).toEqual({ number: SETTINGS.whatsappNumber, text: textOf(VALUES) })
      fireEvent.click(screen.getByRole('button', { name: 'Copy the request' }))
      await screen.findByText('Copied. Paste it into an email or a message to us.')
      expect(clipboard).toEqual([textOf(VALUES)])
      expect(requests).toHaveLength(1)
    })
  }

  it('a request too long for a link: the links say to copy it from the box, and a click copies all of it first, then says it is on the clipboard', async () => {
    server.use(reply('post', SEND, 503))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { field, submit } = setup()
    const message = 'Tanker fleet, port rotation: '.repeat(100)
    fireEvent.change(field('message'), { target: { value: message } })
    submit()
    await screen.findByText(FAILED)
    let { mail, whatsapp } = await links()
    expect(mail.length).toBeLessThanOrEqual(LINK_LIMIT)
    expect(whatsapp.length).toBeLessThanOrEqual(LINK_LIMIT)
    // Before any copy: however the link is opened, it claims nothing of the clipboard, and the box it names is there.
    expect(readMailto(mail)).toEqual({ to: SUPPORT_EMAIL, subject: SUBJECT, body: MANUAL_NOTE })
    expect(readWhatsapp(whatsapp).text).toBe(MANUAL_NOTE)
    expect((screen.getByRole('textbox', { name: 'Your request, to copy' }) as HTMLTextAreaElement).value).toBe(
      textOf({ ...VALUES, message }),
    )
    // A plain click copies first, then follows the link that says it is on the clipboard.
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    expect(follows(screen.getByRole('link', { name: /^Send on WhatsApp/ }))).toBe(false)
    await waitFor(() => expect(clipboard).toEqual([textOf({ ...VALUES, message })]))
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(readWhatsapp(String(open.mock.calls[0][0])).text).toBe(PASTE_NOTE)
    ;({ mail, whatsapp } = await links())
    expect(readMailto(mail).body).toBe(PASTE_NOTE)
    expect(readWhatsapp(whatsapp).text).toBe(PASTE_NOTE)
    // The visitor copies something else: the clipboard no longer holds the request, and nothing says it does.
    act(() => void document.dispatchEvent(new Event('copy')))
    ;({ mail, whatsapp } = await links())
    expect(readMailto(mail).body).toBe(MANUAL_NOTE)
    expect(readWhatsapp(whatsapp).text).toBe(MANUAL_NOTE)
    expect(document.querySelector('.send-another-way-status')!.textContent).toBe('')
    // A click copies it again; leaving the page (where anything may be copied) forgets it too.
    expect(follows(screen.getByRole('link', { name: 'Email it to us' }))).toBe(false)
    await waitFor(() => expect(clipboard).toHaveLength(2))
    await waitFor(async () => expect(readMailto((await links()).mail).body).toBe(PASTE_NOTE))
    act(() => void window.dispatchEvent(new Event('blur')))
    expect(readMailto((await links()).mail).body).toBe(MANUAL_NOTE)
  })

  it('copying refused by the browser: says so and shows the whole request to copy by hand', async () => {
    server.use(reply('post', SEND, 500))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } })
    setup().submit()
    await screen.findByText(FAILED)
    await links()
    fireEvent.click(screen.getByRole('button', { name: 'Copy the request' }))
    await screen.findByText('Copying did not work in this browser. Select the text below and copy it.')
    expect((screen.getByRole('textbox', { name: 'Your request, to copy' }) as HTMLTextAreaElement).value).toBe(textOf(VALUES))
  })

  it('copying refused: the first press selects the whole request in its box, however soon the next frame comes', async () => {
    server.use(reply('post', SEND, 500))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // Refused in a task after the press, as a browser's permission check answers.
    const refused = () => new Promise<void>((_, refuse) => setTimeout(() => refuse(new DOMException('Write permission denied.')), 20))
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: refused } })
    // The browser draws its next frame before React draws the box (issue 59: the first press selected nothing).
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((draw) => (draw(performance.now()), 0))
    setup().submit()
    await screen.findByText(FAILED)
    await links()
    fireEvent.click(screen.getByRole('button', { name: 'Copy the request' }))
    const box = (await screen.findByRole('textbox', { name: 'Your request, to copy' })) as HTMLTextAreaElement
    await waitFor(() => expect([box.selectionStart, box.selectionEnd]).toEqual([0, textOf(VALUES).length]))
  })

  it('a request too long for a link, copying refused: the link does not claim the clipboard, and opens only once it can say so', async () => {
    server.use(reply('post', SEND, 500))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } })
    const { field, submit } = setup()
    const message = 'Tanker fleet, port rotation: '.repeat(100)
    fireEvent.change(field('message'), { target: { value: message } })
    submit()
    await screen.findByText(FAILED)
    await links()
    // Not followed: the mail would have said the request is on the clipboard, and it is not.
    expect(follows(screen.getByRole('link', { name: 'Email it to us' }))).toBe(false)
    await screen.findByText('Copying did not work in this browser. Select the text below and copy it.')
    expect((screen.getByRole('textbox', { name: 'Your request, to copy' }) as HTMLTextAreaElement).value).toBe(
      textOf({ ...VALUES, message }),
    )
    const { mail, whatsapp } = await links()
    expect(readMailto(mail).body).toBe(MANUAL_NOTE)
    expect(readWhatsapp(whatsapp).text).toBe(MANUAL_NOTE)
    // Now the link is followed as it is: what it says is true.
    expect(follows(screen.getByRole('link', { name: 'Email it to us' }))).toBe(true)
  })

  it('offline: says so before trying, sends nothing, and offers the same ways', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    setup().submit()
    // The spec's banner, then why: offline, nothing sent.
    const notice = await screen.findByText('You appear to be offline: your request has not been sent.')
    const banner = notice.closest('.form-banner')
    expect(banner?.firstElementChild?.textContent).toBe(FAILED)
    await waitFor(() => expect(document.activeElement).toBe(banner))
    const { mail } = await links()
    expect(readMailto(mail).body).toBe(textOf(VALUES))
    expect(requests).toHaveLength(0)
  })
})
