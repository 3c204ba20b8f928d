#!/usr/bin/env node
import { runCli } from './cli.js'

/** The `portico-api` bin (dist/cli.js): see `USAGE` in src/cli/cli.ts. */
const code = await runCli(process.argv.slice(2))
// `serve` keeps the process running (its signals end it); the other commands end here.
if (code !== 0 || process.argv[2] !== 'serve') process.exit(code)
