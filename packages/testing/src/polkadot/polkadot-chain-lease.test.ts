import '@polkadot/api-augment'
import { createServer } from 'node:net'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { leasePolkadotChain } from './polkadot-chain-lease.js'
import { sendInBlock } from './send-in-block.js'
import type { PolkadotChain } from './start-polkadot-chain.js'

const keyring = new Keyring({ type: 'sr25519' })
const held: PolkadotChain[] = []
const apis: ApiPromise[] = []

beforeAll(cryptoWaitReady)

afterEach(async () => {
  await Promise.all(apis.splice(0).map((api) => api.disconnect()))
  await Promise.all(held.splice(0).map((chain) => chain.stop()))
})

async function lease(options?: Parameters<typeof leasePolkadotChain>[0]) {
  const chain = await leasePolkadotChain(options)
  held.push(chain)
  const provider = new WsProvider(chain.wsUrl)
  const api = await ApiPromise.create({ provider, noInitWarn: true })
  apis.push(api)
  const account = async (address: string) => {
    const { nonce, data } = await api.query.system.account(address)
    return { free: data.free.toBigInt(), nonce: nonce.toNumber() }
  }
  const head = async () => (await api.rpc.chain.getHeader()).number.toNumber()
  return { chain, api, provider, account, head }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

describe('leasePolkadotChain', () => {
  it('hands a released chain on in the state a fresh start gives: same process, head, balances, nonces, no storage set since', async () => {
    const first = await lease()
    const [alice, charlie, dave] = [0, 2, 3].map((index) => first.chain.accounts[index]!.address)
    const funded = { free: first.chain.fundedBalance, nonce: 0 }
    // chopsticks' start builds the first block on the genesis: the head a start gives.
    const startHead = await first.head()
    expect(await first.account(alice!)).toEqual(funded)

    // What a user leaves behind: storage set on the start's head block, then two blocks on top.
    await first.provider.send('dev_setStorage', [
      { System: { Account: [[[dave], { providers: 1, data: { free: '5' } }]] } },
    ])
    expect((await first.account(dave!)).free).toBe(5n)
    const aliceKey = keyring.addFromUri('//Alice')
    for (const amount of [1_000_000_000n, 2_000_000_000n]) {
      const result = await sendInBlock(
        first.api.tx.balances.transferKeepAlive(charlie!, amount),
        aliceKey,
      )
      expect(result.success).toBe(true)
    }
    expect(await first.head()).toBe(startHead + 2)
    expect((await first.account(alice!)).nonce).toBe(2)
    expect((await first.account(charlie!)).free).toBe(first.chain.fundedBalance + 3_000_000_000n)
    await first.api.disconnect()
    await first.chain.stop()

    const second = await lease()
    expect(second.chain.pid).toBe(first.chain.pid)
    expect(second.chain.wsUrl).toBe(first.chain.wsUrl)
    expect(await second.head()).toBe(startHead)
    for (const address of [alice, charlie, dave]) {
      expect(await second.account(address!)).toEqual(funded)
    }
    // The reset chain builds on the start's head again: a transfer lands in the next block at nonce 0.
    const result = await sendInBlock(
      second.api.tx.balances.transferKeepAlive(charlie!, 7n),
      aliceKey,
    )
    expect(result.success).toBe(true)
    expect(await second.head()).toBe(startHead + 1)
    expect((await second.account(alice!)).nonce).toBe(1)
  }, 120_000)

  it('gives a second user of the worker, while the first holds its chain, a process of its own; the surplus one stops on release', async () => {
    const first = await lease()
    const second = await lease()
    expect(second.chain.pid).not.toBe(first.chain.pid)
    expect(second.chain.port).not.toBe(first.chain.port)
    const alice = second.chain.accounts[0]!.address
    expect(await second.account(alice)).toEqual({ free: second.chain.fundedBalance, nonce: 0 })

    await first.api.disconnect()
    await first.chain.stop()
    await second.api.disconnect()
    // One released chain per set of options is kept (first's): the second's process goes.
    await Promise.all([second.chain.stop(), second.chain.stop()])
    expect(alive(second.chain.pid)).toBe(false)
    expect(await canListen(second.chain.port)).toBe(true)
    expect(alive(first.chain.pid)).toBe(true)

    const third = await lease()
    expect(third.chain.pid).toBe(first.chain.pid)
  }, 180_000)

  it('shares a process only between identical options: a chain funding another address is its own', async () => {
    const plain = await lease()
    const pid = plain.chain.pid
    await plain.api.disconnect()
    await plain.chain.stop()

    const extra = encodeAddress(keyring.addFromUri('//Lease//extra').publicKey, 2)
    const funding = await lease({ fund: [extra] })
    expect(funding.chain.pid).not.toBe(pid)
    expect(await funding.account(extra)).toEqual({ free: funding.chain.fundedBalance, nonce: 0 })

    const again = await lease()
    expect(again.chain.pid).toBe(pid)
    expect((await again.account(extra)).free).toBe(0n)
  }, 180_000)
})
