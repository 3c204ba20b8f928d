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

/** Options for {@link launchChromium}: Playwright's launch options plus flags added after {@link chromiumArgs}. */
export interface LaunchChromiumOptions extends Omit<LaunchOptions, 'args'> {
  /** Flags appended to {@link chromiumArgs}. */
  extraArgs?: readonly string[]
}

/**
 * Launches Debian's Chromium (`PORTICO_CHROMIUM`, `CHROMIUM_PATH` or `/usr/bin/chromium`) headless with
 * {@link chromiumArgs}; `options` may set another executable path or further launch options.
 */
export function launchChromium(options: LaunchChromiumOptions = {}): Promise<Browser> {
  const { extraArgs = [], ...launchOptions } = options
  return chromium.launch({
    executablePath: chromiumPath(process.env),
    ...launchOptions,
    args: [...chromiumArgs, ...extraArgs],
  })
}
