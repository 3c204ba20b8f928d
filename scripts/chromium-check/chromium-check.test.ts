import { describe, expect, it } from 'vitest'
import {
  type ChromiumMachine,
  chromiumPath,
  DEFAULT_CHROMIUM,
  HEADLESS_SHELL,
  planChromium,
} from './chromium-check'

const machine = (over: Partial<ChromiumMachine> = {}): ChromiumMachine => ({
  env: {},
  isExecutable: () => false,
  uid: 1000,
  hasAptGet: true,
  ...over,
})

describe('the test command checks for Chromium first', () => {
  it('runs on the headless shell when it is there, even beside the full browser', () => {
    expect(planChromium(machine({ isExecutable: (p) => p === HEADLESS_SHELL }))).toEqual({
      action: 'ready',
      path: '/usr/bin/chromium-headless-shell',
    })
    expect(planChromium(machine({ isExecutable: () => true }))).toEqual({
      action: 'ready',
      path: HEADLESS_SHELL,
    })
  })

  it('as root with apt-get, installs Debian chromium-headless-shell (update, then install), also beside the full browser', () => {
    for (const isExecutable of [() => false, (p: string) => p === DEFAULT_CHROMIUM]) {
      const plan = planChromium(machine({ uid: 0, isExecutable }))
      expect(plan.action).toBe('install')
      if (plan.action !== 'install') return
      expect(plan.path).toBe(HEADLESS_SHELL)
      expect(plan.commands.map((c) => c.join(' '))).toEqual([
        'apt-get update -qq',
        'apt-get install -y -qq --no-install-recommends chromium-headless-shell',
      ])
    }
  })

  it('not root, with the full browser only: runs on it and says in one line how to get the lighter one', () => {
    const plan = planChromium(machine({ isExecutable: (p) => p === DEFAULT_CHROMIUM }))
    expect(plan).toEqual({
      action: 'ready',
      path: '/usr/bin/chromium',
      note: "chromium-headless-shell not found at /usr/bin/chromium-headless-shell: the browser tests run on /usr/bin/chromium, about twice the CPU per page; run sudo sh -c 'apt-get update && apt-get install -y chromium-headless-shell' for the lighter one.",
    })
  })

  it('with neither, stops with one line saying exactly what to run', () => {
    const plan = planChromium(machine())
    expect(plan).toEqual({
      action: 'stop',
      message:
        "Chromium not found at /usr/bin/chromium-headless-shell or /usr/bin/chromium: run sudo sh -c 'apt-get update && apt-get install -y chromium-headless-shell', then run npx --yes pnpm@10 test again.",
    })
    const noApt = planChromium(machine({ uid: 0, hasAptGet: false }))
    expect(noApt.action === 'stop' && noApt.message).toContain('set PORTICO_CHROMIUM=')
  })

  it('an override path is used as given and never "fixed" with apt-get, even as root', () => {
    const env = { PORTICO_CHROMIUM: '/nonexistent' }
    expect(chromiumPath(env)).toBe('/nonexistent')
    const plan = planChromium(machine({ env, uid: 0, isExecutable: (p) => p === HEADLESS_SHELL }))
    expect(plan.action).toBe('stop')
    if (plan.action === 'stop') {
      expect(plan.message).toContain('/nonexistent (PORTICO_CHROMIUM)')
      expect(plan.message.split('\n')).toHaveLength(1)
    }
    expect(
      planChromium(machine({ env: { CHROMIUM_PATH: '/opt/c' }, isExecutable: () => true })),
    ).toEqual({ action: 'ready', path: '/opt/c' })
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/c' })).toBe('/opt/c')
    expect(chromiumPath({ PORTICO_CHROMIUM: '/a', CHROMIUM_PATH: '/b' })).toBe('/a')
  })
})
