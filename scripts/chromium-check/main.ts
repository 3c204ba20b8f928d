import { spawnSync } from 'node:child_process'
import { isExecutable } from '../test-support/is-executable'
import { type ChromiumMachine, planChromium } from './chromium-check'

const machine = (): ChromiumMachine => ({
  env: process.env,
  isExecutable,
  uid: process.getuid?.(),
  hasAptGet: isExecutable('/usr/bin/apt-get'),
})

const plan = planChromium(machine())
if (plan.action === 'stop') {
  console.error(plan.message)
  process.exit(1)
}
if (plan.action === 'ready' && plan.note) console.log(plan.note)
if (plan.action === 'install') {
  console.log(
    `Chromium not found at ${plan.path}: installing Debian's chromium-headless-shell with apt-get.`,
  )
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
  const after = planChromium(machine())
  if (after.action !== 'ready') {
    console.error(`apt-get installed chromium-headless-shell but ${plan.path} is still missing.`)
    process.exit(1)
  }
}
