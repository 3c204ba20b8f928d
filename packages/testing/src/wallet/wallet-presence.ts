// Browser-safe: whether an in-page test wallet is there at all, as a browser extension is installed,
// uninstalled, or injects its script after the app started. Read from the page's localStorage, so
// a test sets it before a load (the app's own code installs the wallets, unchanged).

/**
 * `installed` (the default): the installer injects the wallet at once. `removed`: it never does
 * (the extension was uninstalled). `late`: it injects when the page receives
 * {@link TEST_WALLET_INJECT_EVENT} (the extension's script ran after the app's).
 */
export type TestWalletPresence = 'installed' | 'removed' | 'late'

/** Dispatched on `window` (a plain `Event`): every wallet held back as `late` injects now. */
export const TEST_WALLET_INJECT_EVENT = 'portico-test-wallet:inject'

/**
 * The localStorage key holding a test wallet's presence, by the name it shows: the EVM wallet's
 * `info.name`, the Solana wallet's `name`, the Bitcoin wallet's `info.name`, the Polkadot
 * extension's `injectedWeb3` key.
 *
 * @example
 * localStorage.setItem(testWalletPresenceKey('Portico Test Wallet'), 'removed')
 */
export function testWalletPresenceKey(walletName: string): string {
  return `__porticoTestWalletPresence:${walletName}`
}

function presenceOf(walletName: string): TestWalletPresence {
  try {
    const value = globalThis.localStorage?.getItem(testWalletPresenceKey(walletName))
    return value === 'removed' || value === 'late' ? value : 'installed'
  } catch {
    // Storage can be unavailable (sandboxed frames, opaque origins): the wallet is installed.
    return 'installed'
  }
}

/**
 * Runs `inject` (what puts the wallet where dapps look) as the wallet's presence says: now, never,
 * or on {@link TEST_WALLET_INJECT_EVENT}. Outside a page (no `window`) it injects at once.
 */
export function injectByPresence(walletName: string, inject: () => void): TestWalletPresence {
  const presence = presenceOf(walletName)
  const target = (globalThis as { window?: EventTarget }).window
  if (presence === 'installed' || !target) inject()
  else if (presence === 'late')
    target.addEventListener(TEST_WALLET_INJECT_EVENT, inject, { once: true })
  return presence
}
