import { type Network, solanaDevnet, solanaLocalnet } from '@portico/core'
import { runAdapterConformance } from '@portico/core/testing'
import { type SolanaChain, startSolanaChain } from '@portico/testing/solana'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { solanaConformanceWallet } from './conformance.test-helper.js'
import { solanaAdapter } from './solana-adapter.js'

// The adapter conformance suite of core's testing entry, on the local chain with the Solana test
// wallet of @portico/testing registered on a page of its own for each case. Solana Devnet is the
// second network: the wallet moves there (its chains) for chainChanged; nothing is read from it.

let chain: SolanaChain
let local: Network
let page: EventTarget | undefined

beforeAll(async () => {
  chain = await startSolanaChain()
  local = solanaLocalnet({ genesisHash: chain.genesisHash, rpcUrl: chain.rpcUrl })
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

runAdapterConformance(() => solanaAdapter({ target: page }), {
  runner: { describe, it },
  networks: () => [local, solanaDevnet],
  wallet: async () =>
    solanaConformanceWallet(chain, local, (next) => {
      page = next
    }),
})
