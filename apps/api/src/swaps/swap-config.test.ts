import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { loadConfig } from '../config.js'

const configFile = (content: unknown) => {
  const file = join(mkdtempSync(join(tmpdir(), 'portico-swaps-')), 'config.json')
  writeFileSync(file, JSON.stringify(content))
  return file
}

it('reads the swaps section of a config file, the aggregator URL overridden by SWAP_AGGREGATOR_URL', () => {
  const router = '0x1111111111111111111111111111111111111111'
  const file = configFile({
    swaps: {
      pools: [{ chainId: 31337, router, wrappedNative: router, tokens: [router] }],
      aggregatorUrl: 'https://aggregator.example/api',
      defaultSlippage: 0.5,
    },
  })
  const { config } = loadConfig({ PORTICO_API_CONFIG: file })
  expect(config.swaps?.aggregatorUrl).toBe('https://aggregator.example/api')
  expect(config.swaps?.pools?.[0]?.chainId).toBe(31337)
  const overridden = loadConfig({
    PORTICO_API_CONFIG: file,
    SWAP_AGGREGATOR_URL: 'https://other.example',
  }).config.swaps
  expect(overridden?.aggregatorUrl).toBe('https://other.example')
  expect(overridden?.defaultSlippage).toBe(0.5)
})

it('refuses a swaps section with a wrong type', () => {
  const file = configFile({ swaps: { defaultSlippage: 80 } })
  expect(() => loadConfig({ PORTICO_API_CONFIG: file })).toThrow(/Invalid config file/)
})
