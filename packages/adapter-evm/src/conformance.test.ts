import { runAdapterConformance } from '@portico/core/testing'
import { describe, it } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'
import { evmConformanceWallet } from './conformance.test-helper.js'
import { evmAdapter } from './evm-adapter.js'
import type { WalletTarget } from './evm-adapter-types.js'

// The adapter conformance suite of core's testing entry, on the anvil devnet with the eip155 test
// wallet of @portico/testing injected in a page of its own for each case.

const suite = useAdapterSuite()
let page: WalletTarget | undefined

runAdapterConformance(() => evmAdapter({ target: page, walletConnect: false }), {
  runner: { describe, it },
  networks: () => suite.networks,
  wallet: async () =>
    evmConformanceWallet(suite, (next) => {
      page = next
    }),
})
