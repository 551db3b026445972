/**
 * Analytics as Site settings switch it on (contract/analytics.ts; none: the root never loads this).
 * Loaded by the root once the page has hydrated, itself after the first paint, and never inside a
 * frame (the Studio's Presentation preview) nor under `npm start`.
 *
 * - A provider that sets no cookies (Plausible, Umami) starts at once.
 * - One that does (GA4, Tag Manager) starts only once the visitor agreed (the prompt, ConsentPrompt),
 *   now or on an earlier visit; until they answer nothing of Google's loads and nothing is sent;
 *   after "no" nothing ever is. The answer is kept (consent.ts) and can be changed from the footer's
 *   button ("choices"), which this puts in the footer's place for it; withdrawing stops the sending
 *   and removes Google's cookies.
 * - Sending: one page view for the page shown on arrival (or when the visitor agrees) and one at
 *   each navigation to another page inside the site (not when only the query or fragment changes);
 *   the site's events (src/lib/analytics.ts `track`) and settled searches (`trackSearch`), held until
 *   then, each sent once.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { useLocation } from 'react-router'
import { analyticsSetup, type AnalyticsSettings } from '../../contract/analytics.ts'
import { section, titleOf, type CopySection } from '~/content/copy'
import { currentChoicesSlot, sendEventsTo, watchChoicesSlot } from '~/lib/analytics'
import { partsNeeded } from '~/lib/lazy-part'
import { storedChoice, storeChoice, type Choice } from './consent'
import { ConsentPrompt } from './ConsentPrompt'
import { provider } from './providers'

export type AnalyticsProps = {
  /** Site settings' analytics, as the page was built with it (the build's policy allows its origins). */
  settings: AnalyticsSettings
  /** The consent page copy: carried only by pages whose provider sets cookies. */
  consent?: { key: 'consent'; sections?: CopySection[] | null } | null
}

/** How long after the prompt appears its question is said in the status region (once that region is in the page). */
const ANNOUNCE_DELAY_MS = 300

export default function Analytics({ settings, consent }: AnalyticsProps) {
  const setup = useMemo(() => analyticsSetup(settings), [settings])
  const [sender] = useState(() => (setup ? provider(setup) : null))
  const [choice, setChoice] = useState<Choice | undefined>(() =>
    !setup ? undefined : setup.consent ? storedChoice(setup.provider) : 'granted',
  )
  /** The prompt: asked by itself (no answer yet), opened from the footer, or closed. */
  const [open, setOpen] = useState<'asked' | 'opened' | false>(() => (setup?.consent && !choice ? 'asked' : false))
  /** What the status region says: the question as it appears, then the answer's confirmation. */
  const [said, setSaid] = useState('')
  const { pathname } = useLocation()
  const viewed = useRef<string | undefined>(undefined)
  const slot = useSyncExternalStore(watchChoicesSlot, currentChoicesSlot, () => null)
  /** Where the status is said: inside the page's main landmark (all of a page's content is in one). */
  const [main, setMain] = useState<HTMLElement | null>(null)
  const choicesButton = useRef<HTMLButtonElement>(null)
  const prompt = section(consent, 'prompt')

  // As the answer stands: sending (the page shown counted, the events held sent) or not.
  useEffect(() => {
    if (!sender || choice === undefined) return
    if (choice === 'denied') {
      sender.stop()
      return sendEventsTo(null)
    }
    sender.start()
    if (viewed.current !== window.location.pathname) {
      viewed.current = window.location.pathname
      sender.pageview()
    }
    sendEventsTo(sender.event, sender.search)
  }, [sender, choice])

  // Each navigation to another page inside the site: one page view.
  useEffect(() => {
    if (!sender || choice !== 'granted' || viewed.current === pathname) return
    viewed.current = pathname
    sender.pageview()
  }, [sender, choice, pathname])

  // A site that asks: the footer (where the choices' button goes) is needed now, whether or not the visitor acted yet.
  useEffect(() => {
    if (!setup?.consent) return
    setMain(document.getElementById('main'))
    partsNeeded()
  }, [setup])

  useEffect(() => {
    if (open !== 'asked' || !prompt.heading) return
    const timer = setTimeout(() => setSaid(prompt.heading ?? ''), ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open, prompt.heading])

  if (!setup?.consent) return null

  function choose(next: Choice) {
    const from = open
    storeChoice(setup!.provider, next)
    setChoice(next)
    setOpen(false)
    setSaid(titleOf(prompt, next === 'granted' ? 'accepted' : 'refused'))
    // Focus leaves the prompt as it closes: back to the footer's button it was opened from, else to the page.
    if (from === 'opened') choicesButton.current?.focus()
    else document.getElementById('main')?.focus({ preventScroll: true })
  }

  /** Escape: closed unanswered (asked again on the next page load), focus back where the prompt was opened from. */
  function close() {
    const from = open
    setOpen(false)
    if (from === 'opened') choicesButton.current?.focus()
    else document.getElementById('main')?.focus({ preventScroll: true })
  }

  return (
    <>
      {open && <ConsentPrompt copy={prompt} current={choice} focus={open === 'opened'} onChoose={choose} onClose={close} />}
      {main &&
        createPortal(
          <p role="status" className="sr-only">
            {said}
          </p>,
          main,
        )}
      {slot &&
        createPortal(
          <button
            type="button"
            ref={choicesButton}
            className="footer-choices"
            aria-expanded={open !== false}
            onClick={() => setOpen(open ? false : 'opened')}
          >
            {titleOf(prompt, 'choices')}
          </button>,
          slot,
        )}
    </>
  )
}
