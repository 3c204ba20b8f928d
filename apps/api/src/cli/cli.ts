import { writeFileSync } from 'node:fs'
import { ConfigProblems } from '../config.js'
import { migrateCommand } from './migrate-command.js'
import { serve } from './serve.js'
import { generateSecretsFile } from './server-secrets.js'
import { loadStartConfig, readStartConfig } from './start-config.js'

export const USAGE = `Usage: portico-api <command> [--production]

  serve               start the server (configured by the environment and PORTICO_API_CONFIG)
  migrate             apply the database migrations not yet applied
  migrate --check     exit 1 with one line when the schema is not current
  config check        list every problem of the configuration, then exit 1 if there is any
  keys [--out FILE]   generate the secrets every replica shares (to stdout, or FILE, mode 600)

  --production        production mode, as NODE_ENV=production: refuses PGlite, a missing
                      PUBLIC_URL or PROJECTS, and secrets copied from an example
`

/** Where a command writes: stdout for results, stderr for problems (tests pass their own). */
export interface CliOutput {
  out(line: string): void
  err(line: string): void
}

const processOutput: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}

/**
 * Runs one `portico-api` command and resolves with its exit code (`serve` resolves 0 once
 * listening, and the process keeps running). 1: the configuration or the schema is not right;
 * 2: the command line is not.
 */
export async function runCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  output: CliOutput = processOutput,
): Promise<number> {
  const production = argv.includes('--production')
  const args = argv.filter((arg) => arg !== '--production')
  const [command, ...rest] = args
  try {
    if (command === 'serve' && rest.length === 0) {
      await serve(env, { production })
      return 0
    }
    if (
      command === 'migrate' &&
      (rest.length === 0 || (rest.length === 1 && rest[0] === '--check'))
    ) {
      const { config } = loadStartConfig(env, { production })
      const result = await migrateCommand(config, { check: rest[0] === '--check' })
      if (result.current) output.out(result.line)
      else output.err(result.line)
      return result.current ? 0 : 1
    }
    if (command === 'config' && rest.length === 1 && rest[0] === 'check') {
      const { config, problems } = readStartConfig(env, { production })
      if (problems.length === 0) {
        const mode = config.production ? 'production' : 'development'
        output.out(
          `config ok (${mode}; ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}; chains ${config.chains.map((chain) => chain.chainId).join(', ')})`,
        )
        return 0
      }
      output.err(`config check: ${problems.length} problem(s)`)
      for (const problem of problems) output.err(`- ${problem}`)
      return 1
    }
    if (command === 'keys' && (rest.length === 0 || (rest.length === 2 && rest[0] === '--out'))) {
      const file = rest[1]
      const secrets = generateSecretsFile()
      if (!file) {
        output.out(secrets.trimEnd())
        return 0
      }
      // `wx`: never replaces keys already in use (the stored shares are encrypted under them).
      writeFileSync(file, secrets, { mode: 0o600, flag: 'wx' })
      output.err(`portico-api keys: wrote ${file} (keep it with the backups; it is not logged)`)
      return 0
    }
    output.err(USAGE)
    return 2
  } catch (error) {
    if (error instanceof ConfigProblems) {
      for (const problem of error.problems) output.err(problem)
      return 1
    }
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      output.err(`portico-api keys: ${rest[1]} exists; not replacing keys that may be in use`)
      return 1
    }
    throw error
  }
}
