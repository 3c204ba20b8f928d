import { RpcUnreachableError } from '@portico/core'
import { type CuttableLine, createTestWallet, cuttableLine } from '@portico/testing'
import type { Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'

const suite = useAdapterSuite()
const { pageWith, makeAdapter } = suite
const lines: CuttableLine[] = []

afterEach(async () => {
  await Promise.all(lines.splice(0).map((line) => line.close()))
})

/** A cuttable line to devnet chain `index`. */
async function lineTo(index: number): Promise<CuttableLine> {
  const line = await cuttableLine(suite.devnet.chains[index]!.rpcUrl)
  lines.push(line)
  return line
}

/** The injected test wallet on account `index`, reaching chain A through `rpcUrl` (as the kit). */
function walletOver(index: number, rpcUrl: string) {
  return createTestWallet({
    privateKey: suite.devnet.accounts[index]!.privateKey,
    rpcUrls: { 31337: rpcUrl },
    chainId: 31337,
  })
}

describe('evmAdapter: a chain node that goes away and comes back', () => {
  it('a balance read on an unreachable node names the network; once it is back, the next read works', async () => {
    const line = await lineTo(0)
    const adapter = await makeAdapter({ rpcUrls: { 31337: [line.url] } })
    const address = suite.devnet.accounts[0]!.address
    await line.cut()
    const error = await adapter.getBalance({ address, network: suite.networks[0] }).catch((e) => e)
    expect(error).toBeInstanceOf(RpcUnreachableError)
    expect(error).toMatchObject({ part: 'rpc', network: 'Devnet A' })
    expect(error.message).toBe('Could not reach Devnet A. Check your connection and try again.')
    await line.restore()
    const balance = await adapter.getBalance({ address, network: suite.networks[0] })
    expect(Number(balance.balance)).toBeGreaterThan(0)
  })

  it('a send through a wallet whose node is unreachable names the network; back, the send lands', async () => {
    const line = await lineTo(0)
    const wallet = walletOver(2, line.url)
    pageWith(wallet)
    const adapter = await makeAdapter({ rpcUrls: { 31337: [line.url] } })
    await adapter.connect({ connectorId: 'injected', network: suite.networks[0] })
    const to = suite.devnet.accounts[3]!.address
    await line.cut()
    const error = await adapter.sendTransaction({ to, value: 1n }).catch((e) => e)
    expect(error).toBeInstanceOf(RpcUnreachableError)
    expect(error.message).toBe('Could not reach Devnet A. Check your connection and try again.')
    await line.restore()
    const hash = await adapter.sendTransaction({ to, value: 1n })
    const receipt = await suite.publicClient().waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
  })

  it('with two node URLs, a dead one is skipped and, once back, used again when the other dies', async () => {
    const [first, second] = [await lineTo(0), await lineTo(0)]
    const adapter = await makeAdapter({ rpcUrls: { 31337: [first.url, second.url] } })
    const read = () =>
      adapter.getBalance({ address: suite.devnet.accounts[0]!.address, network: suite.networks[0] })
    await first.cut()
    expect(Number((await read()).balance)).toBeGreaterThan(0)
    await first.restore()
    await second.cut()
    expect(Number((await read()).balance)).toBeGreaterThan(0)
    await first.cut()
    await expect(read()).rejects.toBeInstanceOf(RpcUnreachableError)
  })
})
