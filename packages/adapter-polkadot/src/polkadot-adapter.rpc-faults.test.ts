import { type Network, polkadotLocal, RpcUnreachableError } from '@portico/core'
import { type CuttableLine, cuttableLine } from '@portico/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adapterContext, injectExtensions, useLocalChain } from './local-chain.test-helper.js'
import { polkadotAdapter } from './polkadot-adapter.js'
import type { PolkadotAdapter } from './polkadot-adapter-types.js'

// Polkadot: the adapter reaches the local chain's node through a line that is cut (the
// WebSocket dropped, new connections refused, as when the node's process is gone) and restored.
const local = useLocalChain()
let line: CuttableLine
let network: Network
let adapter: PolkadotAdapter
let address: string
const UNREACHABLE =
  'Could not reach Polkadot Local (simulated). Check your connection and try again.'

/** Milliseconds since `start`, rounded. */
const since = (start: number) => Math.round(performance.now() - start)
/** One line of the fault table (printed for the closing note, never asserted). */
const report = (flow: string, toMessageMs: number, toRecoveryMs: number) =>
  console.log(
    `[fault] Polkadot Local (simulated) node × ${flow}: "${UNREACHABLE}" in ${toMessageMs} ms; node back: works in ${toRecoveryMs} ms`,
  )
beforeAll(async () => {
  line = await cuttableLine(local.chain.wsUrl)
  network = polkadotLocal({
    genesisHash: local.chain.genesisHash,
    wsUrl: line.url,
    ss58Prefix: local.chain.ss58Prefix,
    decimals: local.chain.decimals,
    symbol: local.chain.symbol,
  })
  const injected = await injectExtensions()
  adapter = polkadotAdapter({ target: injected.window, appName: 'Portico tests' }).create(
    adapterContext([network]),
  )
  ;({ address } = await adapter.connect({ connectorId: 'portico-test' }))
  // The node connection is opened by a first read, with the line up.
  await adapter.getBalance({ address, network })
}, 120_000)

afterAll(async () => {
  await adapter?.destroy()
  await line?.close()
})

describe('polkadotAdapter: a node that goes away and comes back', () => {
  it('a balance read names the network and what to do; back, the next read works', async () => {
    await line.cut()
    let toMessageMs = 0
    const started = performance.now()
    try {
      const error = await adapter.getBalance({ address, network }).catch((e) => e)
      expect(error).toBeInstanceOf(RpcUnreachableError)
      expect(error).toMatchObject({ part: 'rpc', network: 'Polkadot Local (simulated)' })
      expect(error.message).toBe(UNREACHABLE)
      toMessageMs = since(started)
    } finally {
      await line.restore()
    }
    const back = performance.now()
    // The client reconnects by itself: the read waits for it (bounded) and answers.
    const balance = await adapter.getBalance({ address, network })
    expect(Number(balance.balance)).toBeGreaterThan(0)
    report('balance', toMessageMs, since(back))
  }, 60_000)

  it('a transfer names the network; back, the same transfer lands', async () => {
    const bob = local.chain.accounts[1]!.address
    const value = 1_000_000_000n
    const before = await local.freeOf(bob)
    await line.cut()
    let toMessageMs = 0
    const started = performance.now()
    try {
      const error = await adapter.sendTransaction({ to: bob, value }).catch((e) => e)
      expect(error).toBeInstanceOf(RpcUnreachableError)
      expect(error.message).toBe(UNREACHABLE)
      toMessageMs = since(started)
    } finally {
      await line.restore()
    }
    const back = performance.now()
    expect(await adapter.sendTransaction({ to: bob, value })).toMatch(/^0x[0-9a-f]{64}$/)
    report('send', toMessageMs, since(back))
    expect((await local.freeOf(bob)) - before).toBe(value)
  }, 60_000)
})
