import { useEffect, useId, useState } from 'react'
import { fill } from '~/content/copy'
import { useOfflineWord } from '~/content/site'
import type { OfferName, OfferState } from './names'

/**
 * "Keep for offline": what the service worker keeps only when the visitor asks (src/offline/
 * service-worker.ts), the PDFs and the port guides, offered on the contact page, the printable
 * documents and the ports' pages (KeepOfflineSlot in SiteChrome.tsx). A button says what it keeps and
 * what the click costs on the wire now ("Keep for offline: 4 documents, 326 kB": the layout copy's
 * words, section "offline"; the worker's figure, src/offline/offers.ts, what this device keeps left
 * out), and a polite status says what it kept, or that it could not. Once this device keeps all of
 * it, the button says so and what a click does then: update the kept copies, at most so many bytes.
 * The worker answers with or without a connection, so the page says what this device keeps offline
 * too. Shown once a worker controls the page (none without JavaScript, nor before the worker of a
 * first visit runs); loaded after the page's own code. Its click wakes none of the page's parts
 * (`data-parts-idle`, src/lib/lazy-part.ts): it costs what it says.
 */

type Answer = { states?: Record<OfferName, OfferState>; kept?: boolean }
type Doing = 'keeping' | 'kept' | 'failed'

/** Asks the worker controlling the page, on a channel of its own, once there is one. */
function askWorker(message: object): Promise<Answer> {
  const container = navigator.serviceWorker
  return new Promise((resolve) => {
    const ask = () => {
      const controller = container.controller
      if (!controller) return false
      const channel = new MessageChannel()
      channel.port1.onmessage = ({ data }: MessageEvent<Answer>) => resolve(data)
      controller.postMessage(message, [channel.port2])
      return true
    }
    if (!ask()) container.addEventListener('controllerchange', ask, { once: true })
  })
}

/** 326000 → "326 kB", 1240000 → "1.2 MB", in the page's language. */
function size(bytes: number) {
  const mega = bytes >= 1_000_000
  return new Intl.NumberFormat(document.documentElement.lang || undefined, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / 1_000_000 : bytes / 1000)
}

const WORDS = {
  documents: { keep: 'keepDocuments', kept: 'keptDocuments', update: 'updateDocuments' },
  ports: { keep: 'keepPorts', kept: 'keptPorts', update: 'updatePorts' },
} as const

function Offer({ name, state, onKept }: { name: OfferName; state: OfferState; onKept: (states: Record<OfferName, OfferState>) => void }) {
  const word = useOfflineWord()
  const id = useId()
  const [doing, setDoing] = useState<Doing>()
  /** What the last click kept, and at what cost: the status says it. */
  const [done, setDone] = useState({ count: state.count, size: '' })
  const words = WORDS[name]
  const keep = () => {
    if (doing === 'keeping') return
    const cost = { count: state.count, size: size(state.kept ? state.update : state.bytes) }
    setDoing('keeping')
    void askWorker({ type: 'gsi-keep-offer', offer: name }).then((answer) => {
      setDone(cost)
      setDoing(answer.kept ? 'kept' : 'failed')
      if (answer.states) onKept(answer.states)
    })
  }
  const status = doing === 'keeping' ? word('keeping') : doing === 'kept' ? fill(word(words.kept), done) : doing && word('keepFailed')
  const label = state.kept
    ? fill(word(words.update), { count: state.count, size: size(state.update) })
    : fill(word(words.keep), { count: state.count, size: size(state.bytes) })
  return (
    <div className="keep-offline" data-parts-idle="">
      <button type="button" className="button button-light" aria-describedby={id} aria-disabled={doing === 'keeping'} onClick={keep}>
        {label}
      </button>
      <p id={id} role="status" className="keep-offline-status">
        {status}
      </p>
    </div>
  )
}

export default function KeepOffline({ offers }: { offers: readonly OfferName[] }) {
  const [states, setStates] = useState<Record<OfferName, OfferState>>()
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    let live = true
    void askWorker({ type: 'gsi-offers' }).then((answer) => live && answer.states && setStates(answer.states))
    return () => {
      live = false
    }
  }, [])
  if (!states) return null
  return offers.map((name) => states[name] && <Offer key={name} name={name} state={states[name]} onKept={setStates} />)
}
