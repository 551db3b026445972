/** Every page: marks the page as scripted (`data-scripted`), so the parts that need a script show. */
import { root } from './dom.ts'

root.dataset.scripted = ''
