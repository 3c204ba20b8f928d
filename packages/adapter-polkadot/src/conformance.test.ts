import { type Network, polkadotLocal } from '@portico/core'
import { runAdapterConformance } from '@portico/core/testing'
import { leasePolkadotChain, type PolkadotChain } from '@portico/testing/polkadot'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { countingRelay, polkadotConformanceWallet } from './conformance.test-helper.js'
import { polkadotAdapter } from './polkadot-adapter.js'

// The adapter conformance suite of core's testing entry, on the local chain (chopsticks, reached
// through a relay that counts the adapter's sockets) with the polkadot test extension of
// @portico/testing in a window of its own for each case. An extension has no network of its own:
// the round trip has no wallet-side chainChanged here.

let chain: PolkadotChain
let relay: Awaited<ReturnType<typeof countingRelay>>
let network: Network
let page: object | undefined

beforeAll(async () => {
  chain = await leasePolkadotChain()
  relay = await countingRelay(chain.port)
  network = polkadotLocal({
    genesisHash: chain.genesisHash,
    wsUrl: relay.url,
    ss58Prefix: chain.ss58Prefix,
    decimals: chain.decimals,
    symbol: chain.symbol,
  })
}, 120_000)

afterAll(async () => {
  await relay?.close()
  await chain?.stop()
})

runAdapterConformance(() => polkadotAdapter({ target: page, appName: 'conformance' }), {
  runner: { describe, it },
  networks: () => [network],
  wallet: () =>
    polkadotConformanceWallet(
      { ss58Prefix: chain.ss58Prefix, sockets: () => relay.open() },
      (next) => {
        page = next
      },
    ),
})
