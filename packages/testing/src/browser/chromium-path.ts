// No imports on purpose: `scripts/chromium-check` (the first step of `pnpm test`) reads this file
// by relative path, so the check, the test kit and the lab agree on one lookup order.

/** Where Chromium is looked for when no override is set (Debian's package puts it here). */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium'

/**
 * Debian's `chromium-headless-shell`: the same Chromium build as {@link DEFAULT_CHROMIUM} without
 * the desktop browser's layers (Playwright's own default for headless runs). The test runs prefer
 * it: measured on this project's lab files it takes about half the CPU per page (0.16 against
 * 0.33 CPU-s for a new page, 0.08 against 0.14 for a navigation), and the browser is a quarter of
 * the test command's CPU.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** The Chromium path the tests launch: `PORTICO_CHROMIUM`, else `CHROMIUM_PATH`, else Debian's. */
export function chromiumPath(env: Readonly<Record<string, string | undefined>>): string {
  return env.PORTICO_CHROMIUM || env.CHROMIUM_PATH || DEFAULT_CHROMIUM
}

/** An override of the Chromium path (`PORTICO_CHROMIUM`, then `CHROMIUM_PATH`), if one is set. */
export function chromiumOverride(
  env: Readonly<Record<string, string | undefined>>,
): { variable: 'PORTICO_CHROMIUM' | 'CHROMIUM_PATH'; path: string } | undefined {
  if (env.PORTICO_CHROMIUM) return { variable: 'PORTICO_CHROMIUM', path: env.PORTICO_CHROMIUM }
  if (env.CHROMIUM_PATH) return { variable: 'CHROMIUM_PATH', path: env.CHROMIUM_PATH }
  return undefined
}

/**
 * The Chromium a test run uses: an override as given, else the headless shell when installed,
 * else Debian's full Chromium. The test run's global setup exports it as `PORTICO_CHROMIUM`, so
 * every file's {@link chromiumPath} agrees with it.
 */
export function testChromiumPath(
  env: Readonly<Record<string, string | undefined>>,
  isExecutable: (path: string) => boolean,
): string {
  return (
    chromiumOverride(env)?.path ??
    (isExecutable(HEADLESS_SHELL) ? HEADLESS_SHELL : DEFAULT_CHROMIUM)
  )
}
