import { bitcoinRegtest, bitcoinTestnet, type Network } from '@portico/core'
import { runAdapterConformance } from '@portico/core/testing'
import { type BitcoinChain, startBitcoinChain } from '@portico/testing/bitcoin'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { bitcoinAdapter } from './bitcoin-adapter.js'
import { type BitcoinPage, bitcoinConformanceWallet } from './conformance.test-helper.js'

// The adapter conformance suite of core's testing entry, on the bcoin regtest chain with the
// Bitcoin test wallet of @portico/testing behind the sats-connect provider of a page of its own for
// each case. Bitcoin Testnet is the second network: the wallet's networkChange names it; nothing
// is read from it.

let chain: BitcoinChain
let regtest: Network
let page: BitcoinPage | undefined
let seed = 0

beforeAll(async () => {
  chain = await startBitcoinChain()
  regtest = bitcoinRegtest({ esploraUrl: chain.esploraUrl })
}, 120_000)

afterAll(() => chain?.stop())

runAdapterConformance(
  () => bitcoinAdapter({ target: page?.target, wallets: page?.wallets, walletConnect: false }),
  {
    runner: { describe, it },
    networks: () => [regtest, bitcoinTestnet],
    wallet: () =>
      bitcoinConformanceWallet(
        {
          esploraUrl: chain.esploraUrl,
          seed: `conformance ${++seed}`,
          otherNetwork: { name: 'Testnet', id: String(bitcoinTestnet.id) },
        },
        (next) => {
          page = next
        },
      ),
  },
)
