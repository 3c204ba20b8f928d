import { describe, expect, it } from 'vitest'
import { type ChromiumMachine, chromiumPath, planChromium } from './chromium-check'

const machine = (over: Partial<ChromiumMachine> = {}): ChromiumMachine => ({
  env: {},
  isExecutable: () => false,
  uid: 1000,
  hasAptGet: true,
  ...over,
})

describe('the test command checks for Chromium first', () => {
  it('runs when Chromium is there', () => {
    expect(planChromium(machine({ isExecutable: (p) => p === '/usr/bin/chromium' }))).toEqual({
      action: 'ready',
      path: '/usr/bin/chromium',
    })
  })

  it('as root with apt-get, installs Debian chromium (update, then install)', () => {
    const plan = planChromium(machine({ uid: 0 }))
    expect(plan.action).toBe('install')
    if (plan.action !== 'install') return
    expect(plan.commands.map((c) => c.join(' '))).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends chromium',
    ])
  })

  it('otherwise stops with one line saying exactly what to run', () => {
    const plan = planChromium(machine())
    expect(plan).toEqual({
      action: 'stop',
      message:
        "Chromium not found at /usr/bin/chromium: run sudo sh -c 'apt-get update && apt-get install -y chromium', then run npx --yes pnpm@10 test again.",
    })
    const noApt = planChromium(machine({ uid: 0, hasAptGet: false }))
    expect(noApt.action === 'stop' && noApt.message).toContain('set PORTICO_CHROMIUM=')
  })

  it('an override path is used as given and never "fixed" with apt-get, even as root', () => {
    const env = { PORTICO_CHROMIUM: '/nonexistent' }
    expect(chromiumPath(env)).toBe('/nonexistent')
    const plan = planChromium(machine({ env, uid: 0 }))
    expect(plan.action).toBe('stop')
    if (plan.action === 'stop') {
      expect(plan.message).toContain('/nonexistent (PORTICO_CHROMIUM)')
      expect(plan.message.split('\n')).toHaveLength(1)
    }
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/c' })).toBe('/opt/c')
    expect(chromiumPath({ PORTICO_CHROMIUM: '/a', CHROMIUM_PATH: '/b' })).toBe('/a')
  })
})
