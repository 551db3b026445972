/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly SANITY_PROJECT_ID: string
  readonly SANITY_DATASET: string
  /** The year the site was built: the footer's year until the visitor's clock is read. */
  readonly BUILD_YEAR: number
  readonly VITE_EMAIL_MANAGER_URL?: string
  readonly VITE_BUSINESS_ID?: string
  /** The Studio origins the draft preview accepts messages from, space-separated (vite.config.ts). */
  readonly STUDIO_ORIGINS?: string
}
