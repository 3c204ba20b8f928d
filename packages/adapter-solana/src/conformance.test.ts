import { solanaDevnet } from '@portico/core'
import { runAdapterConformance } from '@portico/core/testing'
import { describe, it } from 'vitest'
import { solanaConformanceWallet } from './conformance.test-helper.js'
import { useLocalChain } from './local-chain.test-helper.js'
import { solanaAdapter } from './solana-adapter.js'

// The adapter conformance suite of core's testing entry, on the local chain with the Solana test
// wallet of @portico/testing registered on a page of its own for each case. Solana Devnet is the
// second network: the wallet moves there (its chains) for chainChanged; nothing is read from it.

const local = useLocalChain()
let page: EventTarget | undefined

runAdapterConformance(() => solanaAdapter({ target: page }), {
  runner: { describe, it },
  networks: () => [local.network, solanaDevnet],
  wallet: async () =>
    solanaConformanceWallet(local.chain, local.network, (next) => {
      page = next
    }),
})
