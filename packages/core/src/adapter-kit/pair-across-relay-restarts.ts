// Loaded with an adapter's WalletConnect chunk (import()), never with a page's first load.

/** What the repair listens to: WalletConnect's relayer and the provider (both event emitters). */
export interface RelayRepairEvents {
  on(event: string, listener: (...args: unknown[]) => void): unknown
  off(event: string, listener: (...args: unknown[]) => void): unknown
}

/** The relayer's events (`RELAYER_EVENTS` of `@walletconnect/core`). */
const RELAYER_CONNECT = 'relayer_connect'
const RELAYER_DISCONNECT = 'relayer_disconnect'
/** The provider's event carrying a new pairing URI. */
const DISPLAY_URI = 'display_uri'

/**
 * Runs `pair` (a new pairing: URI shown, then the wallet's approval) and pairs again when the relay
 * connection comes back after it dropped while a shown URI waited for a wallet: a relay
 * that restarted may have lost the proposal queued for the pairing topic (the local relay keeps it
 * in memory), so the QR on screen would be dead. The new pairing's URI replaces it on screen. The
 * first attempt to be approved wins; only the latest attempt's failure fails the whole (an older
 * one's QR is no longer shown, its proposal may expire minutes later). A drop before any URI is
 * shown is the relay bound's matter (the pairing being made then publishes once the relay is back).
 *
 * @example
 * const session = await pairAcrossRelayRestarts({ relayer, provider, pair: () => provider.connect(ns) })
 */
export function pairAcrossRelayRestarts<T>(options: {
  relayer: RelayRepairEvents
  provider: RelayRepairEvents
  pair: () => Promise<T>
}): Promise<T> {
  const { relayer, provider, pair } = options
  return new Promise<T>((resolve, reject) => {
    let done = false
    let shown = false
    let lost = false
    let latest: Promise<T> | undefined
    const onUri = () => {
      shown = true
    }
    const onDown = () => {
      if (shown) lost = true
    }
    const onUp = () => {
      if (!lost || done) return
      lost = false
      shown = false
      follow(pair())
    }
    const finish = () => {
      done = true
      provider.off(DISPLAY_URI, onUri)
      relayer.off(RELAYER_DISCONNECT, onDown)
      relayer.off(RELAYER_CONNECT, onUp)
    }
    function follow(attempt: Promise<T>): void {
      latest = attempt
      attempt.then(
        (value) => {
          if (done) return
          finish()
          resolve(value)
        },
        (error: unknown) => {
          if (done || attempt !== latest) return
          finish()
          reject(error)
        },
      )
    }
    provider.on(DISPLAY_URI, onUri)
    relayer.on(RELAYER_DISCONNECT, onDown)
    relayer.on(RELAYER_CONNECT, onUp)
    try {
      follow(pair())
    } catch (error) {
      finish()
      reject(error)
    }
  })
}
