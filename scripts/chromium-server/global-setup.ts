import { existsSync } from 'node:fs'
import { chromiumPath } from '../../packages/testing/src/browser/chromium-path.js'
import { startChromiumServer } from '../../packages/testing/src/browser/chromium-server.js'
import { CHROMIUM_SERVER_ENV } from '../../packages/testing/src/browser/launch-chromium.js'

// One Chromium for the whole run: the ~50 browser test files connect to it (tens of ms) instead of
// each starting its own (about a second each on two cores). The workers start after this runs and
// inherit the variable. Without Chromium installed nothing starts: the files then report it when
// they launch, as before (the test command's first step installs it or says how).
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[CHROMIUM_SERVER_ENV] || !existsSync(chromiumPath(process.env))) return undefined
  const server = await startChromiumServer()
  process.env[CHROMIUM_SERVER_ENV] = server.wsEndpoint
  return async () => {
    delete process.env[CHROMIUM_SERVER_ENV]
    await server.close()
  }
}
