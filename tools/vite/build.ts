/**
 * `react-router build`: its checks before anything is written, and the local content store's images
 * copied into the build, so a build against the local stand-ins is self-contained.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { API_VERSION, LOCAL_API_PATH, LOCAL_DATASET } from '../../contract/constants.ts'
import { assertBuildConfig, cmsPaths } from '../build/site-build.ts'
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

/** Copies the store's images where the prerendered HTML points (only for the client build against the local store). */
export async function copyStoreImages(outDir: string) {
  const { url } = await localContent()
  const query = encodeURIComponent('*[_type == "sanity.imageAsset"].path')
  const { result: paths } = (await (await fetch(`${url}/v${API_VERSION}/data/query/${LOCAL_DATASET}?query=${query}`)).json()) as {
    result: string[]
  }
  for (const path of paths) {
    // A path from the content store: only the stand-in's own form, never one that leaves the build.
    if (!/^images\/[\w-]+\/[\w-]+\/[\w-]+\.\w+$/.test(path))
      throw new Error(`The image asset path ${JSON.stringify(path)} is not one the build may write`)
    const res = await fetch(`${url}/${path}`)
    if (!res.ok) throw new Error(`Image ${path} is missing from the local content store (${res.status})`)
    const target = join(outDir, LOCAL_API_PATH, path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, Buffer.from(await res.arrayBuffer()))
  }
}
