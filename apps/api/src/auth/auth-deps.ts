import type { Database } from '../db/database.js'
import type { ResolvedAuthConfig } from './auth-config.js'
import type { Mailer } from './mailer.js'

/** What the auth services share. */
export interface AuthDeps {
  db: Database
  config: ResolvedAuthConfig
  mailer: Mailer
  now: () => number
}
