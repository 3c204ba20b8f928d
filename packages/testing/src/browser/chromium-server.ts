import { type BrowserServer, chromium } from 'playwright-core'
import { chromiumPath } from './chromium-path.js'
import { chromiumArgs } from './launch-chromium.js'

/** A headless Chromium that test processes connect to over WebSocket (127.0.0.1 only). */
export interface ChromiumServer {
  /** The endpoint `chromium.connect()` takes; also what {@link CHROMIUM_SERVER_ENV} holds. */
  wsEndpoint: string
  /** Stops the browser (every client's contexts with it). Idempotent. */
  close(): Promise<void>
}

/**
 * Starts one Debian Chromium with the flags `launchChromium()` uses, listening on 127.0.0.1, for a
 * whole test run: each test file then connects in tens of milliseconds instead of starting its own
 * browser (about a second each on two cores). Files asking for other flags still launch their own.
 *
 * @example
 * const server = await startChromiumServer()
 * process.env[CHROMIUM_SERVER_ENV] = server.wsEndpoint
 * // ... run the tests ...
 * await server.close()
 */
export async function startChromiumServer(): Promise<ChromiumServer> {
  const server: BrowserServer = await chromium.launchServer({
    executablePath: chromiumPath(process.env),
    args: [...chromiumArgs],
    host: '127.0.0.1',
    timeout: 60_000,
  })
  let closing: Promise<void> | undefined
  return {
    wsEndpoint: server.wsEndpoint(),
    close: () => {
      closing ??= server.close()
      return closing
    },
  }
}
