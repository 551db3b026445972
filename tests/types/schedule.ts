/**
 * Checked by `npm run typecheck` (tsc), never run: the schedule's answer as contract/schedule.ts
 * declares it (contract/ cannot import the site's generated types) is the one TypeGen writes for
 * SCHEDULE_QUERY, both ways, so a change to the query that changes its answer fails the typecheck
 * until the declaration follows.
 */
import type { SCHEDULE_QUERY_RESULT as Declared } from '../../contract/schedule'
import type { SCHEDULE_QUERY_RESULT as Generated } from '~/content/sanity.types'

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const scheduleAnswerAsGenerated: Same<Declared, Generated> = true
