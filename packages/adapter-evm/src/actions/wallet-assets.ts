import { type Address, numberToHex } from 'viem'

/** One asset as `wallet_getAssets` (ERC-7811) reports it. */
export interface WalletAsset {
  address: Address | 'native'
  balance: `0x${string}`
  type: string
  metadata?: Record<string, unknown>
}

/** Assets per chain hex id (`0x7a69` …). */
export type WalletAssets = Record<`0x${string}`, WalletAsset[]>

type Request = (request: { method: string; params?: readonly unknown[] }) => Promise<unknown>

function supportsAssetDiscovery(capabilities: unknown, hexChainId: string): boolean {
  if (capabilities === null || typeof capabilities !== 'object') return false
  const chain = (capabilities as Record<string, unknown>)[hexChainId]
  if (chain === null || typeof chain !== 'object') return false
  const discovery = (chain as { assetDiscovery?: unknown }).assetDiscovery
  return (
    discovery !== null &&
    typeof discovery === 'object' &&
    (discovery as { supported?: unknown }).supported === true
  )
}

/**
 * Asks the wallet for its assets (SPEC §7: for EVM balances the wallet is first asked for its
 * capabilities, then for its assets per chain hex id). Returns `undefined` when the wallet has no
 * asset discovery on any of the chains (the kit then uses the data API). `capabilities` is the
 * wallet's `wallet_getCapabilities` answer for the account, which the caller may keep for the
 * connection: it does not change between two balance reads.
 */
export async function getWalletAssets(
  request: Request,
  parameters: {
    address: Address
    chainIds: readonly number[]
    capabilities: (address: Address) => Promise<unknown>
  },
): Promise<WalletAssets | undefined> {
  let capabilities: unknown
  try {
    capabilities = await parameters.capabilities(parameters.address)
  } catch {
    return undefined
  }
  const chainFilter = parameters.chainIds
    .map((id) => numberToHex(id))
    .filter((hex) => supportsAssetDiscovery(capabilities, hex))
  if (chainFilter.length === 0) return undefined
  const result = await request({
    method: 'wallet_getAssets',
    params: [{ account: parameters.address, chainFilter }],
  })
  if (result === null || typeof result !== 'object') return undefined
  const assets: WalletAssets = {}
  for (const hex of chainFilter) {
    const list = Object.hasOwn(result, hex) ? (result as Record<string, unknown>)[hex] : undefined
    assets[hex] = Array.isArray(list) ? (list as WalletAsset[]) : []
  }
  return assets
}
