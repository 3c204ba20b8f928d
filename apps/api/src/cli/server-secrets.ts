import { randomBytes } from 'node:crypto'
import type { ApiConfig } from '../config.js'

/** A secret the server reads from the environment, and how `portico-api keys` makes one. */
interface ServerSecret {
  /** The environment variable. */
  env: string
  /** Where it lands in the config, as `config check` names it. */
  field: string
  /** What it protects (the line above it in the written file). */
  purpose: string
  generate(): string
  read(config: ApiConfig): string | undefined
}

/**
 * The secrets every replica of one deployment must share. Ciphertexts and codes made under one
 * key are unreadable under another, so they are generated once and kept with the backups.
 */
export const SERVER_SECRETS: readonly ServerSecret[] = [
  {
    env: 'AUTH_SECRET',
    field: 'auth.secret',
    purpose: 'HMAC key of the one-time login codes',
    generate: () => randomBytes(48).toString('base64url'),
    read: (config) => config.auth?.secret,
  },
  {
    env: 'AUTH_SHARE_KEY',
    field: 'auth.shareKey',
    purpose: 'AES-256 key the stored key shares are encrypted under (losing it loses the shares)',
    generate: () => randomBytes(32).toString('base64'),
    read: (config) => config.auth?.shareKey,
  },
  {
    env: 'ONRAMP_SESSION_SECRET',
    field: 'onramp.sessionSecret',
    purpose: 'key of the on-ramp checkout sessions',
    generate: () => randomBytes(32).toString('hex'),
    read: (config) => config.onramp?.sessionSecret,
  },
  {
    env: 'METRICS_TOKEN',
    field: 'metricsToken',
    purpose: 'bearer token /metrics asks for',
    generate: () => randomBytes(32).toString('hex'),
    read: (config) => config.metricsToken,
  },
]

/**
 * A value copied from an example rather than generated: the placeholders of deploy/.env.example
 * (`change-me…`), or one character repeated (`aaaa…`, the base64 of zero bytes).
 */
export function isDefaultSecret(value: string): boolean {
  return /change-?me|placeholder|example/i.test(value) || /^(.)\1*=*$/.test(value)
}

/** The `KEY=value` file `portico-api keys` writes: one fresh value per secret, each with its purpose. */
export function generateSecretsFile(): string {
  return SERVER_SECRETS.map(
    (secret) => `# ${secret.purpose} (${secret.field})\n${secret.env}=${secret.generate()}\n`,
  ).join('')
}
