import { spawnSync } from 'node:child_process'
import { isExecutable } from '../test-support/is-executable'
import { planSystemPackages, type SystemMachine } from './system-packages'

const machine = (): SystemMachine => ({
  env: process.env,
  isExecutable,
  uid: process.getuid?.(),
  hasAptGet: isExecutable('/usr/bin/apt-get'),
})

const plan = planSystemPackages(machine())
if (plan.action === 'stop') {
  console.error(plan.message)
  process.exit(1)
}
if (plan.action === 'install') {
  console.log(`Installing ${plan.packages.join(', ')} with apt-get (the tests run them for real).`)
  for (const [command = '', ...args] of plan.commands) {
    const result = spawnSync(command, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) {
      console.error(`${[command, ...args].join(' ')} failed (exit ${result.status}).`)
      process.exit(1)
    }
  }
  const after = planSystemPackages(machine())
  if (after.action !== 'ready') {
    console.error(`apt-get installed ${plan.packages.join(', ')} but they are still missing.`)
    process.exit(1)
  }
}
