/**
 * The event a page dispatches on its window when its scripts could not load and the visitor had
 * already typed into a form (tools/site-build/deferred-hydration.ts, instead of reloading the page):
 * the forms keep what was typed and offer to send it another way (src/forms/early.tsx).
 */
export const SCRIPTS_FAILED_EVENT = 'gsi:scripts-failed'
