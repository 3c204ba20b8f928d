import { defineNetwork, type Network } from '@portico/core'
import type { LabConfig } from '../lab-config.js'

/** Core networks for the devnet chains enabled in the settings (all when none are named). */
export function labNetworks(
  config: LabConfig,
  enabled: readonly number[],
): [Network, ...Network[]] {
  const all = config.chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  )
  const chosen = enabled.length
    ? all.filter((network) => enabled.includes(Number(network.id)))
    : all
  const [first, ...rest] = chosen.length ? chosen : all
  if (!first) throw new Error('The lab stack has no chains.')
  return [first, ...rest]
}
