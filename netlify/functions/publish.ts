/**
 * Netlify Function (netlify.toml, `[functions]`): the address Sanity's publish webhook calls,
 * https://<site>/.netlify/functions/publish. What it does: server/publish-hook.ts.
 */
import { handlePublish } from '../../server/publish-hook.ts'

export default (request: Request) => handlePublish(request)
