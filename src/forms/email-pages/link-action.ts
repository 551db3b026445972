import { useCallback, useEffect, useRef, useState } from 'react'
import type { CallResult } from '../api'
import { useFocusWhen } from '../status'
import { useLinkParams } from './link-params'

export type LinkActionState =
  { status: 'processing' } | { status: 'invalid' } | { status: 'success' } | { status: 'error'; message: string }

/**
 * A page that acts on an email link by itself (confirmation, unsubscribe; spec section 4):
 * invalid when the link lacks its email or token; otherwise the call runs once on arrival,
 * then success, or error with the server's detail (else `failed`) or `network`. `retry` is
 * Try Again; `resultRef` takes focus when a result is shown.
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
      if (!mounted.current) return
      if (result.ok) setState({ status: 'success' })
      else if (result.kind === 'server') setState({ status: 'error', message: result.detail ?? failed })
      else setState({ status: 'error', message: network })
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
      void run(link.email, link.token)
    }
  }, [link, run])

  const retry = () => {
    if (link.state === 'ready') void run(link.email, link.token)
  }
  return { link, state, resultRef, retry }
}
