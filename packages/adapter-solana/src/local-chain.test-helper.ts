import { type Network, solanaLocalnet } from '@portico/core'
import { type SolanaChain, startSolanaChain } from '@portico/testing/solana'
import { afterAll, beforeAll } from 'vitest'

/** The local chain (LiteSVM behind a real JSON-RPC server) for one test file, as a core network. */
export function useLocalChain(): { readonly chain: SolanaChain; readonly network: Network } {
  let chain: SolanaChain | undefined
  let network: Network | undefined
  beforeAll(async () => {
    chain = await startSolanaChain()
    network = solanaLocalnet({ genesisHash: chain.genesisHash, rpcUrl: chain.rpcUrl })
  }, 60_000)
  afterAll(async () => {
    await chain?.stop()
  })
  return {
    get chain() {
      if (!chain) throw new Error('the local chain is not started')
      return chain
    },
    get network() {
      if (!network) throw new Error('the local chain is not started')
      return network
    },
  }
}
