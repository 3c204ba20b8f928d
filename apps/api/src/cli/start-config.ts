import { resolveAuthConfig } from '../auth/auth-config.js'
import { type ApiConfig, ConfigProblems, readConfig } from '../config.js'
import { productionStartProblems } from './production-checks.js'

/** The configuration `serve` starts with, and every reason it would refuse to. */
export interface StartConfig {
  config: ApiConfig
  port: number
  host: string
  problems: string[]
}

/**
 * Reads the configuration as `serve` does (environment and `PORTICO_API_CONFIG`, `--production`
 * as `NODE_ENV=production`) and lists every problem: the file's and the environment's fields,
 * the production refusals, and the auth section's (which `createApiServer` checks too).
 */
export function readStartConfig(
  env: NodeJS.ProcessEnv,
  options: { production?: boolean } = {},
): StartConfig {
  const read = readConfig(options.production ? { ...env, NODE_ENV: 'production' } : env)
  if (options.production) read.config.production = true
  const problems = [...read.problems, ...productionStartProblems(read.config)]
  if (read.config.auth) {
    try {
      resolveAuthConfig(read.config.auth, {
        production: read.config.production ?? false,
        log: () => undefined,
      })
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  return { ...read, problems: [...new Set(problems)] }
}

/** `readStartConfig`, throwing `ConfigProblems` when there is any. */
export function loadStartConfig(
  env: NodeJS.ProcessEnv,
  options: { production?: boolean } = {},
): Omit<StartConfig, 'problems'> {
  const { problems, ...start } = readStartConfig(env, options)
  if (problems.length > 0) throw new ConfigProblems(problems)
  return start
}
