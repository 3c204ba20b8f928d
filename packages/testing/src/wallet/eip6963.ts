import type { EIP1193Provider } from 'viem'
import type { TestWalletInfo } from './wallet-info.js'

/**
 * Announces a provider through EIP-6963: dispatches `eip6963:announceProvider` now and again on
 * every `eip6963:requestProvider`. Returns a function that stops answering.
 */
export function announceProvider(
  target: EventTarget,
  info: TestWalletInfo,
  provider: EIP1193Provider,
): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
