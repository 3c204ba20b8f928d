import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { authConfigFromEnv, resolveAuthConfig } from './auth-config.js'

const log = () => undefined

it('reads the auth section from the environment; without AUTH_SMTP_URL there is none', () => {
  const key = randomBytes(32).toString('base64')
  expect(authConfigFromEnv({}, undefined)).toBeUndefined()
  expect(
    authConfigFromEnv(
      {
        AUTH_SMTP_URL: 'smtp://127.0.0.1:2525',
        AUTH_MAIL_FROM: 'Wallet <w@example.org>',
        AUTH_SECRET: 's'.repeat(32),
        AUTH_SHARE_KEY: key,
      },
      { smtpUrl: 'smtp://file:25', appName: 'Acme' },
    ),
  ).toEqual({
    smtpUrl: 'smtp://127.0.0.1:2525',
    appName: 'Acme',
    mailFrom: 'Wallet <w@example.org>',
    secret: 's'.repeat(32),
    shareKey: key,
  })
  expect(
    loadConfig({ AUTH_SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://api.example.org' })
      .config.auth,
  ).toEqual({
    smtpUrl: 'smtp://127.0.0.1:2525',
  })
})

it('fills the defaults: 10 min codes, 3 attempts, 30 s cooldown, 15 min access, 30 day refresh', () => {
  const resolved = resolveAuthConfig({ smtpUrl: 'smtp://127.0.0.1:25' }, { production: false, log })
  expect(resolved).toMatchObject({
    otpTtlMs: 600_000,
    otpAttempts: 3,
    resendCooldownMs: 30_000,
    accessTtlMs: 900_000,
    refreshTtlMs: 30 * 86_400_000,
    freshAccessMs: 300_000,
    deviceApprovalTtlMs: 900_000,
    recoveryEscrowKey: undefined,
  })
  expect(resolved.shareKey.bytes).toHaveLength(32)
})

it('refuses production without the secret and the share key, and a key that is not 32 bytes', () => {
  expect(() => resolveAuthConfig({ smtpUrl: 'smtp://h:25' }, { production: true, log })).toThrow(
    'auth.secret and auth.shareKey are required in production (set AUTH_SECRET and AUTH_SHARE_KEY)',
  )
  expect(() =>
    resolveAuthConfig(
      { smtpUrl: 'smtp://h:25', shareKey: randomBytes(16).toString('base64') },
      { production: false, log },
    ),
  ).toThrow('Invalid key: expected 32 bytes in base64')
  expect(() => resolveAuthConfig({ smtpUrl: 'http://h' }, { production: false, log })).toThrow(
    'Invalid smtpUrl',
  )
})
