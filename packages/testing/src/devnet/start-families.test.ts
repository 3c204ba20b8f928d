import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leasePolkadotChain } from '../polkadot/polkadot-chain-lease.js'
import { type Devnet, startDevnet } from './start-devnet.js'

const rpc = async (url: string, method: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result?: unknown }).result
}

describe('startDevnet with the other families (one devnet helper for every local chain)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ families: ['solana', 'bitcoin', 'polkadot'] })
  }, 120_000)
  afterAll(async () => {
    await devnet?.stop()
  })

  it('starts anvil, the Solana facade, the regtest node and chopsticks together', async () => {
    expect(await rpc(devnet.chains[0].rpcUrl, 'eth_chainId')).toBe('0x7a69')
    const solana = devnet.solana
    const bitcoin = devnet.bitcoin
    const polkadot = devnet.polkadot
    if (!solana || !bitcoin || !polkadot) throw new Error('a family chain is missing')
    expect(await rpc(solana.rpcUrl, 'getGenesisHash')).toBe(solana.genesisHash)
    const height = Number(await (await fetch(`${bitcoin.esploraUrl}/blocks/tip/height`)).text())
    expect(height).toBeGreaterThanOrEqual(432)
    expect(await rpc(polkadot.httpUrl, 'chain_getBlockHash')).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('stops every chain with the devnet, chopsticks by releasing its lease to the next user', async () => {
    const urls = [
      devnet.chains[0].rpcUrl,
      devnet.solana?.rpcUrl ?? '',
      devnet.bitcoin?.esploraUrl ?? '',
    ]
    const polkadotPid = devnet.polkadot?.pid
    await devnet.stop()
    for (const url of urls) {
      await expect(fetch(url, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow()
    }
    // A chain the devnet still held would not be handed on: the next lease would start another.
    const next = await leasePolkadotChain()
    try {
      expect(next.pid).toBe(polkadotPid)
    } finally {
      await next.stop()
    }
  })
})

describe('startDevnet without families', () => {
  it('leaves the family chains out', async () => {
    const devnet = await startDevnet()
    try {
      expect(devnet.solana).toBeUndefined()
      expect(devnet.bitcoin).toBeUndefined()
      expect(devnet.polkadot).toBeUndefined()
    } finally {
      await devnet.stop()
    }
  }, 60_000)
})
