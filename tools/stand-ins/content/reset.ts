/** `npm run content:reset`: the local content store back to the seed (live, if a backend is running). */
import { resetLocalStore } from './backend.ts'

const { dir, live } = await resetLocalStore()
console.log(`Local content reset to the seed: ${dir}${live ? ' (the running backend reloaded it)' : ''}`)
