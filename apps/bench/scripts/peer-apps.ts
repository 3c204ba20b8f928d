/**
 * The peers' apps the reload figure measures beside this app: the anchors' minimal apps (AppKit,
 * RainbowKit, ConnectKit, each with wagmi on mainnet), built elsewhere and named by their `dist`
 * folders in `PORTICO_PEER_DISTS=appkit=<dist>,rainbowkit=<dist>,connectkit=<dist>`.
 *
 * Each peer's button is the anchors' selector, widened to the account button a connected session
 * renders where the kit swaps elements. `a >>> b` means b anywhere inside the open shadow roots
 * under a (AppKit is web components). `wallet` names the modal entries that connect the injected
 * test wallet, tried in order: the EIP-6963 announcement's name first, then the kit's entry for
 * `window.ethereum`.
 */
export interface PeerApp {
  name: string
  /** The kit's connect button, and its account button once connected. */
  button: string
  wallet: readonly RegExp[]
}

export const PEER_APPS: readonly PeerApp[] = [
  {
    name: 'appkit',
    button: 'appkit-button >>> button',
    wallet: [/Bench Wallet/, /Browser Wallet/],
  },
  {
    name: 'rainbowkit',
    button: '[data-testid="rk-connect-button"], [data-testid="rk-account-button"]',
    wallet: [/Bench Wallet/, /Browser Wallet|Injected/],
  },
  {
    name: 'connectkit',
    button: 'main button',
    wallet: [/Bench Wallet/, /Browser Wallet|Injected/],
  },
]

/** A peer's app and the folder its build is in. */
export interface PeerDist {
  app: PeerApp
  dist: string
}

/** Reads `name=<dist>,name=<dist>`; an unknown name or an entry without a folder is an error. */
export function parsePeerDists(value: string | undefined): PeerDist[] {
  if (!value?.trim()) return []
  return value.split(',').map((entry) => {
    const at = entry.indexOf('=')
    const name = entry.slice(0, at).trim()
    const dist = entry.slice(at + 1).trim()
    const app = PEER_APPS.find((peer) => peer.name === name)
    if (at < 1 || !dist || !app) {
      throw new Error(
        `PORTICO_PEER_DISTS: expected name=<dist> with a name among ${PEER_APPS.map((p) => p.name).join(', ')}, got "${entry}"`,
      )
    }
    return { app, dist }
  })
}

/** A chain `a >>> b` as a Playwright selector (its CSS engine pierces open shadow roots). */
export const playwrightSelector = (chain: string): string => chain.split('>>>').join(' ')
