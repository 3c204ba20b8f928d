#!/usr/bin/env node
// `portico-local [--families ...] [--env-prefix ...] -- <dev command...>`: the local stack (chains,
// apps/api, the test wallets' page script) for an app's dev server, stopped with it.
import { spawn } from 'node:child_process'
import { endChild } from './end-child.js'
import { LocalArgsError, parseLocalArgs } from './local-args.js'
import { localEnv } from './local-env.js'
import { type LocalStack, startLocalStack } from './local-stack.js'

const say = (line: string) => console.log(`portico-local: ${line}`)

function fail(message: string): never {
  console.error(`portico-local: ${message}`)
  process.exit(1)
}

let args: ReturnType<typeof parseLocalArgs>
try {
  args = parseLocalArgs(process.argv.slice(2))
} catch (error) {
  if (error instanceof LocalArgsError) fail(error.message)
  throw error
}

// Ctrl-C in a terminal signals every process of the group (the dev server, apps/api, anvil); a
// SIGTERM (or the dev command ending) reaches only this one. Either way everything is stopped here.
let requested: NodeJS.Signals | undefined
let stack: LocalStack | undefined
let stopping: Promise<never> | undefined
const stopAll = (code: number, devServer?: ReturnType<typeof spawn>): Promise<never> => {
  stopping ??= (async () => {
    await Promise.all([devServer ? endChild(devServer) : undefined, stack?.stop()])
    process.exit(code)
  })()
  return stopping
}
let devServer: ReturnType<typeof spawn> | undefined
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    requested = signal
    // While the stack starts there is nothing to stop yet: it is stopped once it has started.
    if (stack) void stopAll(0, devServer)
  })

const started = performance.now()
say(`starting ${args.families.join(', ')}…`)
try {
  stack = await startLocalStack({ families: args.families, appDir: process.cwd() })
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (requested) await stopAll(0)
for (const line of stack.lines) say(line)
const env = localEnv(args.envPrefix, stack.urls)
say(
  `ready in ${((performance.now() - started) / 1000).toFixed(1)} s; running ${args.command.join(' ')} with ${Object.keys(env).join(', ')}`,
)

const [command = '', ...commandArgs] = args.command
devServer = spawn(command, commandArgs, {
  stdio: 'inherit',
  env: { ...process.env, ...env },
})
devServer.once('error', (error) => {
  console.error(`portico-local: ${command} did not start: ${error.message}`)
  void stopAll(1, devServer)
})
devServer.once('exit', (code, signal) => {
  if (!requested) say(`${command} ended (${signal ?? `exit ${code}`}); stopping the local stack`)
  void stopAll(requested ? 0 : (code ?? 1), devServer)
})
