/**
 * The pre-arrival form's side of the hand-over to the filled compliance pack
 * (components/docs/submission.ts): written as "Download PDF Now" is followed, deleted if no page
 * took it. Nothing typed stays in the browser otherwise once the form succeeded.
 */
import { SUBMISSION_KEY, type Submission } from '~/components/docs/submission'

/** "Download PDF Now": the submission, for the filled pack this tab opens next. */
export function handOverSubmission(storage: Pick<Storage, 'setItem'>, submission: Submission) {
  try {
    storage.setItem(SUBMISSION_KEY, JSON.stringify(submission))
  } catch {
    // Storage refused: the pack opens blank, as a template.
  }
}

/** The hand-over not taken (the form left, or reset): deleted. */
export function dropSubmission(storage: Pick<Storage, 'removeItem'>) {
  try {
    storage.removeItem(SUBMISSION_KEY)
  } catch {
    // Nothing could be stored either.
  }
}
