import { formBlockType } from '../block-fields.ts'

/**
 * The form as on /fleet-retainer; its words are the fleet retainer's copy (Page copy > Fleet
 * retainer > Quote): one place for them.
 */
export const fleetQuoteFormBlock = formBlockType('fleetQuoteFormBlock')
