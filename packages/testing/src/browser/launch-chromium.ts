import { type Browser, chromium, type LaunchOptions } from 'playwright-core'
import { chromiumPath } from './chromium-path.js'

/** The flags every Portico headless Chromium run uses on this machine. */
export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Names a running Chromium server's WebSocket endpoint (`startChromiumServer`): while it is set,
 * `launchChromium()` with the default flags connects to that browser instead of starting one.
 */
export const CHROMIUM_SERVER_ENV = 'PORTICO_CHROMIUM_SERVER'

/** Options for {@link launchChromium}: Playwright's launch options plus flags added after {@link chromiumArgs}. */
export interface LaunchChromiumOptions extends Omit<LaunchOptions, 'args'> {
  /** Flags appended to {@link chromiumArgs}. */
  extraArgs?: readonly string[]
}

/**
 * Launches Debian's Chromium (`PORTICO_CHROMIUM`, `CHROMIUM_PATH` or `/usr/bin/chromium`) headless with
 * {@link chromiumArgs}; `options` may set another executable path or further launch options.
 * While `PORTICO_CHROMIUM_SERVER` names a running server (`startChromiumServer`) and `options` ask for
 * nothing it does not already give (no extra flags, headless, the same executable), it connects to
 * that browser instead: closing the returned browser closes this client's contexts and disconnects.
 */
export function launchChromium(options: LaunchChromiumOptions = {}): Promise<Browser> {
  const { extraArgs = [], ...launchOptions } = options
  const server = process.env[CHROMIUM_SERVER_ENV]
  if (server && extraArgs.length === 0 && servesOptions(launchOptions)) {
    return chromium.connect(server, { timeout: launchOptions.timeout ?? 60_000 })
  }
  return chromium.launch({
    executablePath: chromiumPath(process.env),
    ...launchOptions,
    args: [...chromiumArgs, ...extraArgs],
  })
}

/** Whether a shared server (default flags, headless, the default executable) gives what `options` ask. */
function servesOptions(options: Omit<LaunchChromiumOptions, 'extraArgs'>): boolean {
  const { headless = true, timeout: _timeout, executablePath, ...rest } = options
  return (
    headless &&
    Object.keys(rest).length === 0 &&
    (executablePath === undefined || executablePath === chromiumPath(process.env))
  )
}
