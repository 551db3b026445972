/**
 * Site status for every editor: what became of the last publishes (queued, building, live at
 * hh:mm, failed and why), read from the status document the builds write, and in production the
 * publish function, which records each publish as queued before Netlify starts (schemas/build-status.ts).
 * - the "Site status" tool lists the last builds, each with the documents it was started by;
 * - a badge beside a document whose publish the site does not show yet: "Updating the site", or
 *   "Not on the site" when its build failed (the reason in the badge's tooltip and in the tool);
 * - "Stops the site" beside a document the last failed build names as the one to fix, and a link
 *   to it under that build's reason.
 */
import { useEffect, useState } from 'react'
import { Badge, Box, Card, Container, Flex, Heading, Stack, Text } from '@sanity/ui'
import { useClient, type DocumentBadgeComponent, type DocumentBadgeDescription, type Tool } from 'sanity'
import { IntentLink } from 'sanity/router'
import { BUILD_STATUS_ID, BUILD_STATUS_QUERY, type BuildEntry, type BuildState } from '../schemas/build-status.ts'
import { pageCopyEntry } from '../contract/page-copy.ts'
import { API_VERSION } from '../contract/constants.ts'
import { SCHEDULE_QUERY } from '../src/content/queries/notices.ts'
import type { SCHEDULE_QUERY_RESULT } from '../src/content/sanity.types.ts'
import { momentWords, nextMoment, type Moment } from '../src/content/schedule.ts'
import { indiaTime } from '../src/lib/dates.ts'

/**
 * The next moment dated content changes (an alert starts or ends, a notice's date comes), when the
 * site is rebuilt by itself (src/content/schedule.ts): looked up again when the builds change, and
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

const time = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hour12: false }) : ''

const TONE: Record<BuildState, 'default' | 'primary' | 'positive' | 'critical'> = {
  queued: 'default',
  building: 'primary',
  live: 'positive',
  failed: 'critical',
}

/** One build's state in plain words: "Queued", "Building since 14:02", "Live at 14:03", "Failed at 14:03". */
export function stateLabel(build: BuildEntry) {
  if (build.state === 'queued') return `Queued at ${time(build.queuedAt)}`
  if (build.state === 'building') return `Building since ${time(build.startedAt)}`
  if (build.state === 'live') return `Live at ${time(build.finishedAt)}`
  return `Failed at ${time(build.finishedAt)}: the site still shows the build before it`
}

/** A document's name as the Studio's lists show it. */
function titleOf(doc: { _type: string; key?: string; title?: string }) {
  if (doc._type === 'siteSettings') return 'Site settings'
  if (doc._type === 'pageCopy') return `Page copy: ${pageCopyEntry(doc.key)?.title ?? doc.key}`
  return String(doc.title)
}

/** Titles of the documents the builds name, for the list. */
function useTitles(ids: string[]) {
  const client = useClient({ apiVersion: API_VERSION })
  const [titles, setTitles] = useState<Record<string, { title: string; type: string }>>({})
  const key = ids.join(',')
  useEffect(() => {
    if (!key) return
    let live = true
    client
      .fetch<Array<{ _id: string; _type: string; key?: string; title?: string }>>(
        `*[_id in $ids]{_id, _type, key, "title": coalesce(title, name, question, from, _id)}`,
        { ids: key.split(',') },
        { tag: 'site-status' },
      )
      .then((docs) => live && setTitles(Object.fromEntries(docs.map((doc) => [doc._id, { title: titleOf(doc), type: doc._type }]))))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [client, key])
  return titles
}

function SiteStatus() {
  const builds = useBuilds()
  const next = useNextScheduled(builds)
  const titles = useTitles([...new Set((builds ?? []).flatMap((build) => [...build.documents, ...(build.fix ?? [])]))])
  /** A document by its title, a link to open it where the Studio has it. */
  const documentLink = (id: string) =>
    titles[id] ? (
      <IntentLink intent="edit" params={{ id, type: titles[id].type }}>
        {titles[id].title}
      </IntentLink>
    ) : (
      id
    )
  return (
    <Container width={2} paddingX={4} paddingY={5}>
      <Stack gap={5}>
        <Heading as="h1" size={2}>
          Site status
        </Heading>
        <Text muted>
          Each publish rebuilds the public site. Here are the last builds, newest first: a failed build leaves the site as it was before it,
          and says why.
        </Text>
        {next !== undefined && (
          <Card padding={3} radius={2} border tone="primary" data-testid="site-next-scheduled">
            <Text>
              {next
                ? `Next scheduled rebuild: ${nextScheduledWords(next)} (within a minute of it; the site shows alerts only from their start to their end, and notices from their publication date).`
                : 'No scheduled rebuild: no alert starts or ends, and no notice has a publication date, still to come.'}
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
              <Card as="li" key={build._key} padding={3} radius={2} border tone={TONE[build.state]} data-testid="site-build">
                <Stack gap={3}>
                  <Flex gap={2} align="center" wrap="wrap">
                    <Badge tone={TONE[build.state]}>{build.state}</Badge>
                    <Text weight="semibold">{stateLabel(build)}</Text>
                  </Flex>
                  {build.reason ? (
                    <Text data-testid="site-build-reason" style={{ whiteSpace: 'pre-wrap' }}>
                      {build.reason}
                    </Text>
                  ) : null}
                  {build.state === 'failed' && build.fix?.length ? (
                    <Text data-testid="site-build-fix">
                      To fix:{' '}
                      {build.fix.map((id, index) => (
                        <span key={id}>
                          {index ? ', ' : ''}
                          {documentLink(id)}
                        </span>
                      ))}
                    </Text>
                  ) : null}
                  <Box>
                    {build.documents.length ? (
                      <Text size={1} muted>
                        Published:{' '}
                        {build.documents.map((id, index) => (
                          <span key={id}>
                            {index ? ', ' : ''}
                            {documentLink(id)}
                          </span>
                        ))}
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
 * everything published).
 */
export const BuildBadge: DocumentBadgeComponent = (props): DocumentBadgeDescription | null => {
  const builds = useBuilds()
  const id = props.id.replace(/^drafts\./, '')
  // The newest finished build failed on this document: every publish stays off the site until it is fixed.
  const finished = builds?.find((build) => build.state === 'live' || build.state === 'failed')
  if (finished?.state === 'failed' && finished.fix?.includes(id))
    return { label: 'Stops the site', title: `Fix this to update the site: ${finished.reason ?? ''}`, color: 'danger' }
  const index = builds?.findIndex((build) => build.documents.includes(id)) ?? -1
  const latest = builds?.[index]
  if (!latest) return null
  if (latest.state === 'failed' && builds!.slice(0, index).some((build) => build.state === 'live')) return null
  if (latest.state === 'failed') return { label: 'Not on the site', title: latest.reason ?? stateLabel(latest), color: 'danger' }
  if (latest.state === 'queued' || latest.state === 'building')
    return { label: 'Updating the site', title: stateLabel(latest), color: 'primary' }
  return null
}
