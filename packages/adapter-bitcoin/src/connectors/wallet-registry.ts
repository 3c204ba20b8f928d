import type { Wallet } from '@wallet-standard/base'
import type { BitcoinNetworkName } from '../networks/bitcoin-network-names.js'
import type { BitcoinWallet } from '../wallets/bitcoin-wallet.js'
import { createSatsConnectWallet } from '../wallets/sats-connect-wallet.js'
import {
  createWalletStandardWallet,
  isBitcoinStandardWallet,
  SATS_CONNECT_FEATURE,
} from '../wallets/wallet-standard-wallet.js'
import { readOwn } from '../wallets/wallet-values.js'
import { readRegisteredProviders, type WalletTarget } from './sats-connect-registry.js'

/** The Wallet Standard registry API (`getWallets()` of `@wallet-standard/app`). */
export interface StandardWallets {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** A wallet the adapter can offer, found through sats-connect's registry or the Wallet Standard. */
export interface FoundWallet {
  id: string
  name: string
  icon?: string | undefined
  source: 'sats-connect' | 'wallet-standard' | 'walletconnect'
  create(): BitcoinWallet
}

const MAX_STANDARD_WALLETS = 20
const normalName = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s+wallet$/, '')
    .trim()

/**
 * Every Bitcoin wallet in the page, once: sats-connect registry entries first (their `request`
 * interface has payments and network switching), then Wallet Standard wallets with
 * `bitcoin:connect` that are not the same wallet — same `sats-connect:` provider object, or the
 * same name (a trailing "Wallet" ignored).
 */
export function findWallets(
  target: WalletTarget | undefined,
  standard: StandardWallets | undefined,
  chain: () => BitcoinNetworkName,
): FoundWallet[] {
  const registered = readRegisteredProviders(target)
  const found: FoundWallet[] = registered.map((entry) => ({
    id: entry.id,
    name: entry.name,
    icon: entry.icon,
    source: 'sats-connect',
    create: () => createSatsConnectWallet(entry.provider),
  }))
  const standardWallets = (standard?.get() ?? []).slice(0, MAX_STANDARD_WALLETS)
  for (const wallet of standardWallets) {
    if (!isBitcoinStandardWallet(wallet) || typeof wallet.name !== 'string') continue
    const satsProvider = readOwn(wallet.features[SATS_CONNECT_FEATURE], 'provider')
    const same = registered.some(
      (r) => r.provider === satsProvider || normalName(r.name) === normalName(wallet.name),
    )
    const id = `wallet-standard:${wallet.name}`
    if (same || found.some((f) => f.id === id)) continue
    found.push({
      id,
      name: wallet.name,
      icon: typeof wallet.icon === 'string' ? wallet.icon : undefined,
      source: 'wallet-standard',
      create: () => createWalletStandardWallet(wallet, chain),
    })
  }
  return found
}
