#!/usr/bin/env node
import { stdin, stdout } from 'node:process'
import { createInterface } from 'node:readline/promises'
import { runStarter } from './run-starter.js'

// Questions only in a terminal: a script with no terminal gets the flags and the defaults.
const terminal = stdin.isTTY ? createInterface({ input: stdin, output: stdout }) : undefined
try {
  process.exitCode = await runStarter(process.argv.slice(2), {
    ...(terminal ? { ask: (question: string) => terminal.question(question) } : {}),
    say: (line) => console.log(line),
    cwd: process.cwd(),
  })
} finally {
  terminal?.close()
}
