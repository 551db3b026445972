/**
 * Netlify Function (netlify.toml, `[functions]`): the address Sanity's publish webhook calls,
 * https://<site>/.netlify/functions/publish. What it does: server/publish-hook.ts. Without the site
 * status (no SANITY_API_WRITE_TOKEN), the calls it took are remembered in Netlify Blobs
 * (server/build-requests.ts), so a replayed one asks for no build.
 */
import { siteBuildRequests } from '../../server/build-requests.ts'
import { handlePublish } from '../../server/publish-hook.ts'

export default async (request: Request) => handlePublish(request, process.env, Date.now(), await siteBuildRequests())
