/**
 * A build's folder while it is written: from the moment a build has passed its checks
 * (tools/site-build/cms-paths.ts), React Router empties `<build>/client` and `<build>/server` and writes
 * them. A build that stops after that (it exits with an error: a CMS failing partway, a step that
 * cannot finish) takes them with it, and the configuration beside them (`build-env.json`, a build's
 * last word), so no half-made site is left to be served (`npm run preview`), measured or deployed.
 * (A rebuild on publish writes a folder of its own, which the rebuild removes: tools/preview/rebuild.ts.)
 *
 * Free of imports but Node's: the exit it waits for is the process's own.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'

/** The build folder a build that passed its checks writes, until it is whole. */
let writing: string | undefined
let watching = false

/** The build in `buildDir` writes from now on: should it stop before `buildFinished`, what it wrote goes. */
export function buildWrites(buildDir: string) {
  writing = buildDir
  if (watching) return
  watching = true
  process.once('exit', (code) => {
    if (code === 0 || writing === undefined) return
    for (const part of ['client', 'server', 'build-env.json']) rmSync(join(writing, part), { recursive: true, force: true })
  })
}

/** The build is whole: what it wrote stays. */
export function buildFinished() {
  writing = undefined
}
