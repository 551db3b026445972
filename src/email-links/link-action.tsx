/**
 * A subscriber page that acts on its link by itself (confirmation, unsubscribe): the request
 * (`useLinkAction`) and the views both pages show alike (`LinkActionViews`); each page adds its
 * success panel.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { RichText } from '~/components/RichText'
import { section } from '~/content/copy'
import type { CallResult } from '~/forms/api'
import { Spinner, useFocusWhen } from '~/forms/status'
import { saveResult, savedResult, useLinkParams } from './link-params'
import { HomeLink, LinkViews, ResultPanel, TryAgain } from './shared'
import type { EMAIL_CONFIRMATION_QUERY_RESULT, UNSUBSCRIBE_QUERY_RESULT } from '~/content/sanity.types'

export type LinkActionState =
  { status: 'processing' } | { status: 'invalid' } | { status: 'success' } | { status: 'error'; message: string }

/**
 * The request of such a page (docs/contract.md, States): invalid when the link lacks its email
 * or token; otherwise the call runs once on arrival, then success, or error with the server's
 * detail (else `failed`) or `network`. The result stays with the history entry (saveResult):
 * Back and reload show it and send nothing. `retry` is Try Again, the only way to send again;
 * `resultRef` takes focus when a result is shown.
 */
export function useLinkAction(call: (email: string, token: string) => Promise<CallResult>, failed: string, network: string) {
  const link = useLinkParams()
  const [state, setState] = useState<LinkActionState>({ status: 'processing' })
  const [attempt, setAttempt] = useState(0)
  const mounted = useRef(true)
  const started = useRef(false)
  const inFlight = useRef(false)
  const resultRef = useFocusWhen<HTMLHeadingElement>(state.status !== 'processing' && attempt > 0, `${state.status}${attempt}`)
  const callRef = useRef(call)
  callRef.current = call

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback(
    async (email: string, token: string) => {
      if (inFlight.current) return
      inFlight.current = true
      setState({ status: 'processing' })
      const result = await callRef.current(email, token)
      inFlight.current = false
      const next: LinkActionState = result.ok
        ? { status: 'success' }
        : { status: 'error', message: result.kind === 'server' ? (result.detail ?? failed) : network }
      // A page left meanwhile has another history entry now: nothing is written to it.
      if (!mounted.current) return
      saveResult(email, token, next)
      setState(next)
      setAttempt((n) => n + 1)
    },
    [failed, network],
  )

  useEffect(() => {
    if (link.state === 'missing') {
      setState({ status: 'invalid' })
      setAttempt((n) => n + 1)
    } else if (link.state === 'ready' && !started.current) {
      started.current = true
      // Back or reload to a page whose call was made: its result, and nothing sent.
      const saved = savedResult<LinkActionState>(link.email, link.token)
      if (saved?.status === 'success' || saved?.status === 'error') {
        setState(saved)
        setAttempt((n) => n + 1)
      } else void run(link.email, link.token)
    }
  }, [link, run])

  const retry = () => {
    if (link.state === 'ready') void run(link.email, link.token)
  }
  return { link, state, resultRef, retry }
}

/**
 * What such a page shows alike, but its success: the processing view (a spinner, the copy's
 * "processing" section), the invalid-link view (the "invalid" section's heading,
 * `invalidMessage`, the link home), and the error (the "error" section's heading, the message,
 * Try Again and `besideRetry`).
 */
export function LinkActionViews({
  copy,
  action: { state, resultRef, retry },
  invalidMessage,
  besideRetry,
}: {
  /** The copy of a page that acts on its link (confirming, unsubscribing): both have these sections. */
  copy: EMAIL_CONFIRMATION_QUERY_RESULT | UNSUBSCRIBE_QUERY_RESULT
  action: ReturnType<typeof useLinkAction>
  invalidMessage: string
  besideRetry: ReactNode
}) {
  const processing = section(copy, 'processing')
  return (
    <>
      <LinkViews
        status={state.status === 'processing' || state.status === 'invalid' ? state.status : 'other'}
        processing={
          <>
            <Spinner />
            <h2>{processing.heading}</h2>
            <RichText value={processing.body} className="muted" />
          </>
        }
        invalid={{
          heading: section(copy, 'invalid').heading,
          headingRef: resultRef,
          message: invalidMessage,
          actions: [<HomeLink copy={copy} primary />],
        }}
      />
      {state.status === 'error' && (
        <ResultPanel
          tone="error"
          heading={section(copy, 'error').heading}
          headingRef={resultRef}
          message={state.message}
          actions={[<TryAgain copy={copy} onClick={retry} />, besideRetry]}
        />
      )}
    </>
  )
}
