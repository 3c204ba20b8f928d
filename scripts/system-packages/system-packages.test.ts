import { describe, expect, it } from 'vitest'
import { planSystemPackages, type SystemMachine } from './system-packages'

const machine = (over: Partial<SystemMachine> = {}): SystemMachine => ({
  env: {},
  isExecutable: () => false,
  uid: 1000,
  hasAptGet: true,
  ...over,
})

describe('the test command checks for redis-server', () => {
  it('runs when it is there', () => {
    expect(
      planSystemPackages(machine({ isExecutable: (p) => p === '/usr/bin/redis-server' })),
    ).toEqual({
      action: 'ready',
    })
  })

  it('as root with apt-get, installs Debian redis-server (update, then install)', () => {
    const plan = planSystemPackages(machine({ uid: 0 }))
    expect(plan.action).toBe('install')
    if (plan.action !== 'install') return
    expect(plan.commands.map((c) => c.join(' '))).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends redis-server',
    ])
  })

  it('otherwise stops with one line saying exactly what to run', () => {
    expect(planSystemPackages(machine())).toEqual({
      action: 'stop',
      message:
        "redis-server not found: run sudo sh -c 'apt-get update && apt-get install -y redis-server', then run npx --yes pnpm@10 test again.",
    })
    const noApt = planSystemPackages(machine({ uid: 0, hasAptGet: false }))
    expect(noApt.action === 'stop' && noApt.message).toContain('PORTICO_REDIS_SERVER=<path>')
  })

  it('an override path is used as given and never "fixed" with apt-get, even as root', () => {
    const env = { PORTICO_REDIS_SERVER: '/opt/redis/redis-server' }
    expect(
      planSystemPackages(
        machine({ env, uid: 0, isExecutable: (p) => p === env.PORTICO_REDIS_SERVER }),
      ),
    ).toEqual({
      action: 'ready',
    })
    const plan = planSystemPackages(machine({ env, uid: 0 }))
    expect(plan.action === 'stop' && plan.message).toContain(
      '/opt/redis/redis-server (PORTICO_REDIS_SERVER)',
    )
  })
})
