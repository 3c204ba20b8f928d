import { runCli } from './cli/cli.js'

/** `pnpm --filter @portico/api start`: `portico-api serve` from the sources (src/cli/serve.ts). */
const code = await runCli(['serve', ...process.argv.slice(2)])
if (code !== 0) process.exit(code)
