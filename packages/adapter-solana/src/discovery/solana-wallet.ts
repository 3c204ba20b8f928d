import type { Wallet } from '@wallet-standard/base'

/** The Solana features Portico uses; a wallet needs `standard:connect` and at least one of them. */
const SOLANA_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const

function readFeatures(value: unknown): Record<string, unknown> | undefined {
  try {
    const features = (value as { features?: unknown }).features
    return features !== null && typeof features === 'object'
      ? (features as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether a registered object is a usable Solana Wallet Standard wallet: a name, an accounts list,
 * `standard:connect` with a `connect` function and at least one Solana feature. A wallet's
 * registration is outside data; anything else is ignored.
 */
export function isSolanaWallet(value: unknown): value is Wallet {
  if (value === null || typeof value !== 'object') return false
  const wallet = value as Partial<Wallet>
  try {
    if (typeof wallet.name !== 'string' || wallet.name.trim() === '') return false
    if (!Array.isArray(wallet.accounts) || !Array.isArray(wallet.chains)) return false
  } catch {
    return false
  }
  const features = readFeatures(value)
  if (!features) return false
  const connect = features['standard:connect'] as { connect?: unknown } | undefined
  if (typeof connect?.connect !== 'function') return false
  return SOLANA_FEATURES.some((name) => {
    const feature = features[name]
    return feature !== null && typeof feature === 'object'
  })
}

/** A feature object of `wallet`, or undefined. */
export function featureOf<T>(wallet: Wallet, name: string): T | undefined {
  const feature = readFeatures(wallet)?.[name]
  return feature !== null && typeof feature === 'object' ? (feature as T) : undefined
}
