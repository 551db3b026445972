/**
 * The public configuration a build is made with, recorded beside it (`<build>/build-env.json`,
 * written at the very end of a build that succeeded: tools/site-build/site-build.ts) and reused by
 * `npm run preview`'s rebuilds (tools/preview/rebuild.ts) and its form endpoint. Never a token.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The public configuration a build is made with: recorded beside it, reused by its rebuilds. Never a token. */
export const BUILD_ENV_NAMES = [
  'SITE_LOCAL',
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'VITE_EMAIL_MANAGER_URL',
  'VITE_BUSINESS_ID',
  'SITE_CONNECT_SRC',
  'SITE_IMG_SRC',
  'SITE_FRAME_ANCESTORS',
  'CHROME_PATH',
] as const
export const BUILD_ENV_FILE = 'build-env.json'

/** A build's recorded configuration. */
export type BuildEnv = Partial<Record<(typeof BUILD_ENV_NAMES)[number], string>>

export async function writeBuildEnv(buildDir: string, env: NodeJS.ProcessEnv = process.env) {
  const recorded = Object.fromEntries(BUILD_ENV_NAMES.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]))
  await writeFile(join(buildDir, BUILD_ENV_FILE), JSON.stringify(recorded, null, 2) + '\n')
}

/** The configuration a build was made with (its recorded BUILD_ENV_NAMES). */
export async function readBuildEnv(buildDir: string): Promise<BuildEnv> {
  return JSON.parse(await readFile(join(buildDir, BUILD_ENV_FILE), 'utf8').catch(() => '{}'))
}
