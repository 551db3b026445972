/**
 * The frame of a printable document (/docs/*): a screen toolbar (Print, Download PDF), the
 * document header (brand, title, lead, document ID, version, date, audience) and its footer
 * line. Text comes from the document's pageCopy and the site settings; the frame's labels from
 * the layout copy. The same page is printed to PDF by the build (tools/site-build/pdf.ts).
 */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { DownloadLink } from '~/components/DownloadLink'
import { DocRichText } from '~/components/docs/DocRichText'
import type { CopySection } from '~/content/copy'
import type { DOC_SLA_SCHEDULE_QUERY_RESULT } from '~/content/sanity.types'
import { mailtoHref, telHref, useDocLabel, useSiteSettings } from '~/content/site'
import type { DownloadKey } from '~/lib/downloads'
import { useLive } from '~/lib/early'
import { useEarlyPart } from '~/early/parts'
import { DataTable, type StackColumn } from '~/components/pages/StackTable'

/** A printable document's ID, version and audience, as every document's query returns them. */
type DocMeta = DOC_SLA_SCHEDULE_QUERY_RESULT['doc'] | undefined
/** Its page copy's hero: the document's title and lead. */
type DocHero = NonNullable<DOC_SLA_SCHEDULE_QUERY_RESULT['copy']>['hero'] | undefined

/**
 * A document's date, written as en-GB does ("15 January 2030") and as ISO 8601 for <time>. Not
 * Intl.DateTimeFormat: its first use in a page initialises ICU, 15-25 ms of main thread (measured in
 * Chromium), which would fall inside hydration; these two formats need none of it.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

type Day = { year: number; month: number; day: number }

/** India Standard Time, the zone printed dates are given in before the visitor's own clock takes over: UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000

function dayInIndia(time: number): Day {
  const shifted = new Date(time + IST_OFFSET_MS)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() }
}

function localDay(date: Date): Day {
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() }
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

function docDate({ year, month, day }: Day) {
  return { text: `${day} ${MONTHS[month]} ${year}`, iso: `${pad(year, 4)}-${pad(month + 1, 2)}-${pad(day, 2)}` }
}

/** The content snapshot's date in India's zone. */
export const snapshotDocDate = (time: number) => docDate(dayInIndia(time))

/** The visitor's today, in their own zone. */
export const localDocDate = (now: Date) => docDate(localDay(now))

/**
 * Today's date for the document. Prerendered HTML cannot know the visitor's date, so the
 * first render (server and hydration alike) shows the content snapshot's date in India's
 * zone; after hydration it becomes the visitor's today, and again just before printing.
 * The change is a transition (the whole document re-renders) and none at all on the same day.
 */
export function useDocDate(snapshotTime: number) {
  const [date, setDate] = useState(() => snapshotDocDate(snapshotTime))
  useEffect(() => {
    const today = () => {
      const next = localDocDate(new Date())
      setDate((shown) => (shown.text === next.text && shown.iso === next.iso ? shown : next))
    }
    startTransition(today)
    window.addEventListener('beforeprint', today)
    return () => window.removeEventListener('beforeprint', today)
  }, [])
  return date
}

/**
 * Screen-only actions above the document. A document filled in on this page (the compliance
 * pack after a pre-arrival request) is saved through the print dialog, since the prebuilt PDF
 * is the blank template.
 */
export function DocToolbar({ download, filled = false, ready = true }: { download: DownloadKey; filled?: boolean; ready?: boolean }) {
  const label = useDocLabel()
  // Print pressed before the page ran, on a document filled in once it runs (`ready` once it has read
  // what fills it): kept by the early script, and printed now, filled in.
  const print = useRef<HTMLButtonElement>(null)
  const [held, setHeld] = useState(false)
  // Until now the page's early script printed (src/early/print.ts).
  useEarlyPart('print')
  useLive(print, () => setHeld(true))
  useEffect(() => {
    if (!held || !ready) return
    setHeld(false)
    window.print()
  }, [held, ready])
  return (
    // Not the document's words: the site search leaves it out (as it leaves out the paper's brand, contacts and details below).
    <div className="doc-toolbar doc-no-print" role="group" aria-label={label('toolbar')} data-pagefind-ignore="">
      {/* The page's early script prints from the first paint (src/early/print.ts); here only on a page without it. */}
      <button
        type="button"
        ref={print}
        className="button button-primary"
        data-print=""
        onClick={(event) => event.defaultPrevented || window.print()}
      >
        {filled ? label('saveFilledPdf') : label('print')}
      </button>
      <DownloadLink download={download} className="button button-light">
        {filled ? label('blankPdf') : label('downloadPdf')}
      </DownloadLink>
    </div>
  )
}

