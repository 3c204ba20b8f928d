// No imports on purpose: `scripts/chromium-check` (the first step of `pnpm test`) reads this file
// by relative path, so the check, the test kit and the lab agree on one lookup order.

/** Where Chromium is looked for when no override is set (Debian's package puts it here). */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium'

/** The Chromium path the tests launch: `PORTICO_CHROMIUM`, else `CHROMIUM_PATH`, else Debian's. */
export function chromiumPath(env: Readonly<Record<string, string | undefined>>): string {
  return env.PORTICO_CHROMIUM || env.CHROMIUM_PATH || DEFAULT_CHROMIUM
}
