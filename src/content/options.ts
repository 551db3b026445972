/**
 * React Query options per page: one query per page view, plus the site settings that the
 * layout needs. Loaders run them through `loadContent` (snapshot.ts); pages read them with
 * `useContent`, which keeps them fresh through React Query (live.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import { sanityFetch } from './client'
import { CONTENT_STALE_TIME } from './snapshot'

/** The GROQ text is needed only when a fetch runs (loaders, refreshes): it stays off the first load. */
const queries = () => import('./queries')

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: ['content', 'siteSettings'],
    queryFn: async () => sanityFetch((await queries()).SITE_SETTINGS_QUERY),
    staleTime: 5 * CONTENT_STALE_TIME,
  })

export const homeQuery = () =>
  queryOptions({
    queryKey: ['content', 'home'],
    queryFn: async () => sanityFetch((await queries()).HOME_QUERY),
  })

export const portQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'port', slug],
    queryFn: async () => sanityFetch((await queries()).PORT_QUERY, { slug }),
  })

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: async () => sanityFetch((await queries()).PAGE_QUERY, { slug }),
  })

export const emailConfirmationQuery = () =>
  queryOptions({ queryKey: ['content', 'emailConfirmation'], queryFn: async () => sanityFetch((await queries()).EMAIL_CONFIRMATION_QUERY) })

export const emailPreferencesQuery = () =>
  queryOptions({ queryKey: ['content', 'emailPreferences'], queryFn: async () => sanityFetch((await queries()).EMAIL_PREFERENCES_QUERY) })

export const unsubscribeQuery = () =>
  queryOptions({ queryKey: ['content', 'unsubscribe'], queryFn: async () => sanityFetch((await queries()).UNSUBSCRIBE_QUERY) })
