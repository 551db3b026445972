/**
 * Who is a developer in the Studio: machine fields (page-copy keys, section keys, the names page
 * code reads) and the Vision (GROQ) tool are theirs alone, read-only and out of sight for editors.
 *
 * The rule: a user with Sanity's "developer" role, or anyone in a Studio started or built with
 * SANITY_STUDIO_DEVELOPER=1 (offline every user is an administrator, so a role cannot tell them
 * apart there). Administrators are editors like the others unless one of these holds.
 *
 * Studio-only (the site never imports it); `process.env.SANITY_STUDIO_*` is replaced at build.
 */
type User = { roles?: Array<{ name?: string }> } | null | undefined

/** Whether this Studio was started or built for developers (SANITY_STUDIO_DEVELOPER=1). */
export const DEVELOPER_STUDIO = process.env.SANITY_STUDIO_DEVELOPER === '1'

export function isDeveloper(user: User, developerStudio = DEVELOPER_STUDIO): boolean {
  return developerStudio || Boolean(user?.roles?.some((role) => role.name === 'developer'))
}

/** A machine field: shown, and editable, to developers only. */
export const developerOnly = {
  hidden: ({ currentUser }: { currentUser?: User }) => !isDeveloper(currentUser),
  readOnly: ({ currentUser }: { currentUser?: User }) => !isDeveloper(currentUser),
}
