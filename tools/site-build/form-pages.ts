/**
 * A build step (afterBuild, after the hosting files): each form's problem page as built, with the
 * headers `_headers` gives its address, written beside the site (not in it) for the form function,
 * which netlify.toml bundles with it (`included_files`): the function answers with the CMS's words of
 * this very build, and reads no page of the site per post (server/form-pages.ts).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { FORM_NAMES, formProblemPath } from '../../contract/forms.ts'
import { builtPagesFile, FORM_PAGES_FILE } from '../../server/form-pages.ts'
import { wordsOf } from '../../server/form-result.ts'

/** Writes <build>/FORM_PAGES_FILE from <build>/client; stops the build if a problem page lacks the form's words. */
export async function writeFormPages(clientDir: string) {
  const html = Object.fromEntries(
    await Promise.all(
      FORM_NAMES.map(async (form) => [form, await readFile(join(clientDir, `${formProblemPath(form)}.html`), 'utf8')] as const),
    ),
  )
  const missing = FORM_NAMES.filter((form) => !wordsOf(html[form]!))
  if (missing.length) throw new Error(`the problem pages of ${missing.join(', ')} carry no words for the form endpoint`)
  const file = builtPagesFile(html, await readFile(join(clientDir, '_headers'), 'utf8'))
  await writeFile(join(dirname(clientDir), FORM_PAGES_FILE), JSON.stringify(file))
}
