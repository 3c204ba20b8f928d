import { expect, it } from 'vitest'
import { loadConfig } from '../config.js'

const key = `0x${'11'.repeat(32)}`

it('reads the sandbox funding key and the session secret from the environment', () => {
  const { config } = loadConfig({
    ONRAMP_SANDBOX_FUNDING_KEY: key,
    ONRAMP_SESSION_SECRET: 'a-shared-secret-for-replicas',
  })
  expect(config.onramp).toEqual({
    sessionSecret: 'a-shared-secret-for-replicas',
    sandbox: { fundingKey: key },
  })
  expect(loadConfig({}).config.onramp).toBeUndefined()
})

it('refuses a malformed funding key at start', () => {
  expect(() => loadConfig({ ONRAMP_SANDBOX_FUNDING_KEY: '0x1234' })).toThrow(
    /Invalid on-ramp settings/,
  )
})
