import { createPublicClient, http } from 'viem'
import { expect, it } from 'vitest'
import { startDevnet } from '../devnet/start-devnet.js'
import { erc4337Addresses } from './deploy-erc4337.js'

async function rpc(url: string, method: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result: unknown }).result
}

it('startDevnet({ erc4337 }) deploys the 4337 parts on both chains, one bundler each (on a port of its own), stopped with it', async () => {
  const devnet = await startDevnet({ erc4337: true })
  const erc4337 = devnet.erc4337
  try {
    expect(erc4337?.contracts).toEqual(erc4337Addresses())
    for (const [index, chain] of devnet.chains.entries()) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const address of Object.values(erc4337Addresses())) {
        expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
      }
      const bundler = erc4337?.bundlers[index]
      expect(bundler?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      expect(await rpc(bundler!.url, 'eth_chainId')).toBe(`0x${chain.chainId.toString(16)}`)
      expect(await rpc(bundler!.url, 'eth_supportedEntryPoints')).toEqual([
        erc4337Addresses().entryPoint,
      ])
    }
    // The dev accounts keep their nonces: the fixtures' addresses elsewhere do not move.
    const client = createPublicClient({ transport: http(devnet.chains[0].rpcUrl) })
    const plain = await startDevnet()
    try {
      const other = createPublicClient({ transport: http(plain.chains[0].rpcUrl) })
      const address = devnet.accounts[0]!.address
      expect(await client.getTransactionCount({ address })).toBe(
        await other.getTransactionCount({ address }),
      )
    } finally {
      await plain.stop()
    }
  } finally {
    await devnet.stop()
  }
  await expect(rpc(erc4337!.bundlers[0].url, 'eth_chainId')).rejects.toThrow()
}, 90_000)
