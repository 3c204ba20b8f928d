import type { ApiConfig } from '../config.js'
import { isDefaultSecret, SERVER_SECRETS } from './server-secrets.js'

/**
 * What the start command refuses in production on top of `configProblems` (src/config.ts): the
 * embedded PGlite (one process, no backups) and secrets copied from an example. The library's
 * `createApiServer` does not check these: embedders (the lab, tests) bring their own database.
 */
export function productionStartProblems(config: ApiConfig): string[] {
  if (!config.production) return []
  const problems: string[] = []
  if (!config.databaseUrl)
    problems.push(
      'PGlite is for a first try, not production (set DATABASE_URL to a PostgreSQL database)',
    )
  for (const secret of SERVER_SECRETS) {
    const value = secret.read(config)
    if (value !== undefined && isDefaultSecret(value))
      problems.push(
        `${secret.field} is a default value (set ${secret.env} to one from portico-api keys)`,
      )
  }
  return problems
}
