import type { Database } from '../db/database.js'
import type { ResolvedAuthConfig } from './auth-config.js'
import type { Mailer } from './email/mailer.js'

/** What the auth services share. */
export interface AuthDeps {
  db: Database
  config: ResolvedAuthConfig
  mailer: Mailer
  now: () => number
}
