import {
  bitcoinRegtest,
  bitcoinTestnet,
  type ChainNamespace,
  defineNetwork,
  type Network,
  polkadotLocal,
  solanaDevnet,
  solanaLocalnet,
  westend,
} from '@portico/core'
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

/**
 * The networks of the chosen families besides eip155, the local (simulated) one of each family
 * first, then a public test network listed after it (choosing one reaches the internet).
 */
export function labFamilyNetworks(
  config: LabConfig,
  families: readonly ChainNamespace[],
): Network[] {
  const networks: Network[] = []
  if (families.includes('solana') && config.solana) {
    const { genesisHash, rpcUrl, wsUrl } = config.solana
    networks.push(solanaLocalnet({ genesisHash, rpcUrl, wsUrl }), solanaDevnet)
  }
  if (families.includes('bip122') && config.bitcoin) {
    networks.push(bitcoinRegtest({ esploraUrl: config.bitcoin.esploraUrl }), bitcoinTestnet)
  }
  if (families.includes('polkadot') && config.polkadot) {
    const { genesisHash, wsUrl, ss58Prefix, decimals, symbol } = config.polkadot
    networks.push(polkadotLocal({ genesisHash, wsUrl, ss58Prefix, decimals, symbol }), westend)
  }
  return networks
}

/**
 * The families the page uses: those chosen in the settings (every one when none is) that the
 * stack started (eip155 always runs).
 */
export function labFamilies(
  config: LabConfig,
  chosen: readonly ChainNamespace[],
): ChainNamespace[] {
  const started: ChainNamespace[] = ['eip155', ...config.families]
  const families = chosen.length ? started.filter((ns) => chosen.includes(ns)) : started
  return families.length ? families : ['eip155']
}
