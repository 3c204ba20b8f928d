import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { opsConfigFromEnv } from './ops-config.js'

describe('operations settings', () => {
  it('reads the environment into typed fields', () => {
    expect(
      opsConfigFromEnv({
        METRICS_PORT: '9464',
        METRICS_TOKEN: 'a'.repeat(32),
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        LOG_REDACT_ADDRESSES: '1',
        REPLICA_NAME: 'api-2',
        SHUTDOWN_DELAY_MS: '5000',
        SHUTDOWN_TIMEOUT_MS: '15000',
      }),
    ).toEqual({
      metricsPort: 9464,
      metricsToken: 'a'.repeat(32),
      trustProxy: true,
      logLevel: 'warn',
      logRedactAddresses: true,
      replicaName: 'api-2',
      shutdownDelayMs: 5000,
      shutdownTimeoutMs: 15000,
    })
  })

  it('reports every wrong variable at once, by its name, with what is allowed', () => {
    const attempt = () =>
      opsConfigFromEnv({
        METRICS_PORT: '70000',
        METRICS_TOKEN: 'short',
        TRUST_PROXY: 'yes please',
        LOG_LEVEL: 'loud',
      })
    expect(attempt).toThrow('METRICS_PORT: metricsPort must be a port, 0 to 65535')
    expect(attempt).toThrow('METRICS_TOKEN: metricsToken must have at least 16 characters')
    expect(attempt).toThrow('TRUST_PROXY: trustProxy must be true or false')
    expect(attempt).toThrow(
      'LOG_LEVEL: logLevel must be one of fatal, error, warn, info, debug, trace, silent',
    )
  })

  it('checks the config file the same way', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-ops-config-'))
    try {
      const file = join(dir, 'config.json')
      writeFileSync(file, JSON.stringify({ metricsToken: 'short', logLevel: 'info' }))
      expect(() => loadConfig({ PORTICO_API_CONFIG: file })).toThrow(
        'metricsToken must have at least 16 characters',
      )
      writeFileSync(file, JSON.stringify({ metricsPort: 9464, logLevel: 'debug' }))
      expect(loadConfig({ PORTICO_API_CONFIG: file }).config).toMatchObject({
        metricsPort: 9464,
        logLevel: 'debug',
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
