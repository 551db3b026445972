/**
 * The way forward when a request form could not send (a failure, a timeout, no connection): the
 * request as typed, every field labelled, ready to go another way: "Email it to us" (a mailto: to
 * the support address, its subject naming the form), "Send on WhatsApp" (the configured number)
 * and a copy button. Loaded only when needed (request-form.tsx), below the spec's banner.
 *
 * Links have length limits (mail programs and wa.me refuse or cut long ones): a link whose full
 * text would pass LINK_LIMIT carries instead a note: that the request is to be copied from the
 * box on the page (which then shows it), or, once a copy worked, that it is on the clipboard; a
 * plain click copies it first and follows the link only once it is copied. Nothing is ever cut
 * silently, and no link claims what is not so (once the visitor copies something else, nor does
 * the page).
 * Words: the layout copy's "interface" section (sendAnotherWay, emailIt, whatsappIt, copyIt,
 * copied, copyFailed, pasteNote, pasteNoteManual, requestText, mailSubject).
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { fill } from '~/content/copy'
import { NewTab } from '~/components/NewTab'
import { useSiteSettings, useWord, whatsappHref, withoutStega } from '~/content/site'
import { LINK_LIMIT } from '../../contract/links.ts'

/** The longest link offered (characters of the whole URL), within every mail program's and wa.me's limits. */
export { LINK_LIMIT }

export type SendAnotherWayProps = {
  /** The form's name, in the mail's subject. */
  subject: string
  /** Every field of the form, labelled, with its value as typed. */
  lines: { label: string; value: string }[]
}

/** The request as text: one "Label: value" line per field, values exactly as typed. */
export function requestText(lines: SendAnotherWayProps['lines']) {
  return lines.map(({ label, value }) => `${label}: ${value}`).join('\n')
}

/** A link with the full text when it fits LINK_LIMIT, else with `note` (and `full: false`). */
function within(make: (text: string) => string | undefined, text: string, note: string) {
  const whole = make(text)
  if (whole && whole.length <= LINK_LIMIT) return { href: whole, full: true }
  return { href: make(note), full: false }
}

export function fallbackLinks({
  supportEmail,
  whatsappNumber,
  subject,
  text,
  pasteNote,
}: {
  supportEmail: string
  whatsappNumber: string | null | undefined
  subject: string
  text: string
  pasteNote: string
}) {
  const mailto = (body: string) =>
    supportEmail ? `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}` : undefined
  return {
    mail: within(mailto, text, pasteNote),
    whatsapp: within((body) => whatsappHref(whatsappNumber, body), text, pasteNote),
  }
}

export function SendAnotherWay({ subject, lines }: SendAnotherWayProps) {
  const settings = useSiteSettings()
  const word = useWord()
  const id = useId()
  const text = requestText(lines)
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  /**
   * A request too long for a link: a link carries a note instead. It says the request is on the
   * clipboard only once it is (a copy worked); until then, that it is to be copied from the box
   * on the page, which shows the request from the start. However the link is opened (a click, a
   * middle click, its address copied), what it says is true.
   */
  const linksFor = (copied: boolean) =>
    fallbackLinks({
      supportEmail: withoutStega(settings.supportEmail),
      whatsappNumber: settings.whatsappNumber,
      subject: fill(word('mailSubject'), { form: subject }),
      text,
      pasteNote: word(copied ? 'pasteNote' : 'pasteNoteManual'),
    })
  const links = linksFor(copy === 'copied')
  const tooLong = !links.mail.full || !links.whatsapp.full
  const textRef = useRef<HTMLTextAreaElement>(null)
  /**
   * Each copy that did not work asks for the request to be selected in its box, to copy by hand: once
   * the box is there. The first refusal shows the box, and a browser refuses after the press (its
   * permission check answers later), so the render that adds the box comes as a task of its own: a
   * selection asked for at the next frame found no box yet (the pre-arrival form's first press left
   * it unselected, issue 59); after the render it always does.
   */
  const [selectAsked, askSelect] = useState(0)
  useEffect(() => {
    if (selectAsked) textRef.current?.select()
  }, [selectAsked])

  /**
   * The clipboard holds the request only until the visitor copies something else: a copy or a cut
   * in the page, or anything once they leave it (the window loses focus). From then on "Copied" is
   * gone and the links say again to copy the request from the box; a click on one copies it again.
   */
  useEffect(() => {
    if (copy !== 'copied') return
    const forget = () => setCopy('idle')
    document.addEventListener('copy', forget)
    document.addEventListener('cut', forget)
    window.addEventListener('blur', forget)
    return () => {
      document.removeEventListener('copy', forget)
      document.removeEventListener('cut', forget)
      window.removeEventListener('blur', forget)
    }
  }, [copy])

  async function copyText() {
    try {
      await navigator.clipboard.writeText(text)
      setCopy('copied')
      return true
    } catch {
      setCopy('failed')
      // The text is shown for copying by hand; selected once it is.
      askSelect((asked) => asked + 1)
      return false
    }
  }

  /**
   * A plain click on a link that carries only the note: the request is copied first, then the link
   * followed with the note that says it is on the clipboard. Where copying fails, the link is not
   * followed this time: the page says so, and the request is selected in its box, to copy by hand;
   * the next click follows the link, whose note says to copy it from there.
   */
  function followAfterCopy(event: MouseEvent<HTMLAnchorElement>, full: boolean, link: 'mail' | 'whatsapp') {
    if (full || copy !== 'idle' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void copyText().then((copied) => {
      if (!copied) return
      const href = linksFor(true)[link].href
      if (!href) return
      if (link === 'whatsapp') window.open(href, '_blank', 'noopener')
      else window.location.href = href
    })
  }

  return (
    <div className="send-another-way" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="send-another-way-title">
        {word('sendAnotherWay')}
      </p>
      <div className="form-actions">
        {links.mail.href && (
          <a className="button button-light" href={links.mail.href} onClick={(event) => followAfterCopy(event, links.mail.full, 'mail')}>
            {word('emailIt')}
          </a>
        )}
        {links.whatsapp.href && (
          <a
            className="button button-light"
            href={links.whatsapp.href}
            target="_blank"
            rel="noopener"
            onClick={(event) => followAfterCopy(event, links.whatsapp.full, 'whatsapp')}
          >
            {word('whatsappIt')}
            <NewTab />
          </a>
        )}
        <button type="button" className="button button-light" onClick={() => void copyText()}>
          {word('copyIt')}
        </button>
      </div>
      <p role="status" className="send-another-way-status">
        {copy === 'copied' ? word('copied') : copy === 'failed' ? word('copyFailed') : ''}
      </p>
      {(copy === 'failed' || tooLong) && (
        <>
          <label htmlFor={`${id}-text`} className="send-another-way-label">
            {word('requestText')}
          </label>
          <textarea id={`${id}-text`} ref={textRef} readOnly value={text} rows={Math.min(12, lines.length + 2)} />
        </>
      )}
    </div>
  )
}
