import { type Eip1193Provider, isEip1193Provider } from './eip1193-provider.js'
import { type ProviderInfo, parseProviderInfo } from './provider-info.js'

/** A wallet that announced itself through EIP-6963 and passed validation. */
export interface AnnouncedWallet {
  info: ProviderInfo
  provider: Eip1193Provider
}

/** Most announced wallets kept; later announcements are ignored (an announce storm stays bounded). */
export const MAX_ANNOUNCED_WALLETS = 50

export interface Eip6963Discovery {
  /** Wallets in announcement order. */
  getWallets(): readonly AnnouncedWallet[]
  /** Called with the new list whenever a wallet is added. */
  subscribe(listener: (wallets: readonly AnnouncedWallet[]) => void): () => void
  /** Stops listening (only when the adapter itself is torn down). */
  destroy(): void
}

/**
 * Listens for `eip6963:announceProvider` on `target` (a window) and asks wallets to announce.
 * Announcements are validated ({@link parseProviderInfo}); a uuid or an rdns already seen keeps its
 * first wallet (a later one with the same uuid is tampering, the same rdns would collide as a
 * connector id). Never throws on hostile input.
 */
export function createEip6963Discovery(target: EventTarget): Eip6963Discovery {
  let wallets: readonly AnnouncedWallet[] = []
  const listeners = new Set<(wallets: readonly AnnouncedWallet[]) => void>()

  function onAnnounce(event: Event): void {
    try {
      if (!('detail' in event)) return
      const detail: unknown = (event as CustomEvent<unknown>).detail
      if (detail === null || typeof detail !== 'object') return
      const provider = Object.hasOwn(detail, 'provider')
        ? (detail as { provider: unknown }).provider
        : undefined
      if (!isEip1193Provider(provider)) return
      const info = parseProviderInfo(
        Object.hasOwn(detail, 'info') ? (detail as { info: unknown }).info : undefined,
      )
      if (!info) return
      if (wallets.length >= MAX_ANNOUNCED_WALLETS) return
      if (wallets.some((w) => w.info.uuid === info.uuid || w.info.rdns === info.rdns)) return
      wallets = [...wallets, { info, provider }]
      for (const listener of listeners) listener(wallets)
    } catch {
      // A getter on a hostile detail may throw: ignore the announcement, never the host page.
    }
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))

  return {
    getWallets: () => wallets,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      target.removeEventListener('eip6963:announceProvider', onAnnounce)
      listeners.clear()
    },
  }
}
