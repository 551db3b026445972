/**
 * What a topic's list of notices says when it has none, in the page copy's words: it unpublishes a
 * notice (CHANGES_CMS), so it is not a state of tests/e2e/copy.spec.ts's visit of every page.
 */
import { CHANGES_CMS, deleteDocuments, expect, getDocument, restoreDocuments, test, visitLater } from './helpers'
import { NO_NOTICE } from './copy-states'

test("a topic with no notice: its list says so, in the page copy's words", CHANGES_CMS, async ({ page, request }) => {
  // The only insight unpublished after the build: its topic's list, refreshed, has none.
  const insight = await getDocument<{ _id: string }>(request, 'notice.insight-vadinar-pre-arrival-pack')
  try {
    await deleteDocuments(request, [insight._id])
    await visitLater(page, '/notices/topic/insights')
    await expect(page.locator('main .notice-none')).toHaveText(NO_NOTICE)
    await expect(page.locator('main .notice-list')).toHaveCount(0)
  } finally {
    await restoreDocuments(request, [insight])
  }
})
