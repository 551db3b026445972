/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly SANITY_PROJECT_ID: string
  readonly SANITY_DATASET: string
  readonly VITE_EMAIL_MANAGER_URL?: string
  readonly VITE_BUSINESS_ID?: string
}
