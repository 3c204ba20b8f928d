import type { BitcoinChain, StartBitcoinChainOptions } from '../bitcoin/start-bitcoin-chain.js'
import type { Devnet, StartDevnetOptions } from '../devnet/start-devnet.js'
import type { PolkadotChain, StartPolkadotChainOptions } from '../polkadot/start-polkadot-chain.js'
import type { SolanaChain, StartSolanaChainOptions } from '../solana/start-solana-chain.js'

/** Options of the chains a Playwright worker starts on first use. */
export interface LocalChainsOptions {
  /** The EVM devnet (two anvil nodes, 31337 and 31338); `port` pins the first one's port. */
  devnet?: StartDevnetOptions
  solana?: StartSolanaChainOptions
  bitcoin?: StartBitcoinChainOptions
  polkadot?: StartPolkadotChainOptions
}

/**
 * One worker's local chains, each started the first time a test asks for it and stopped with the
 * worker. Modules load on first use too: an EVM-only suite never loads LiteSVM or bcoin.
 */
export interface LocalChains {
  devnet(): Promise<Devnet>
  solana(): Promise<SolanaChain>
  bitcoin(): Promise<BitcoinChain>
  /** chopsticks in a child process: 5–20 s to start, ~270 MB; the test extension does not need it. */
  polkadot(): Promise<PolkadotChain>
  /** Stops every chain that was started. */
  stop(): Promise<void>
}

export function createLocalChains(options: LocalChainsOptions = {}): LocalChains {
  const started: { stop(): Promise<void> }[] = []
  const once = <T extends { stop(): Promise<void> }>(start: () => Promise<T>) => {
    let running: Promise<T> | undefined
    return () => {
      running ??= start().then((chain) => {
        started.push(chain)
        return chain
      })
      return running
    }
  }
  return {
    devnet: once(async () =>
      (await import('../devnet/start-devnet.js')).startDevnet(options.devnet),
    ),
    solana: once(async () =>
      (await import('../solana/start-solana-chain.js')).startSolanaChain(options.solana),
    ),
    bitcoin: once(async () =>
      (await import('../bitcoin/start-bitcoin-chain.js')).startBitcoinChain(options.bitcoin),
    ),
    polkadot: once(async () =>
      (await import('../polkadot/start-polkadot-chain.js')).startPolkadotChain(options.polkadot),
    ),
    async stop() {
      await Promise.all(started.splice(0).map((chain) => chain.stop()))
    },
  }
}
