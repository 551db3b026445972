/**
 * `npm run studio`: Sanity Studio at http://localhost:3333 (STUDIO_PORT moves it). Without
 * SANITY_STUDIO_PROJECT_ID it edits the local content store offline: the local content backend
 * is started here unless another command already serves it (tools/stand-ins/content/backend.ts).
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { DEFAULT_STUDIO_PORT } from '../../contract/constants.ts'
import { checkEnv } from '../../server/env.ts'
import { ensureLocalBackend } from './content/backend.ts'

const checked = checkEnv()
const port = String(checked.STUDIO_PORT ?? DEFAULT_STUDIO_PORT)
const env: NodeJS.ProcessEnv = { ...process.env, DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1' }
if (!checked.SANITY_STUDIO_PROJECT_ID) {
  const backend = await ensureLocalBackend()
  env.SANITY_STUDIO_LOCAL_API_PORT = String(backend.port)
  console.log(`Local content: ${backend.dir} (served on ${backend.url}). Reset it with npm run content:reset.`)
}
console.log(
  `The Presentation tab shows the site at ${checked.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:5173'}: run npm start beside the Studio to preview drafts there.`,
)
const studio = spawn('sanity', ['dev', '--port', port, ...process.argv.slice(2)], {
  cwd: fileURLToPath(new URL('../../studio/', import.meta.url)),
  env,
  stdio: 'inherit',
})
studio.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => studio.kill(signal))
