import { formBlockType } from '../block-fields.ts'

/**
 * The form as on the footer; its words are the layout copy's (Page copy > Header, footer and
 * newsletter > Newsletter sign-up): one place for them.
 */
export const newsletterFormBlock = formBlockType('newsletterFormBlock')
