import { useEffect, useId, useState } from 'react'
import { fill } from '~/content/copy'
import { useOfflineWord } from '~/content/site'
import type { OfferName, OfferState } from './names'

/**
 * "Keep for offline": what the service worker keeps only when the visitor asks (src/offline/
 * service-worker.ts), the PDFs and the port guides, offered on the contact page, the printable
 * documents and the ports' pages (KeepOfflineSlot in SiteChrome.tsx). A button says what it keeps and
 * what that costs ("Keep for offline: 4 documents, 326 kB": the layout copy's words, section
 * "offline", the sizes the build measured), and a polite status says what it kept, or that it could
 * not. The worker answers with or without a connection, so the page says what this device keeps
 * offline too. Shown once a worker controls the page (none without JavaScript, nor before the worker
 * of a first visit runs); loaded after the page's own code.
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
  documents: { keep: 'keepDocuments', kept: 'keptDocuments' },
  ports: { keep: 'keepPorts', kept: 'keptPorts' },
} as const

function Offer({ name, state, onKept }: { name: OfferName; state: OfferState; onKept: (states: Record<OfferName, OfferState>) => void }) {
  const word = useOfflineWord()
  const id = useId()
  const [doing, setDoing] = useState<Doing | undefined>(state.kept ? 'kept' : undefined)
  const values = { count: state.count, size: size(state.bytes) }
  const keep = () => {
    if (doing === 'keeping') return
    setDoing('keeping')
    void askWorker({ type: 'gsi-keep-offer', offer: name }).then((answer) => {
      setDoing(answer.kept ? 'kept' : 'failed')
      if (answer.states) onKept(answer.states)
    })
  }
  const status =
    doing === 'keeping' ? word('keeping') : doing === 'kept' ? fill(word(WORDS[name].kept), values) : doing && word('keepFailed')
  return (
    <div className="keep-offline">
      <button type="button" className="button button-light" aria-describedby={id} aria-disabled={doing === 'keeping'} onClick={keep}>
        {fill(word(WORDS[name].keep), values)}
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
