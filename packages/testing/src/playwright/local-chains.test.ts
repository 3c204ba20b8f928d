import { afterAll, expect, it } from 'vitest'
import { createLocalChains } from './local-chains'

const chains = createLocalChains()
afterAll(() => chains.stop())

it('starts a chain on first use only, once, and stops what it started', async () => {
  const [first, second] = await Promise.all([chains.devnet(), chains.devnet()])
  expect(first).toBe(second)
  const rpc = first.chains[0]?.rpcUrl ?? ''
  const chainId = async () =>
    (
      await fetch(rpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      })
    ).json()
  expect(await chainId()).toMatchObject({ result: '0x7a69' })
  await chains.stop()
  await expect(chainId()).rejects.toThrow()
}, 60_000)
