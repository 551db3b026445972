/**
 * `react-router build`: its checks before anything is written, and the local content store's images
 * copied into the build, so a build against the local stand-ins is self-contained.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { LOCAL_API_PATH } from '../../contract/constants.ts'
import { answered, assertBuildConfig, buildClient, cmsPaths, read } from '../site-build/site-build.ts'
import { localContent } from './stand-ins.ts'

let buildChecked: Promise<void> | undefined
/** The build's configuration and the CMS's content, checked once per process before build/ is touched. */
export function checkBuildOnce() {
  return (buildChecked ??= checkBuild())
}

async function checkBuild() {
  assertBuildConfig()
  // The required content, and every port's and page's slug (one line naming a bad one), before build/ is touched.
  await cmsPaths()
}

/** An answer other than 200 as the error @sanity/client gives for it (its status says what happened, src/content/build-checks.ts). */
const answerError = (res: Response) => Object.assign(new Error(`HTTP ${res.status} ${res.statusText}`.trim()), { statusCode: res.status })

/**
 * Copies the store's images where the prerendered HTML points (only for the client build against
 * the local store). A CMS that stops answering meanwhile stops the build as every other read does,
 * in plain words for the Site status (a build's read, tools/site-build/site-build.ts), never with a
 * bundler's stack.
 */
export async function copyStoreImages(outDir: string) {
  const { url } = await localContent()
  const QUERY = '*[_type == "sanity.imageAsset"].path'
  const paths = answered(await read(buildClient().fetch<string[] | null>(QUERY), `the images' paths (${QUERY})`), "the images' paths")
  for (const path of paths) {
    // A path from the content store: only the stand-in's own form, never one that leaves the build.
    if (typeof path !== 'string' || !/^images\/[\w-]+\/[\w-]+\/[\w-]+\.\w+$/.test(path))
      throw new Error(`The image asset path ${JSON.stringify(path)} is not one the build may write`)
    const image = await read(
      fetch(`${url}/${path}`).then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(answerError(res)))),
      `the image ${path}`,
    )
    const target = join(outDir, LOCAL_API_PATH, path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, Buffer.from(image))
  }
}
