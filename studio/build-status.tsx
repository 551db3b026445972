/**
 * Site status for every editor: what became of the last publishes (queued, building, live at
 * hh:mm, failed and why), read from the status document the builds write, and in production the
 * publish function, which records each publish as queued before Netlify starts (contract/build-status.ts).
 * Every time in India time, whatever the editor's computer is set to (contract/india-time.ts).
 * - the "Site status" tool lists the last builds, each with the documents it was started by, named
 *   as the Studio's lists name them (their title and type);
 * - a build "building" for longer than any build takes (BUILD_LONGEST_MS) is said to have stopped
 *   reporting, not to be building still;
 * - a build made ahead of a moment (server/build-ahead.ts) says so: "Building ahead for 14:00",
 *   "Built ahead for 14:00: live at that minute", then "Live at 14:00";
 * - a badge beside a document whose publish the site does not show yet: "Updating the site", or
 *   "Not on the site" when its build failed (the reason in the badge's tooltip and in the tool);
 * - "Stops the site" beside a document the last failed build names as the one to fix, and a link
 *   to it (to the field, where the build named one) under that build's reason;
 * - beside a notice: "Appears 27 Nov, 14:00 India time" while its publication is to come, "Live"
 *   once a build that went live has it;
 * - the tool and the badges say again what they say as each minute passes (a build stalled, a
 *   notice's minute come), and while the documents' names load, say so rather than their ids;
 * - under a build, what it left out of the site and went on without (its warnings: an alert it could
 *   not show, a redirect it ignored), each naming the document.
 */
import { useEffect, useState } from 'react'
import { Badge, Box, Card, Container, Flex, Heading, Stack, Text } from '@sanity/ui'
import {
  useClient,
  useDocumentPreviewStore,
  useSchema,
  type DocumentBadgeComponent,
  type DocumentBadgeDescription,
  type Tool,
} from 'sanity'
import { IntentLink } from 'sanity/router'
import { useMinute } from './clocked-previews.ts'
import {
  BUILD_LONGEST_MS,
  BUILD_STATUS_ID,
  BUILD_STATUS_QUERY,
  contentTime,
  type BuildEntry,
  type BuildState,
} from '../contract/build-status.ts'
import { API_VERSION } from '../contract/constants.ts'
import { indiaClock, publicationTime } from '../contract/india-time.ts'
import { momentWords, nextMoment, type Moment } from '../contract/schedule.ts'
import { indiaTime } from '../src/lib/dates.ts'
import { SCHEDULE_QUERY } from '../contract/schedule.ts'
import type { SCHEDULE_QUERY_RESULT } from '../contract/schedule.ts'

/**
 * The next moment dated content changes (an alert starts or ends, a notice's date comes), when the
 * site is rebuilt by itself (contract/schedule.ts): looked up again when the builds change, and
 * once the moment has passed.
 */
export function useNextScheduled(builds: BuildEntry[] | undefined): Moment | null | undefined {
  const client = useClient({ apiVersion: API_VERSION })
  const [next, setNext] = useState<Moment | null>()
  const [tick, setTick] = useState(0)
  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const now = Date.now()
    client
      .fetch<SCHEDULE_QUERY_RESULT>(SCHEDULE_QUERY, { now: new Date(now).toISOString() }, { perspective: 'published', tag: 'site-status' })
      .then((answer) => {
        if (!live) return
        const moment = nextMoment(answer, now) ?? null
        setNext(moment)
        if (moment) timer = setTimeout(() => setTick((n) => n + 1), Math.min(moment.at - now + 1000, 6 * 60 * 60 * 1000))
      })
      .catch(() => live && setNext(null))
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [client, builds, tick])
  return next
}

/** "16 December 2026, 09:00 India time": when the next scheduled rebuild is, and why. */
export function nextScheduledWords(moment: Moment) {
  return `${indiaTime(new Date(moment.at).toISOString())?.text ?? ''} India time, when ${momentWords(moment)}`
}

