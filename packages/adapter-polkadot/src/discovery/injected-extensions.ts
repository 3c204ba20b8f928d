import type { Connector } from '@portico/core'

/** What `window.injectedWeb3[id]` holds: the extension's entry point (polkadot-js protocol). */
export interface InjectedExtensionEntry {
  /** Key in `injectedWeb3` (e.g. 'polkadot-js', 'talisman', 'subwallet-js'). */
  id: string
  name: string
  version: string | undefined
  /** Asks this extension, and only this one, to authorise `origin`. */
  enable(origin: string): Promise<unknown>
}

/** Where extensions inject themselves: `window` in a browser, a test object elsewhere. */
export interface InjectedWindow {
  injectedWeb3?: unknown
  walletExtension?: unknown
  document?: unknown
}

// Names of the extensions users know, by their injectedWeb3 key.
const KNOWN_NAMES: Record<string, string> = {
  'polkadot-js': 'Polkadot.js',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'nova-wallet': 'Nova Wallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  polkagate: 'PolkaGate',
  'portico-test': 'Portico Test Extension',
}

const MAX_EXTENSIONS = 32

/**
 * A display name for an unknown injectedWeb3 key: words from the key, title-cased, without
 * anything but letters, digits and spaces (the key is page-controlled text).
 *
 * @example
 * cleanExtensionName('my_cool-wallet.js') // 'My Cool Wallet Js'
 */
export function cleanExtensionName(id: string): string {
  const words = id
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
  const name = words.join(' ').slice(0, 40).trim()
  return name === '' ? 'Polkadot Extension' : name
}

/** Nova Wallet's in-app browser injects itself under the polkadot-js key and marks `walletExtension`. */
function isNovaWallet(target: InjectedWindow): boolean {
  const marker = target.walletExtension
  return (
    typeof marker === 'object' && marker !== null && Reflect.get(marker, 'isNovaWallet') === true
  )
}

/**
 * Reads the installed extensions from `target.injectedWeb3` without calling any of them (no
 * `web3Enable`, which would ask every extension at once). Entries without an `enable` function
 * are skipped; getters that throw are treated as absent.
 */
export function readInjectedExtensions(
  target: InjectedWindow | undefined,
): InjectedExtensionEntry[] {
  const injected = target?.injectedWeb3
  if (typeof injected !== 'object' || injected === null) return []
  const entries: InjectedExtensionEntry[] = []
  for (const id of Object.keys(injected).slice(0, MAX_EXTENSIONS)) {
    if (!/^[\w.-]{1,64}$/.test(id)) continue
    let provider: unknown
    let enable: unknown
    let version: unknown
    try {
      provider = Reflect.get(injected, id)
      if (typeof provider !== 'object' || provider === null) continue
      enable = Reflect.get(provider, 'enable')
      version = Reflect.get(provider, 'version')
    } catch {
      continue
    }
    if (typeof enable !== 'function') continue
    const name =
      id === 'polkadot-js' && target && isNovaWallet(target)
        ? 'Nova Wallet'
        : (KNOWN_NAMES[id] ?? cleanExtensionName(id))
    entries.push({
      id,
      name,
      version: typeof version === 'string' ? version.slice(0, 32) : undefined,
      enable: (origin) => Promise.resolve(Reflect.apply(enable, provider, [origin])),
    })
  }
  return entries
}

/** The kit's connector for an extension (installed, injected). */
export function extensionConnector(entry: InjectedExtensionEntry): Connector {
  return {
    id: entry.id,
    name: entry.name,
    type: 'INJECTED',
    chain: 'polkadot',
    imageId: entry.id in KNOWN_NAMES ? entry.id : 'polkadot',
    installed: true,
  }
}
