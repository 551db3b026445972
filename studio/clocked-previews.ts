/**
 * Lines in the Studio's lists that change with the clock, said again as each minute passes while
 * the Studio is open: a notice's "Appears 26 Nov, 16:48 India time" once that minute has come, an
 * alert's "scheduled", "live until …" and "ended …" (schemas/documents/notice.ts, noticeListWords).
 *
 * Sanity prepares a document's line (its schema's `preview.prepare`) when the document changes, not
 * when time passes, and its lists render that line as it is (no preview component of the schema's
 * own is used there). So the Studio's document preview store, which every list, search result and
 * reference reads lines from, is given an `observeForPreview` that, for the types named here, asks
 * Sanity for the fields the line is made of (the schema's `preview.select`, unchanged) and prepares
 * the line with the schema's own `prepare` again at each minute: the words stay the schema's. It
 * gives `prepare` what the site shows too (`onSite`): the published document's fields and its
 * draft's, each observed alone, so a never-published draft is never said to be live.
 */
import { useEffect, useState } from 'react'
import { combineLatest, distinctUntilChanged, map, Observable, of, shareReplay } from 'rxjs'
import type { DocumentPreviewStore, PreviewValue } from 'sanity'

/** The types whose line reads the clock. */
export const CLOCKED_TYPES: ReadonlySet<string> = new Set(['notice'])

/**
 * Ticks now, then at the start of each minute (a moment after it, so the minute has come by the
 * clock read then), shared by every line and component that reads the clock: each reads Date.now()
 * when it ticks (a late subscriber's first tick is the last one's, replayed).
 */
export const minutes$ = new Observable<number>((subscriber) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const tick = () => {
    const now = Date.now()
    subscriber.next(now)
    timer = setTimeout(tick, 60_000 - (now % 60_000) + 20)
  }
  tick()
  return () => clearTimeout(timer)
}).pipe(shareReplay({ bufferSize: 1, refCount: true }))

type Preview = { select?: Record<string, string>; prepare?: (selection: Record<string, unknown>, viewOptions?: unknown) => PreviewValue }
type Snapshot = Record<string, unknown> & { selection?: Record<string, unknown> }

const same = (a: Snapshot | null | undefined, b: Snapshot | null | undefined) =>
  a === b || (!!a && !!b && Object.keys({ ...a, ...b }).every((key) => a[key] === b[key]))

/** The line the schema's prepare makes; its title alone should it throw (Sanity, too, keeps a line whose prepare failed from breaking the list). */
function lineOf(prepare: NonNullable<Preview['prepare']>, selection: Record<string, unknown>, viewOptions: unknown): PreviewValue {
  try {
    return prepare(selection, viewOptions)
  } catch {
    return { title: typeof selection.title === 'string' ? selection.title : undefined }
  }
}

const patched = new WeakSet<DocumentPreviewStore>()

/** Makes the store's lines of CLOCKED_TYPES follow the clock (once a store; the store is the Studio's one, shared by every list). */
export function clockPreviews(store: DocumentPreviewStore) {
  if (patched.has(store)) return
  patched.add(store)
  const observe = store.observeForPreview.bind(store)
  store.observeForPreview = (value, type, options) => {
    const { name, preview } = type as { name?: string; preview?: Preview }
    if (!name || !CLOCKED_TYPES.has(name) || !preview?.select || !preview.prepare) return observe(value, type, options)
    const prepare = preview.prepare
    // The same type, whose line is the fields it is made of: Sanity fetches and follows them as for the real line.
    const selecting = Object.create(type, {
      preview: { value: { select: preview.select, prepare: (selection: Record<string, unknown>) => ({ title: '', selection }) } },
    }) as typeof type
    // What the site shows: the published document's fields, and its draft's (issue 63, item 12): each on its own, whatever the list's perspective.
    const id = publishedId(value)
    const fieldsOf = (one: { snapshot?: unknown }) =>
      ((one.snapshot as Snapshot | null | undefined)?.selection ?? null) as Record<string, unknown> | null
    const alone = (docId: string) =>
      id ? observe({ _id: docId }, selecting, { viewOptions: options?.viewOptions }) : of({ snapshot: undefined })
    return combineLatest([observe(value, selecting, options), alone(id), alone(`drafts.${id}`), minutes$]).pipe(
      map(([prepared, published, draft]) => {
        const snapshot = prepared.snapshot as Snapshot | null | undefined
        if (!snapshot?.selection) return { ...prepared, type }
        const { selection, title: _title, ...kept } = snapshot
        const onSite = id ? { published: fieldsOf(published), draft: fieldsOf(draft) } : undefined
        return {
          ...prepared,
          type,
          snapshot: { ...kept, ...lineOf(prepare, { ...selection, onSite }, options?.viewOptions) } as PreviewValue,
        }
      }),
      distinctUntilChanged((a, b) => same(a.snapshot as Snapshot, b.snapshot as Snapshot)),
    )
  }
}

/** The published id of the document a line is observed for (`{_id}`, or a reference's `{_ref}`), else ''. */
function publishedId(value: unknown) {
  const { _id, _ref } = (value ?? {}) as { _id?: unknown; _ref?: unknown }
  const id = typeof _id === 'string' ? _id : typeof _ref === 'string' ? _ref : ''
  return id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')
}

/** The time now, again at the start of each minute: for a component whose words read the clock (a badge, the Site status). */
export function useMinute(): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    // The clock read now: the first value a late subscriber gets is the last minute's.
    const subscription = minutes$.subscribe(() => setNow(Date.now()))
    return () => subscription.unsubscribe()
  }, [])
  return now
}
