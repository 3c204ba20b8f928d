import type { BitcoinChain } from '../bitcoin/start-bitcoin-chain.js'
import type { PolkadotChain } from '../polkadot/start-polkadot-chain.js'
import type { SolanaChain } from '../solana/start-solana-chain.js'

/** The local chains of the other families the devnet can start beside anvil. */
export type DevnetFamily = 'solana' | 'bitcoin' | 'polkadot'

export interface FamilyChains {
  /** LiteSVM behind a JSON-RPC + WebSocket facade (a simulated validator). */
  solana?: SolanaChain
  /** bcoin regtest behind an Esplora-style REST facade. */
  bitcoin?: BitcoinChain
  /** chopsticks on the Rococo Asset Hub genesis, instant blocks. */
  polkadot?: PolkadotChain
}

// Each chain's code loads only when asked for: an EVM-only devnet never loads LiteSVM, bcoin or
// chopsticks.
const starters: Record<DevnetFamily, () => Promise<{ stop(): Promise<void> }>> = {
  solana: async () => (await import('../solana/start-solana-chain.js')).startSolanaChain(),
  bitcoin: async () => (await import('../bitcoin/start-bitcoin-chain.js')).startBitcoinChain(),
  // Leased: the worker's chopsticks process is handed on, reset, to the next devnet (its stop
  // releases it).
  polkadot: async () => (await import('../polkadot/polkadot-chain-lease.js')).leasePolkadotChain(),
}

/**
 * Starts the local chains of `families` in parallel; if one fails, the others are stopped and the
 * failure is thrown.
 */
export async function startFamilyChains(
  families: readonly DevnetFamily[],
): Promise<{ chains: FamilyChains; stop(): Promise<void> }> {
  const unique = [...new Set(families)]
  const started = await Promise.allSettled(unique.map((family) => starters[family]()))
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(running.map((chain) => chain.stop()))
  }
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  const chains: Record<string, unknown> = {}
  unique.forEach((family, index) => {
    const result = started[index]
    if (result?.status === 'fulfilled') chains[family] = result.value
  })
  return { chains: chains as FamilyChains, stop }
}