/** The last builds, kept up to date as the build reports. */
export function useBuilds(): BuildEntry[] | undefined {
  const client = useClient({ apiVersion: API_VERSION })
  const [builds, setBuilds] = useState<BuildEntry[] | undefined>()
  useEffect(() => {
    let live = true
    const load = () =>
      client
        .fetch<{ builds?: BuildEntry[] } | null>(BUILD_STATUS_QUERY, {}, { perspective: 'raw', tag: 'site-status' })
        .then((status) => live && setBuilds(Array.isArray(status?.builds) ? status.builds : []))
        .catch(() => live && setBuilds([]))
    void load()
    const subscription = client
      .listen(`*[_id == $id]`, { id: BUILD_STATUS_ID }, { events: ['welcome', 'mutation'], includeResult: false, tag: 'site-status' })
      .subscribe({ next: () => void load(), error: () => undefined })
    return () => {
      live = false
      subscription.unsubscribe()
    }
  }, [client])
  return builds
}

/** A time the status holds, on India's clock: "14:03" today, "27 Nov, 14:03" another day, with the zone's name. */
const time = (iso: string | undefined, now = Date.now()) => (iso ? `${indiaClock(Date.parse(iso), now)} India time` : '')

/**
 * A build that says it is building, and has for longer than any build takes (from its start, or from
 * the moment it was built ahead for, which it waits for): it stopped without saying how it ended.
 */
export const stalled = (build: BuildEntry, now = Date.now()) =>
  build.state === 'building' && now - Math.max(Date.parse(build.startedAt ?? build.queuedAt), contentTime(build)) > BUILD_LONGEST_MS

/** A build made ahead of a moment still to come (server/build-ahead.ts): the moment, else undefined. */
const aheadFor = (build: BuildEntry, now: number) => (build.clock && Date.parse(build.clock) > now ? build.clock : undefined)

const TONE: Record<BuildState | 'stalled' | 'built ahead', 'default' | 'primary' | 'positive' | 'caution' | 'critical'> = {
  queued: 'default',
  building: 'primary',
  'built ahead': 'primary',
  live: 'positive',
  failed: 'critical',
  stalled: 'caution',
}

/** A build's state as its badge says it: "stalled" for a build building for longer than any build takes, "built ahead" for one waiting for its moment. */
const stateOf = (build: BuildEntry, now = Date.now()) =>
  stalled(build, now) ? 'stalled' : build.state === 'building' && build.builtAt && aheadFor(build, now) ? 'built ahead' : build.state

/**
 * One build's state in plain words: "Queued at 14:01 India time", "Building since 14:02 India time",
 * "Live at 14:03 India time", "Failed at …"; for a build made ahead of a moment, "Building ahead for
 * 14:00 India time", "Built ahead for 14:00 India time: live at that minute", then "Live at 14:00 …".
 */
export function stateLabel(build: BuildEntry, now = Date.now()) {
  const ahead = aheadFor(build, now)
  if (build.state === 'queued') return `Queued at ${time(build.queuedAt, now)}${ahead ? `, to be built ahead for ${time(ahead, now)}` : ''}`
  if (stalled(build, now))
    return `Building since ${time(build.startedAt ?? build.queuedAt, now)}, and silent since: this build stopped without saying how it ended. The site still shows the build before it; publish again to start a new one.`
  if (build.state === 'building' && ahead)
    return build.builtAt
      ? `Built ahead for ${time(ahead, now)}: live at that minute, not before`
      : `Building ahead for ${time(ahead, now)} (since ${time(build.startedAt, now)})`
  if (build.state === 'building') return `Building since ${time(build.startedAt, now)}`
  if (build.state === 'live') return `Live at ${time(build.finishedAt, now)}${build.clock ? ', built ahead for it' : ''}`
  return `Failed at ${time(build.finishedAt, now)}: the site still shows the build before it`
}

/** A document as the Studio's lists name it: its title and its type ("Kandla (Port)"), the type alone for one of a kind ("Site settings"). */
export function documentName(title: unknown, typeTitle: string | undefined, id: string) {
  const named = typeof title === 'string' && title.trim() ? title.trim() : undefined
  if (!typeTitle) return named ?? id
  if (!named || named === typeTitle || id === 'siteSettings') return typeTitle
  return `${named} (${typeTitle})`
}

/** A document's name as the Studio lists it, and its type; 'missing' once looked up and not found; 'unknown' when the lookup failed. */
type Name = { title: string; type: string } | 'missing' | 'unknown'

/**
 * The names of the documents the builds name, as the Studio's lists show them (their previews), kept
 * up to date. A document not looked up yet has no entry: it is loading.
 */
