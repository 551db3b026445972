import { it } from 'vitest'
import { startContentApi } from '/work/wt-storm-build/tools/stand-ins/content/backend'
import { ContentStore } from '/work/wt-storm-build/tools/stand-ins/content/store'
import { recordPublish, statusClient } from '/work/wt-storm-build/server/site-status'
it('probe', async () => {
  const api = await startContentApi({ store: new ContentStore() })
  const client = statusClient({ LOCAL_CONTENT_API_URL: api.url }, 20000)!
  const t0 = Date.now()
  const times: number[] = []
  const res = await Promise.allSettled(Array.from({ length: 100 }, async (_, i) => { const s = Date.now(); try { return await recordPublish(client, 'port.' + i, 'k' + i, 'x' + i) } finally { times.push(Date.now() - s) } }))
  times.sort((a, b) => a - b)
  console.log('total', Date.now() - t0, 'rejected', res.filter((r) => r.status === 'rejected').length, 'ask', res.filter((r: any) => r.value?.ask).length, times[50], times.at(-1))
  for (const r of res) if (r.status === 'rejected') { console.log('ERR', (r.reason as Error).message); break }
  await api.close()
}, 60000)
