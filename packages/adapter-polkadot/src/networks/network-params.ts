import type { Network } from '@portico/core'

// SS58 prefixes of the networks core ships, by CAIP-2 id (Asset Hubs use their relay's prefix).
const KNOWN_PREFIXES: Record<string, number> = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 0,
  'polkadot:68d56f15f85d3136970ec16946040bc1': 0,
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 2,
  'polkadot:48239ef607d7928874027a43a6768920': 2,
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': 42,
  'polkadot:67f9723393ef76214df0118c34bbbd3d': 42,
}

/** The generic Substrate prefix, for chains the adapter knows nothing about. */
const GENERIC_PREFIX = 42

/**
 * The SS58 prefix addresses are shown in on `network`: the network's own `ss58Prefix` (set by
 * `polkadotLocal`), then the known table, then 42.
 */
export function ss58PrefixOf(network: Network): number {
  const own = (network as { ss58Prefix?: unknown }).ss58Prefix
  if (typeof own === 'number' && Number.isInteger(own) && own >= 0 && own <= 16383) return own
  return KNOWN_PREFIXES[network.caipNetworkId] ?? GENERIC_PREFIX
}

/** The WebSocket endpoint of `network` (its `webSocket` URL, else its http URL as ws). */
export function wsUrlOf(network: Network, overrides?: Readonly<Record<string, string>>): string {
  const override = overrides?.[network.caipNetworkId]
  if (override) return override
  const ws = network.rpcUrls.default.webSocket?.[0]
  if (ws) return ws
  const http = network.rpcUrls.default.http[0] ?? ''
  return http.replace(/^http/, 'ws')
}

/** Planck as a decimal string in whole units ("1.5"), without trailing zeros. */
export function formatPlanck(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
