import { type Network, RpcUnreachableError, solanaLocalnet } from '@portico/core'
import { type CuttableLine, cuttableLine } from '@portico/testing'
import { type SolanaChain, startSolanaChain } from '@portico/testing/solana'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAdapter } from './adapter-context.test-helper.js'
import { createLocalWallet, type LocalWallet } from './local-wallet.test-helper.js'
import type { SolanaAdapter } from './solana-adapter-types.js'

// Solana: the kit and the wallet reach the local cluster through a line that is cut
// (connections refused, as when the node's process is gone) and restored on the same URL.

let chain: SolanaChain
let line: CuttableLine
let local: Network
let adapter: SolanaAdapter
let wallet: LocalWallet
const UNREACHABLE = 'Could not reach Solana Local (simulated). Check your connection and try again.'

/** Milliseconds since `start`, rounded. */
const since = (start: number) => Math.round(performance.now() - start)
/** One line of the fault table (printed for the closing note, never asserted). */
const report = (flow: string, toMessageMs: number, toRecoveryMs: number) =>
  console.log(
    `[fault] Solana Local (simulated) node × ${flow}: "${UNREACHABLE}" in ${toMessageMs} ms; node back: works in ${toRecoveryMs} ms`,
  )
beforeAll(async () => {
  chain = await startSolanaChain()
  line = await cuttableLine(chain.rpcUrl)
  local = solanaLocalnet({ genesisHash: chain.genesisHash, rpcUrl: line.url, wsUrl: chain.wsUrl })
  const target = new EventTarget()
  wallet = createLocalWallet({ ...chain.accounts[0]!, rpcUrl: line.url })
  ;({ adapter } = await startAdapter({ target }, [local]))
  wallet.register(target)
  await adapter.connect({ connectorId: wallet.wallet.name, network: local })
}, 60_000)

afterAll(async () => {
  await adapter?.destroy()
  await line?.close()
  await chain?.stop()
})

describe('solanaAdapter: a cluster node that goes away and comes back', () => {
  it('a balance read names the network and what to do; back, the next read works', async () => {
    await line.cut()
    let toMessageMs = 0
    const started = performance.now()
    try {
      const error = await adapter
        .getBalance({ address: wallet.address, network: local })
        .catch((e) => e)
      expect(error).toBeInstanceOf(RpcUnreachableError)
      expect(error).toMatchObject({ part: 'rpc', network: 'Solana Local (simulated)' })
      expect(error.message).toBe(UNREACHABLE)
      toMessageMs = since(started)
    } finally {
      await line.restore()
    }
    const back = performance.now()
    const balance = await adapter.getBalance({ address: wallet.address, network: local })
    expect(Number(balance.balance)).toBeGreaterThan(0)
    report('balance', toMessageMs, since(back))
  }, 30_000)

  it('a send names the network (not "Failed to send transaction"); back, the same send lands', async () => {
    const to = chain.accounts[2]!.address
    const before = (await adapter.getBalance({ address: to, network: local })).balance
    await line.cut()
    let toMessageMs = 0
    const started = performance.now()
    try {
      const error = await adapter.sendTransaction({ to, value: 1_000_000n }).catch((e) => e)
      expect(error).toBeInstanceOf(RpcUnreachableError)
      expect(error.message).toBe(UNREACHABLE)
      toMessageMs = since(started)
    } finally {
      await line.restore()
    }
    const back = performance.now()
    await adapter.sendTransaction({ to, value: 1_000_000n })
    const after = (await adapter.getBalance({ address: to, network: local })).balance
    expect(Number(after) - Number(before)).toBeCloseTo(0.001, 9)
    report('send', toMessageMs, since(back))
  }, 30_000)
})
