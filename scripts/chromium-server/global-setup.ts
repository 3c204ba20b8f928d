import { existsSync } from 'node:fs'
import {
  chromiumOverride,
  testChromiumPath,
} from '../../packages/testing/src/browser/chromium-path.js'
import { startChromiumServer } from '../../packages/testing/src/browser/chromium-server.js'
import { CHROMIUM_SERVER_ENV } from '../../packages/testing/src/browser/launch-chromium.js'
import { isExecutable } from '../test-support/is-executable.js'

const TEST_CHROMIUM_ENV = 'PORTICO_CHROMIUM'

// Which Chromium: the test kit's lookup, run once here and exported as PORTICO_CHROMIUM, so every
// file (and the apps' Playwright runs the packed-app tests spawn) uses the same one — the headless
// shell when installed (about half the CPU per page), else the full browser.
//
// One Chromium for the whole run: the ~50 browser test files connect to it (tens of ms) instead of
// each starting its own (about a second each on two cores). The workers start after this runs and
// inherit the variables. Without Chromium installed nothing starts: the files then report it when
// they launch, as before (the test command's first step installs it or says how).
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const chromium = testChromiumPath(process.env, isExecutable)
  if (!chromiumOverride(process.env)) process.env[TEST_CHROMIUM_ENV] = chromium
  if (process.env[CHROMIUM_SERVER_ENV] || !existsSync(chromium)) return undefined
  const server = await startChromiumServer()
  process.env[CHROMIUM_SERVER_ENV] = server.wsEndpoint
  return async () => {
    delete process.env[CHROMIUM_SERVER_ENV]
    await server.close()
  }
}