function useNames(ids: string[]) {
  const client = useClient({ apiVersion: API_VERSION })
  const schema = useSchema()
  const previews = useDocumentPreviewStore()
  const [names, setNames] = useState<Record<string, Name>>({})
  const key = ids.join(',')
  useEffect(() => {
    if (!key) return
    let live = true
    const subscriptions: Array<{ unsubscribe: () => void }> = []
    const asked = key.split(',')
    const mark = (name: Name, which: string[]) =>
      setNames((known) => ({
        ...known,
        ...Object.fromEntries(which.filter((id) => !known[id] || name !== 'unknown').map((id) => [id, name])),
      }))
    client
      .fetch<Array<{ _id: string; _type: string }>>(`*[_id in $ids]{_id, _type}`, { ids: asked }, { tag: 'site-status' })
      .then((docs) => {
        if (!live) return
        const known = docs.filter((doc) => schema.get(doc._type))
        mark(
          'missing',
          asked.filter((id) => !known.some((doc) => doc._id === id)),
        )
        for (const doc of known) {
          const type = schema.get(doc._type)!
          subscriptions.push(
            previews.observeForPreview({ _id: doc._id, _type: doc._type }, type).subscribe(
              ({ snapshot }) =>
                live &&
                setNames((now) => ({
                  ...now,
                  [doc._id]: { title: documentName(snapshot?.title, type.title, doc._id), type: doc._type },
                })),
            ),
          )
        }
      })
      .catch(() => live && mark('unknown', asked))
    return () => {
      live = false
      subscriptions.forEach((subscription) => subscription.unsubscribe())
    }
  }, [client, schema, previews, key])
  return names
}

