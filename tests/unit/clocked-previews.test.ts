/**
 * A notice's line in the Studio's lists follows the clock (issue 59, item 16): "Appears 26 Nov, 07:31
 * India time" becomes "26 Nov, 07:31 India time" once that minute has come, while the Studio stays
 * open, with no change to the document (studio/clocked-previews.ts). Here the document preview store
 * is a stand-in preparing lines as Sanity does (the schema's `select`, then its `prepare`); the same
 * in the real Studio, under Playwright's clock: tests/e2e/india-time.studio.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BehaviorSubject, map, type Observable } from 'rxjs'
import { createSchema, type DocumentPreviewStore } from 'sanity'
import { schemaTypes } from '../../schemas/index.ts'
import { clockPreviews } from '../../studio/clocked-previews.ts'

const schema = createSchema({ name: 'default', types: schemaTypes })
type Doc = Record<string, unknown> & { _id: string; _type: string }
type Preview = { select: Record<string, string>; prepare: (selection: Record<string, unknown>) => Record<string, unknown> }

/**
 * A store as Sanity's prepares lines: the fields the type's preview selects, through its prepare,
 * again at each change of the document. `{_id: "notice.x"}` with a perspective is the list's line
 * (the draft over the published document); without one, that document alone (null: there is none).
 */
function storeOf(doc$: BehaviorSubject<Doc>, alone: Record<string, BehaviorSubject<Doc | null>> = {}) {
  const prepared = vi.fn()
  const store = {
    observeForPreview: (value: { _id: string }, type: { preview: Preview }, options?: { perspective?: unknown }) =>
      ((options?.perspective || !alone[value._id] ? doc$ : alone[value._id]!) as Observable<Doc | null>).pipe(
        map((doc) => {
          prepared()
          if (!doc) return { type, snapshot: null }
          const selection = Object.fromEntries(Object.entries(type.preview.select).map(([key, path]) => [key, doc[path]]))
          return { type, snapshot: { _id: doc._id, _type: doc._type, ...type.preview.prepare(selection) } }
        }),
      ),
  }
  return { store: store as unknown as DocumentPreviewStore, prepared }
}

const NOW = Date.parse('2026-11-26T02:00:00Z') // 07:30 India time
const notice: Doc = { _id: 'notice.x', _type: 'notice', title: 'Paradip closed', kind: 'notice', publishedAt: '2026-11-26T02:01:00.000Z' }

beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW }))
afterEach(() => vi.useRealTimers())

describe("a notice's line in the lists", () => {
  it('says again what it says as the minute passes, without a change to the document, and follows the document as before', async () => {
    const doc$ = new BehaviorSubject(notice)
    const { store, prepared } = storeOf(doc$)
    clockPreviews(store)
    const lines: unknown[] = []
    const subscription = store
      .observeForPreview({ _id: 'notice.x' }, schema.get('notice')!, { perspective: ['drafts'] })
      .subscribe(({ snapshot }) => lines.push(snapshot))
    expect(lines).toEqual([
      expect.objectContaining({
        _id: 'notice.x',
        title: 'Paradip closed',
        subtitle: 'Notice, scheduled',
        description: 'Appears 26 Nov, 07:31 India time',
      }),
    ])
    await vi.advanceTimersByTimeAsync(59_000)
    expect(lines).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(lines.at(-1)).toMatchObject({ title: 'Paradip closed', subtitle: 'Notice', description: '26 Nov, 07:31 India time' })
    // Minutes that change nothing say nothing again; the document's fields were read once.
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(lines).toHaveLength(2)
    // (The line, the published document and its draft: each once.)
    expect(prepared).toHaveBeenCalledTimes(3)
    doc$.next({ ...notice, title: 'Paradip reopened' })
    expect(lines.at(-1)).toMatchObject({ title: 'Paradip reopened', subtitle: 'Notice', description: '26 Nov, 07:31 India time' })
    subscription.unsubscribe()
  })

  it('says what the site shows (issue 63, item 12): a draft never published is no live alert; a published one with unpublished changes says so', () => {
    const alert: Doc = {
      ...notice,
      publishedAt: '2026-11-25T00:00:00.000Z',
      alert: true,
      severity: 'warning',
      alertStarts: '2026-11-26T00:00:00.000Z',
      alertEnds: '2026-12-20T12:30:00.000Z',
    }
    const lineOf = (published: Doc | null, draft: Doc | null) => {
      const { store } = storeOf(new BehaviorSubject(draft ?? published!), {
        'notice.x': new BehaviorSubject(published),
        'drafts.notice.x': new BehaviorSubject(draft),
      })
      clockPreviews(store)
      let line: Record<string, unknown> | undefined
      store
        .observeForPreview({ _id: 'notice.x' }, schema.get('notice')!, { perspective: ['drafts'] })
        .subscribe(({ snapshot }) => (line = snapshot as Record<string, unknown>))
        .unsubscribe()
      return { subtitle: line?.subtitle, description: line?.description }
    }
    // Its start has passed, but it was never published: the site shows no banner.
    expect(lineOf(null, { ...alert, _id: 'drafts.notice.x' })).toEqual({
      subtitle: 'Alert (warning), draft',
      description: 'Never published: not on the site, no banner',
    })
    expect(lineOf(alert, null)).toEqual({ subtitle: 'Alert (warning), live', description: 'Until 20 Dec, 18:00 India time' })
    // A draft that moves its end: the site still shows the published times, and the line says a change waits.
    expect(lineOf(alert, { ...alert, _id: 'drafts.notice.x', alertEnds: '2026-12-21T12:30:00.000Z' })).toEqual({
      subtitle: 'Alert (warning), live',
      description: 'Until 20 Dec, 18:00 India time; unpublished changes',
    })
    // A draft changing only the title changes nothing the line says of the banner.
    expect(lineOf(alert, { ...alert, _id: 'drafts.notice.x', title: 'Paradip reopened' })).toEqual({
      subtitle: 'Alert (warning), live',
      description: 'Until 20 Dec, 18:00 India time',
    })
  })

  it('leaves the lines of other types to Sanity, and patches a store once', () => {
    const doc$ = new BehaviorSubject<Doc>({ _id: 'port.x', _type: 'port', name: 'Kandla' })
    const { store } = storeOf(doc$)
    const original = store.observeForPreview
    clockPreviews(store)
    const patched = store.observeForPreview
    clockPreviews(store)
    expect(store.observeForPreview).toBe(patched)
    expect(patched).not.toBe(original)
    const port = schema.get('port')!
    const lines: unknown[] = []
    patched({ _id: 'port.x' }, port).subscribe(({ snapshot }) => lines.push(snapshot))
    original({ _id: 'port.x' }, port).subscribe(({ snapshot }) => lines.push(snapshot))
    expect(lines[0]).toEqual(lines[1])
  })
})
