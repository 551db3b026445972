/**
 * Every Vitest file's setup. In the component tests (jsdom), Testing Library's `findBy…` and
 * `waitFor` wait for their condition up to 20 s, not its default 1 s: a part's code is imported
 * lazily (src/lib/lazy-part.ts), which on a busy machine (other test files on both cores) takes
 * longer than a second. A guard, not a wait: each resolves as soon as its condition holds.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 20_000 })
}

export {}
