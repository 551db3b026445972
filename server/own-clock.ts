/**
 * The form function's clock for its budgets: the time this process could run, not the wall's. A
 * budget guards against a service that is down or stalls; it must not run out because the process
 * itself was kept from running (a machine too busy, many requests in one process): then a lead would
 * go unguarded, or a double press be sent twice, for no fault of the store. It ticks every TICK_MS;
 * a tick that comes late counts no more than two ticks (the rest was the process's own delay).
 * On Netlify an instance runs one request at a time, and this clock runs with the wall.
 */
const TICK_MS = 50

let owned = 0
let last = performance.now()
let ticker: ReturnType<typeof setInterval> | undefined

function advance() {
  const now = performance.now()
  owned += Math.min(now - last, 2 * TICK_MS)
  last = now
}

/** Milliseconds of the process's own time since it first asked (monotonic). */
export function ownNow() {
  if (!ticker) {
    last = performance.now()
    ticker = setInterval(advance, TICK_MS)
    ticker.unref?.()
  }
  advance()
  return owned
}

/** Resolves once `until` (ownNow's time) has come: after what had already come in (`setImmediate`, past the pending I/O). */
export function ownTimer(until: number): { done: Promise<void>; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let cleared = false
  const done = new Promise<void>((resolve) => {
    const check = () => {
      if (cleared) return
      const left = until - ownNow()
      if (left > 0) timer = setTimeout(check, Math.max(1, left))
      else setImmediate(() => !cleared && resolve())
    }
    check()
  })
  return {
    done,
    clear: () => {
      cleared = true
      clearTimeout(timer)
    },
  }
}
