/**
 * The test command's first step: browser tests need Debian's Chromium, preferably its headless
 * shell (about half the CPU per page). On a bare machine the README's `npx --yes pnpm@10 test`
 * installs it when it can (root with apt-get) and otherwise stops at once with one line saying
 * exactly what to run, instead of eight browser test files failing minutes later.
 */

import {
  chromiumOverride,
  chromiumPath,
  DEFAULT_CHROMIUM,
  HEADLESS_SHELL,
  testChromiumPath,
} from '../../packages/testing/src/browser/chromium-path'

export { chromiumPath, DEFAULT_CHROMIUM, HEADLESS_SHELL }

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
  | { action: 'ready'; path: string; note?: string }
  | { action: 'install'; path: string; commands: readonly (readonly string[])[] }
  | { action: 'stop'; message: string }

const SHELL_PACKAGE = 'chromium-headless-shell'
const INSTALL = `apt-get update && apt-get install -y ${SHELL_PACKAGE}`

/**
 * Decides whether the browser tests can run (and on which Chromium), need the headless shell
 * installed first, or must stop.
 */
export function planChromium(machine: ChromiumMachine): ChromiumPlan {
  const again = 'then run npx --yes pnpm@10 test again'
  const override = chromiumOverride(machine.env)
  if (override) {
    // Used as given and never "fixed" with apt-get, even as root.
    if (machine.isExecutable(override.path)) return { action: 'ready', path: override.path }
    return {
      action: 'stop',
      message: `Chromium not found at ${override.path} (${override.variable}): set ${override.variable} to a Chromium executable or unset it, ${again}.`,
    }
  }
  const path = testChromiumPath(machine.env, machine.isExecutable)
  if (path === HEADLESS_SHELL) return { action: 'ready', path }
  if (machine.hasAptGet && machine.uid === 0) {
    return {
      action: 'install',
      path: HEADLESS_SHELL,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', SHELL_PACKAGE],
      ],
    }
  }
  const how = machine.hasAptGet
    ? `run sudo sh -c '${INSTALL}'`
    : `install Chromium and set PORTICO_CHROMIUM=<path to its executable>`
  if (machine.isExecutable(DEFAULT_CHROMIUM)) {
    return {
      action: 'ready',
      path: DEFAULT_CHROMIUM,
      note: `${SHELL_PACKAGE} not found at ${HEADLESS_SHELL}: the browser tests run on ${DEFAULT_CHROMIUM}, about twice the CPU per page; ${how} for the lighter one.`,
    }
  }
  return {
    action: 'stop',
    message: machine.hasAptGet
      ? `Chromium not found at ${HEADLESS_SHELL} or ${DEFAULT_CHROMIUM}: ${how}, ${again}.`
      : `Chromium not found at ${HEADLESS_SHELL} or ${DEFAULT_CHROMIUM} and there is no apt-get: ${how}, ${again}.`,
  }
}
