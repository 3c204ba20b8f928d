import { defineNetwork, type Network } from '@portico/core'
import type { LabConfig } from '../lab-config.js'

/** Core networks for the devnet chains enabled in the settings (all when none are named). */
export function labNetworks(
  config: LabConfig,
  enabled: readonly number[],
): [Network, ...Network[]] {
  const all = config.chains.map((chain, index) =>
    defineNetwork({
      id: chain.chainId,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
      assets: {
        imageUrl: networkIcon(index === 0 ? '#4f46e5' : '#0f766e', index === 0 ? 'A' : 'B'),
      },
    }),
  )
  const chosen = enabled.length
    ? all.filter((network) => enabled.includes(Number(network.id)))
    : all
  const [first, ...rest] = chosen.length ? chosen : all
  if (!first) throw new Error('The lab stack has no chains.')
  return [first, ...rest]
}

/** A small inline icon for a devnet (data: image, so it is drawn without any request). */
function networkIcon(color: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="20" fill="${color}"/><text x="20" y="26" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
