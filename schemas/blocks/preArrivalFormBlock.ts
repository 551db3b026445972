import { formBlockType } from '../block-fields.ts'

/**
 * The form as on /port-call-compliance; its words are the pre-arrival page's copy (Page copy >
 * Pre-arrival letter generator > Form): one place for them.
 */
export const preArrivalFormBlock = formBlockType('preArrivalFormBlock')
