import type { CopySection } from '~/content/copy'

/**
 * The five-step progress bar of /port-call-compliance (Form, Review, PDF, Email, WhatsApp, from
 * the CMS). Steps before the current one show a check mark; the current one is aria-current,
 * which tells screen readers where in the list the request stands.
 */
export function ProgressSteps({ steps, current }: { steps: CopySection; current: number }) {
  const items = steps.items ?? []
  if (items.length === 0) return null
  return (
    // A list of steps, not links: a named list rather than a navigation landmark.
    <div className="progress">
      <ol className="progress-steps" aria-label={steps.heading ?? undefined}>
        {items.map((step, index) => {
          const number = index + 1
          const state = number < current ? 'done' : number === current ? 'current' : 'todo'
          return (
            <li key={index} className={`progress-step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="progress-marker" aria-hidden="true">
                {state === 'done' ? (
                  <svg
                    viewBox="0 0 24 24"
                    width="16"
                    height="16"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M20 6 9 17l-5-5" />
                  </svg>
                ) : (
                  number
                )}
              </span>
              <span className="progress-label">{step.title}</span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
