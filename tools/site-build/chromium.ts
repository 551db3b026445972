/**
 * How this project starts Chromium (Debian's, offline): for the browser tests, the PDF step
 * of the build and the Lighthouse benchmark. Without the background-networking flags it
 * keeps trying to reach Google's hosts, which this machine's closed network refuses.
 */
import { checkEnv } from '../../server/env.ts'

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium'

export const CHROME_PATH = checkEnv().CHROME_PATH || DEFAULT_CHROME_PATH

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