/** Document ID and version on every printed page (CSS page margin boxes), plus page numbers. */
export function DocPageMarks({ meta }: { meta: DocMeta }) {
  // Both fields are restricted by the schema (UPPER-CASE-ID, 1.0); keep them so in CSS anyway.
  const mark = [meta?.documentId, meta?.documentVersion]
    .map((value) => (value ?? '').replace(/[^A-Za-z0-9.\- ]/g, ''))
    .filter(Boolean)
    .join(' · ')
  const css = `@page { @bottom-left { content: "${mark}"; } @bottom-right { content: counter(page) " / " counter(pages); } }`
  return <style>{css}</style>
}

/** The document's opening: brand, title, lead and its details. */
export function DocHeader({
  hero,
  meta,
  date,
  contacts = true,
}: {
  hero: DocHero
  meta: DocMeta
  date: { text: string; iso: string }
  /** The site settings' 24/7 phone and support email under the brand; off for a document that lists them itself. */
  contacts?: boolean
}) {
  const settings = useSiteSettings()
  const label = useDocLabel()
  return (
    <header className="doc-header">
      {/* The site search reads the document's ID ("GSI-FS-EVIDENCE": a reader types it), weighed as its
      heading, so that the ID finds the document before a page that mentions it; not the brand,
      contacts, version, date or the ID's label. */}
      <div className="doc-header-top">
        <div data-pagefind-ignore="">
          <p className="doc-brand">{settings.brandName}</p>
          {contacts && (
            <p className="doc-contacts">
              <a href={telHref(settings.emergencyPhone)}>{settings.emergencyPhone}</a> ·{' '}
              <a href={mailtoHref(settings.supportEmail)}>{settings.supportEmail}</a>
            </p>
          )}
        </div>
        <dl className="doc-meta">
          {meta?.documentId && (
            <div>
              <dt data-pagefind-ignore="">{label('documentId')}</dt>
              <dd data-pagefind-weight="7">{meta.documentId}</dd>
            </div>
          )}
          {meta?.documentVersion && (
            <div data-pagefind-ignore="">
              <dt>{label('version')}</dt>
              <dd>{meta.documentVersion}</dd>
            </div>
          )}
          <div data-pagefind-ignore="">
            <dt>{label('date')}</dt>
            <dd>
              <time dateTime={date.iso}>{date.text}</time>
            </dd>
          </div>
        </dl>
      </div>
      <h1 id="doc-title">{hero?.title}</h1>
      {hero?.lead && <p className="doc-lead">{hero.lead}</p>}
      {meta?.audience && (
        <p className="doc-audience">
          <b>{label('audience')}:</b> {meta.audience}
        </p>
      )}
    </header>
  )
}

/** The document's closing line (its "footer" section). */
export function DocFooter({ section }: { section: CopySection }) {
  if (!section.body && !section.heading) return null
  return (
    <footer className="doc-footer">
      <DocRichText value={section.body} />
    </footer>
  )
}

/** A page holding one printable document: toolbar on screen, the paper below. */
export function DocScreen({
  download,
  meta,
  children,
  className,
  filled,
  ready,
}: {
  download: DownloadKey
  meta: DocMeta
  children: ReactNode
  className?: string
  filled?: boolean
  /** False until a document filled in on this page has read what fills it (Print waits for it). */
  ready?: boolean
}) {
  return (
    <div className="doc-screen">
      <DocPageMarks meta={meta} />
      <div className="doc-frame">
        <DocToolbar download={download} filled={filled} ready={ready} />
        <article className={`doc${className ? ` ${className}` : ''}`} aria-labelledby="doc-title">
          {children}
        </article>
      </div>
    </div>
  )
}

/** A titled part of a document. */
export function DocSection({
  id,
  heading,
  children,
  className,
}: {
  id: string
  heading?: string | null
  children: ReactNode
  className?: string
}) {
  return (
    <section className={`doc-section${className ? ` ${className}` : ''}`} aria-labelledby={heading ? id : undefined}>
      {heading && <h2 id={id}>{heading}</h2>}
      {children}
    </section>
  )
}

/**
 * A document table, its body the site's tables' (DataTable, beside StackTable), the first
 * column the row header. On narrow screens it scrolls sideways in a focusable region, named
 * `label`; on paper it is full width.
 */
export function DocTable<Row extends { _id: string }>({
  label,
  className,
  rows,
  columns,
}: {
  label: string
  className: string
  rows: Row[]
  columns: StackColumn<Row>[]
}) {
  return (
    <div className="doc-table-scroll" role="group" aria-label={label} tabIndex={0}>
      <DataTable rows={rows} columns={columns} className={`doc-table ${className}`} />
    </div>
  )
}
