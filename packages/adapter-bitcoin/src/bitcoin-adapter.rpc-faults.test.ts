import {
  type AppKit,
  bitcoinRegtest,
  createAppKit,
  createMemoryStorage,
  RpcUnreachableError,
} from '@portico/core'
import { type CuttableLine, cuttableLine } from '@portico/testing'
import { type BitcoinChain, startBitcoinChain } from '@portico/testing/bitcoin'
import {
  type BitcoinTestWallet,
  bitcoinTestWalletKeys,
  createBitcoinTestWallet,
  installBitcoinTestWallet,
} from '@portico/testing/bitcoin-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStandardWallets } from './adapter-suite.test-helper.js'
import { bitcoinAdapter } from './bitcoin-adapter.js'
import type { BitcoinAdapter } from './bitcoin-adapter-types.js'

// Bitcoin: the kit and the wallet reach the regtest node's Esplora API through a line
// that is cut (connections refused, as when the node's process is gone) and restored.

let chain: BitcoinChain
let line: CuttableLine
let kit: AppKit
let wallet: BitcoinTestWallet
const UNREACHABLE =
  'Could not reach Bitcoin Regtest (simulated). Check your connection and try again.'

/** Milliseconds since `start`, rounded. */
const since = (start: number) => Math.round(performance.now() - start)
/** One line of the fault table (printed for the closing note, never asserted). */
const report = (flow: string, toMessageMs: number, toRecoveryMs: number) =>
  console.log(
    `[fault] Bitcoin Regtest (simulated) node × ${flow}: "${UNREACHABLE}" in ${toMessageMs} ms; node back: works in ${toRecoveryMs} ms`,
  )
beforeAll(async () => {
  chain = await startBitcoinChain()
  line = await cuttableLine(chain.esploraUrl)
  wallet = createBitcoinTestWallet({
    ...bitcoinTestWalletKeys('adapter-bitcoin rpc faults'),
    esploraUrl: line.url,
  })
  await chain.faucet(wallet.payment.address, 50_000_000)
  const target = new EventTarget()
  installBitcoinTestWallet(target as unknown as Window, wallet, { walletStandard: false })
  kit = createAppKit({
    adapters: [
      bitcoinAdapter({
        target,
        wallets: createStandardWallets([wallet.standardWallet]),
        walletConnect: false,
      }),
    ],
    networks: [bitcoinRegtest({ esploraUrl: line.url })],
    projectId: 'test-project',
    storage: createMemoryStorage(),
  })
  await kit.ready
  await kit.connect({ connectorId: wallet.info.providerId, namespace: 'bip122' })
}, 120_000)

afterAll(async () => {
  await kit?.destroy()
  await line?.close()
  await chain?.stop()
})

const adapter = () => kit.getAdapter('bip122') as BitcoinAdapter
const network = () => {
  const current = kit.getSnapshot().networks.bip122?.caipNetwork
  if (!current) throw new Error('no bip122 network')
  return current
}

describe('bitcoinAdapter: a node (Esplora API) that goes away and comes back', () => {
  it('a balance read names the network and what to do; back, the next read works', async () => {
    await line.cut()
    let toMessageMs = 0
    const started = performance.now()
    try {
      const error = await adapter()
        .getBalance({ address: wallet.payment.address, network: network() })
        .catch((e) => e)
      expect(error).toBeInstanceOf(RpcUnreachableError)
      expect(error).toMatchObject({ part: 'rpc', network: 'Bitcoin Regtest (simulated)' })
      expect(error.message).toBe(UNREACHABLE)
      toMessageMs = since(started)
    } finally {
      await line.restore()
    }
    const back = performance.now()
    const balance = await adapter().getBalance({
      address: wallet.payment.address,
      network: network(),
    })
    expect(balance.balance).toBe('0.5')
    report('balance', toMessageMs, since(back))
  }, 60_000)

  it('a payment the wallet cannot make while the node is gone names the network; back, it is sent', async () => {
    const to = createBitcoinTestWallet({
      ...bitcoinTestWalletKeys('adapter-bitcoin rpc faults receiver'),
      esploraUrl: chain.esploraUrl,
    }).payment.address
    await line.cut()
    let toMessageMs = 0
    const started = performance.now()
    try {
      const error = await adapter()
        .sendTransaction({ to, value: 1_000_000n })
        .catch((e) => e)
      expect(error).toBeInstanceOf(RpcUnreachableError)
      expect(error.message).toBe(UNREACHABLE)
      toMessageMs = since(started)
      // The wallet's own failure is kept as the cause.
      expect(error.cause).toBeDefined()
    } finally {
      await line.restore()
    }
    const back = performance.now()
    const txid = await adapter().sendTransaction({ to, value: 1_000_000n })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    report('send', toMessageMs, since(back))
    await chain.mine(1)
    expect((await adapter().getBalance({ address: to, network: network() })).balance).toBe('0.01')
  }, 60_000)
})
