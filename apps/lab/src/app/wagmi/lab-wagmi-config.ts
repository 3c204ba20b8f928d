import type { Network } from '@portico/core'
import { defineChain, http } from 'viem'
import { type Config, createConfig } from 'wagmi'
import type { LabConfig } from '../../lab-config.js'

/** `wagmi=on` in the page URL: the lab runs as a wagmi app (WagmiProvider + QueryClientProvider). */
export function wagmiRequested(search: string): boolean {
  return new URLSearchParams(search).get('wagmi') === 'on'
}

/**
 * The app's own wagmi config, as a wagmi dapp writes it: the lab's devnet chains over their RPC
 * (origins the lab's CSP allows), wagmi's own EIP-6963 discovery and storage left at their
 * defaults. Passed to `evmAdapter({ wagmiConfig })`, it is the one config both sides read.
 */
export function createLabWagmiConfig(config: LabConfig, networks: readonly Network[]): Config {
  const chains = networks.map((network) => {
    const id = Number(network.id)
    const rpcUrl = config.chains.find((chain) => chain.chainId === id)?.rpcUrl
    if (!rpcUrl) throw new Error(`The lab has no RPC URL for chain ${id}.`)
    return defineChain({
      id,
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [rpcUrl] } },
    })
  })
  const [first, ...rest] = chains
  if (!first) throw new Error('The lab has no EVM chain for wagmi.')
  return createConfig({
    chains: [first, ...rest],
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])]),
    ),
  })
}
