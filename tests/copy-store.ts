/**
 * `node tests/copy-store.ts <from> <to>`: copies a local content store (its documents, their
 * history and images) to a folder of its own, replacing what was there. playwright.config.ts runs
 * it as each of the site's previews starts, from the store the build read: the copy holds the same
 * documents and revisions, so the pages find nothing changed since the build, and what the tests of
 * that preview change stays in the copy.
 */
import { cpSync, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const [from, to] = process.argv.slice(2)
if (!from || !to) throw new Error('Usage: node tests/copy-store.ts <from> <to>')
rmSync(to, { recursive: true, force: true })
if (existsSync(join(from, 'store.json'))) cpSync(from, to, { recursive: true })
else console.warn(`No content store in ${from} (run the build with this LOCAL_STORE_DIR first): the preview starts one from the seed.`)
