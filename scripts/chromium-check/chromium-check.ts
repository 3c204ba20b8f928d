/**
 * The test command's first step: browser tests need Debian's Chromium. On a bare machine the
 * README's `npx --yes pnpm@10 test` installs it when it can (root with apt-get) and otherwise stops
 * at once with one line saying exactly what to run, instead of eight browser test files failing
 * minutes later.
 */

// The one lookup order, shared with the test kit and the lab. A relative path into the test
// kit's source, not `@portico/testing`: that entry would load Playwright, and the root package
// does not depend on the workspace packages. The file imports nothing.
import { chromiumPath, DEFAULT_CHROMIUM } from '../../packages/testing/src/browser/chromium-path'

export { chromiumPath, DEFAULT_CHROMIUM }

/** What the machine looks like, as far as the decision goes (injected so tests can vary it). */
export interface ChromiumMachine {
  env: Readonly<Record<string, string | undefined>>
  /** Whether `path` is an executable file. */
  isExecutable(path: string): boolean
  /** Effective user id (`undefined` where the platform has none). */
  uid: number | undefined
  /** Whether `apt-get` is on this machine. */
  hasAptGet: boolean
}

export type ChromiumPlan =
  | { action: 'ready'; path: string }
  | { action: 'install'; path: string; commands: readonly (readonly string[])[] }
  | { action: 'stop'; message: string }

const INSTALL = 'apt-get update && apt-get install -y chromium'

/** Decides whether the browser tests can run, need Chromium installed first, or must stop. */
export function planChromium(machine: ChromiumMachine): ChromiumPlan {
  const path = chromiumPath(machine.env)
  if (machine.isExecutable(path)) return { action: 'ready', path }
  const again = 'then run npx --yes pnpm@10 test again'
  if (path !== DEFAULT_CHROMIUM) {
    const variable = machine.env.PORTICO_CHROMIUM ? 'PORTICO_CHROMIUM' : 'CHROMIUM_PATH'
    return {
      action: 'stop',
      message: `Chromium not found at ${path} (${variable}): set ${variable} to a Chromium executable or unset it, ${again}.`,
    }
  }
  if (!machine.hasAptGet) {
    return {
      action: 'stop',
      message: `Chromium not found at ${DEFAULT_CHROMIUM} and there is no apt-get: install Chromium and set PORTICO_CHROMIUM=<path to its executable>, ${again}.`,
    }
  }
  if (machine.uid !== 0) {
    return {
      action: 'stop',
      message: `Chromium not found at ${DEFAULT_CHROMIUM}: run sudo sh -c '${INSTALL}', ${again}.`,
    }
  }
  return {
    action: 'install',
    path,
    commands: [
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium'],
    ],
  }
}
