import type { Provider } from 'sats-connect'
import { isSatsConnectProvider, type SatsConnectProvider } from '../wallets/sats-connect-wallet.js'
import { readOwn } from '../wallets/wallet-values.js'

/** A window-like object: `btc_providers` is sats-connect's registry, provider ids are paths on it. */
export type WalletTarget = object

export interface RegisteredProvider {
  /** The registry id: the provider's path on the window (`XverseProviders.BitcoinProvider`). */
  id: string
  name: string
  icon?: string | undefined
  provider: SatsConnectProvider
}

const MAX_PROVIDERS = 20
const ID = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,4}$/
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor'])
/** Xverse injects its provider before (or without) listing itself in the registry. */
const XVERSE = { id: 'XverseProviders.BitcoinProvider', name: 'Xverse' }

/** sats-connect's `getProviderById`: the provider at the dotted path `id` on the window. */
function providerAt(target: WalletTarget, id: string): SatsConnectProvider | undefined {
  if (!ID.test(id)) return undefined
  let current: unknown = target
  for (const part of id.split('.')) {
    if (FORBIDDEN.has(part) || current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return isSatsConnectProvider(current) ? current : undefined
}

/**
 * The wallets in sats-connect's provider registry (`window.btc_providers`, what its
 * `getProviders()` returns), each with its provider resolved as sats-connect's
 * `getProviderById` does, plus Xverse's `XverseProviders.BitcoinProvider` when it is injected but
 * not listed. Entries whose provider is absent are skipped; one entry per id.
 */
export function readRegisteredProviders(target: WalletTarget | undefined): RegisteredProvider[] {
  if (!target) return []
  const listed = readOwn(target, 'btc_providers')
  const entries: Partial<Provider>[] = Array.isArray(listed) ? listed.slice(0, MAX_PROVIDERS) : []
  const found: RegisteredProvider[] = []
  for (const entry of [...entries, XVERSE]) {
    const id = readOwn(entry, 'id')
    const name = readOwn(entry, 'name')
    if (typeof id !== 'string' || typeof name !== 'string' || found.some((f) => f.id === id))
      continue
    const provider = providerAt(target, id)
    if (!provider) continue
    const icon = readOwn(entry, 'icon')
    found.push({ id, name, provider, ...(typeof icon === 'string' ? { icon } : {}) })
  }
  return found
}
