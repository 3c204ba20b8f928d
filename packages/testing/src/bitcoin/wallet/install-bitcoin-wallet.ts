// Browser-safe: puts the Bitcoin test wallet where dapps look for one — sats-connect's provider
// registry (`window.btc_providers` + the provider at its dotted id path) and the Wallet Standard
// window-event registry.
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinTestWallet } from './bitcoin-test-wallet.js'
import { supportedSatsConnectMethods } from './sats-connect-methods.js'

/** sats-connect's provider registry entry (`Provider` in @sats-connect/core). */
export interface SatsConnectProviderEntry {
  id: string
  name: string
  icon: string
  methods?: string[]
}

export interface InstallBitcoinTestWalletOptions {
  /** Also set `window.BitcoinProvider`, which sats-connect uses when no provider id is given. Default false. */
  defaultProvider?: boolean
  /** Register with the Wallet Standard (default true). */
  walletStandard?: boolean
  /** Add to sats-connect's `window.btc_providers` (default true). */
  satsConnect?: boolean
}

type Registry = Record<string, unknown> & { btc_providers?: SatsConnectProviderEntry[] }

/** The Wallet Standard registration handshake, both directions (wallet first or app first). */
export function registerStandardWallet(target: Window, wallet: Wallet): void {
  const callback = ({ register }: { register(wallet: Wallet): unknown }) => register(wallet)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  target.addEventListener('wallet-standard:app-ready', (event) => {
    callback((event as CustomEvent<{ register(wallet: Wallet): unknown }>).detail)
  })
}

/**
 * Installs the wallet in a window.
 *
 * @example
 * installBitcoinTestWallet(window, createBitcoinTestWallet({ ...keys, esploraUrl }))
 */
export function installBitcoinTestWallet(
  target: Window,
  wallet: BitcoinTestWallet,
  options: InstallBitcoinTestWalletOptions = {},
): void {
  const registry = target as unknown as Registry
  if (options.satsConnect !== false) {
    const path = wallet.info.providerId.split('.')
    const last = path.pop()
    if (!last) throw new Error('Empty sats-connect provider id')
    let node: Record<string, unknown> = registry
    for (const part of path) {
      const next = node[part]
      if (typeof next === 'object' && next !== null) {
        node = next as Record<string, unknown>
      } else {
        const created: Record<string, unknown> = {}
        node[part] = created
        node = created
      }
    }
    node[last] = wallet.provider
    const entry: SatsConnectProviderEntry = {
      id: wallet.info.providerId,
      name: wallet.info.name,
      icon: wallet.info.icon,
      methods: [...supportedSatsConnectMethods],
    }
    registry.btc_providers = [
      ...(registry.btc_providers ?? []).filter((p) => p.id !== entry.id),
      entry,
    ]
  }
  if (options.defaultProvider) registry.BitcoinProvider = wallet.provider
  if (options.walletStandard !== false) registerStandardWallet(target, wallet.standardWallet)
}
