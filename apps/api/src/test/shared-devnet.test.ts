import { devnetTokenBalances } from '@portico/testing'
import { erc20Abi, parseEther } from 'viem'
import { expect, it } from 'vitest'
import { devnetClient, devnetWallet } from './devnet-actions.js'
import { pristineDevnet } from './shared-devnet.js'

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result?: unknown }).result
}

it('the next file gets the chains as deployed: blocks, balances, nonces and the pool of the last one are gone', async () => {
  const first = await pristineDevnet()
  const { client } = devnetClient(first, 1)
  const to = first.accounts[2]?.address as `0x${string}`
  const before = {
    block: await client.getBlockNumber({ cacheTime: 0 }),
    balance: await client.getBalance({ address: to }),
    nonce: await client.getTransactionCount({ address: client.account.address }),
  }
  // As deployed: the fixture balances, untouched by any earlier file of this worker.
  expect(
    await client.readContract({
      address: first.contracts.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    }),
  ).toBe(devnetTokenBalances.usdc)

  // What a file might leave behind: mined transfers, extra blocks, a pending transaction with
  // automine off, on both chains.
  await devnetWallet(first, 1, 0).sendEth(to, parseEther('2'))
  await devnetWallet(first, 1, 1).transferToken(first.contracts.usdc, to, 5n)
  await rpc(first.chains[0].rpcUrl, 'anvil_mine', ['0x5'])
  await rpc(first.chains[0].rpcUrl, 'evm_setAutomine', [false])
  await client.sendTransaction({ to, value: 1n })
  const sender = client.account.address
  expect(await client.getTransactionCount({ address: sender, blockTag: 'pending' })).toBe(
    (await client.getTransactionCount({ address: sender })) + 1,
  )
  expect(await client.getBlockNumber({ cacheTime: 0 })).toBeGreaterThan(before.block)

  const second = await pristineDevnet()
  expect(second.chains).toEqual(first.chains)
  const again = devnetClient(second, 1)
  expect(await again.client.getBlockNumber({ cacheTime: 0 })).toBe(before.block)
  expect(await again.client.getBalance({ address: to })).toBe(before.balance)
  expect(
    await again.client.getTransactionCount({ address: again.account.address, blockTag: 'pending' }),
  ).toBe(before.nonce)
  expect(
    await devnetClient(second, 1, 1).client.readContract({
      address: second.contracts.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    }),
  ).toBe(devnetTokenBalances.usdc)
  // Automine is back on: a transfer is mined at once.
  const receipt = await devnetWallet(second, 1, 0).sendEth(to, 1n)
  expect(receipt.blockNumber).toBe(before.block + 1n)

  // And the revert holds for the file after that too (anvil forgets a snapshot once used).
  const third = await pristineDevnet()
  expect(await devnetClient(third, 1).client.getBlockNumber({ cacheTime: 0 })).toBe(before.block)
}, 120_000)