function SiteStatus() {
  const builds = useBuilds()
  const next = useNextScheduled(builds)
  const now = useMinute()
  const names = useNames([...new Set((builds ?? []).flatMap((build) => [...build.documents, ...(build.fix ?? [])]))])
  /** A document by its name, a link to open it where the Studio has it (at `path`, a field, when given). */
  const documentLink = (id: string, path?: string) => {
    const name = names[id]
    if (name === 'missing') return `${id} (no longer in the Studio)`
    if (name === 'unknown' || !name) return `${id} (its name could not be looked up: reload to try again)`
    return (
      <IntentLink intent="edit" params={{ id, type: name.type, ...(path ? { path } : {}) }}>
        {name.title}
      </IntentLink>
    )
  }
  /** Documents by their names, once the Studio has them all: until then, that it is looking them up (never their ids). */
  const documentLinks = (ids: string[], pathOf: (id: string) => string | undefined = () => undefined) =>
    ids.some((id) => !names[id]) ? (
      <span aria-busy="true" data-testid="site-build-names-loading">
        looking up their names…
      </span>
    ) : (
      ids.map((id, index) => (
        <span key={id}>
          {index ? ', ' : ''}
          {documentLink(id, pathOf(id))}
        </span>
      ))
    )
  return (
    <Container width={2} paddingX={4} paddingY={5}>
      <Stack gap={5}>
        <Heading as="h1" size={2}>
          Site status
        </Heading>
        <Text muted>
          Each publish rebuilds the public site. Here are the last builds, newest first: a failed build leaves the site as it was before it,
          and says why. Times are India time.
        </Text>
        {next !== undefined && (
          <Card padding={3} radius={2} border tone="primary" data-testid="site-next-scheduled">
            <Text>
              {next
                ? `Next scheduled rebuild: ${nextScheduledWords(next)} (built ahead of it, and live at that minute; the site shows alerts only from their start to their end, and notices from their publication).`
                : 'No scheduled rebuild: no alert starts or ends, and no notice is to be published, still to come.'}
            </Text>
          </Card>
        )}
        {builds === undefined ? (
          <Text>Loading…</Text>
        ) : builds.length === 0 ? (
          <Text>No build since the site status started recording. Publish a change to start one.</Text>
        ) : (
          <Stack as="ol" gap={3} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {builds.map((build) => (
              <Card as="li" key={build._key} padding={3} radius={2} border tone={TONE[stateOf(build, now)]} data-testid="site-build">
                <Stack gap={3}>
                  <Flex gap={2} align="center" wrap="wrap">
                    <Badge tone={TONE[stateOf(build, now)]}>{stateOf(build, now)}</Badge>
                    <Text weight="semibold">{stateLabel(build, now)}</Text>
                  </Flex>
                  {build.reason ? (
                    <Text data-testid="site-build-reason" style={{ whiteSpace: 'pre-wrap' }}>
                      {build.reason}
                    </Text>
                  ) : null}
                  {build.warnings?.length ? (
                    <Stack gap={2} data-testid="site-build-warnings">
                      <Text weight="semibold">Left out of the site (the content breaks a rule the Studio keeps):</Text>
                      {build.warnings.map((warning) => (
                        <Text key={warning} style={{ whiteSpace: 'pre-wrap' }}>
                          {warning}
                        </Text>
                      ))}
                    </Stack>
                  ) : null}
                  {build.state === 'failed' && build.fix?.length ? (
                    <Text data-testid="site-build-fix">
                      To fix: {documentLinks(build.fix, (id) => build.fixAt?.find((field) => field.id === id)?.path)}
                    </Text>
                  ) : null}
                  <Box>
                    {build.documents.length ? (
                      <Text size={1} muted>
                        Published: {documentLinks(build.documents)}
                      </Text>
                    ) : build.scheduled ? null : (
                      <Text size={1} muted>
                        Started by a restart or a reset of the content.
                      </Text>
                    )}
                    {build.scheduled ? (
                      <Text size={1} muted data-testid="site-build-scheduled">
                        Scheduled: {build.scheduled}.
                      </Text>
                    ) : null}
                  </Box>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}

export const siteStatusTool: Tool = { name: 'site-status', title: 'Site status', component: SiteStatus }

/**
 * Beside a document: whether its last publish is on the site: the newest build naming the
 * document counts, and a failed one stops counting once a later build went live (a build takes
 * everything published). Beside a notice whose publication is still to come: when it appears; once
 * a build that started after its publication (and its last publish) went live: "Live". Said again as
 * each minute passes.
 */
export const BuildBadge: DocumentBadgeComponent = (props): DocumentBadgeDescription | null => {
  const builds = useBuilds()
  return buildBadge(props, builds, useMinute())
}

/** The badge BuildBadge shows, from the document and the builds the status holds (newest first). */
export function buildBadge(
  props: { id: string; type: string; published?: Record<string, unknown> | null },
  builds: BuildEntry[] | undefined,
  now = Date.now(),
): DocumentBadgeDescription | null {
  const id = props.id.replace(/^drafts\./, '')
  // The newest finished build failed on this document: every publish stays off the site until it is fixed.
  const finished = builds?.find((build) => build.state === 'live' || build.state === 'failed')
  if (finished?.state === 'failed' && finished.fix?.includes(id))
    return { label: 'Stops the site', title: `Fix this to update the site: ${finished.reason ?? ''}`, color: 'danger' }
  const publication = props.type === 'notice' ? publicationTime(props.published?.publishedAt) : Number.NaN
  if (publication > now)
    return {
      label: `Appears ${indiaClock(publication, now, { withDay: true })} India time`,
      title: `The site shows it from ${indiaClock(publication, now, { withDay: true })} India time, and rebuilds by itself then: until that minute it is on no page, list or feed.`,
      color: 'primary',
    }
  const index = builds?.findIndex((build) => build.documents.includes(id)) ?? -1
  const latest = builds?.[index]
  if (latest && !(latest.state === 'failed' && builds!.slice(0, index).some((build) => build.state === 'live'))) {
    if (latest.state === 'failed') return { label: 'Not on the site', title: latest.reason ?? stateLabel(latest, now), color: 'danger' }
    if (stalled(latest, now)) return { label: 'Not on the site yet', title: stateLabel(latest, now), color: 'warning' }
    if (latest.state === 'queued' || latest.state === 'building')
      return { label: 'Updating the site', title: stateLabel(latest, now), color: 'primary' }
  }
  if (Number.isNaN(publication)) return null
  // A notice whose minute has come: live once a build made for its minute (started after it, or built ahead for it) went live, a build that read its last publish.
  const updated = Date.parse(String(props.published?._updatedAt ?? '')) || 0
  const since = Math.max(publication, updated)
  const built = builds?.find(
    (build) => build.state === 'live' && Date.parse(build.startedAt ?? '') >= updated && contentTime(build) >= publication,
  )
  if (built) return { label: 'Live', title: `On the site since ${time(built.finishedAt, now)}`, color: 'success' }
  // Its minute came a moment ago: the scheduled rebuild is on its way (a notice published long ago was built before the builds kept).
  return builds?.length && now - since < BUILD_LONGEST_MS
    ? { label: 'Updating the site', title: 'Its publication has come: the site is being rebuilt to show it.', color: 'primary' }
    : null
}
