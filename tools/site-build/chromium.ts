/**
 * How this project starts Chromium (Debian's, offline): for the browser tests, the PDF step
 * of the build and the Lighthouse benchmark. Without the background-networking flags it
 * keeps trying to reach Google's hosts, which this machine's closed network refuses.
 */
import { existsSync } from 'node:fs'
import { checkEnv } from '../../server/env.ts'

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium'

export const CHROME_PATH = checkEnv().CHROME_PATH || DEFAULT_CHROME_PATH

/** Debian's headless shell of the same Chromium (`apt-get install chromium-headless-shell`). */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

/**
 * The Chromium the browser tests drive: Debian's headless shell where it is installed (the old
 * headless mode, Playwright's own default), which draws the same pages with the same engine for
 * about a third less CPU than the whole browser (the tests are bound by the two cores:
 * docs/testing.md); else, or when CHROME_PATH names one, CHROME_PATH. The build prints its PDFs,
 * and the benchmarks measure, with CHROME_PATH, as a visitor's browser.
 */
export const TEST_CHROME_PATH = !checkEnv().CHROME_PATH && existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROME_PATH

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
