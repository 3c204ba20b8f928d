import type { PromptAnswer } from '../wallet/prompt-mode.js'
import type { LocalChains } from './local-chains.js'

/** The chain families with a test wallet that can be injected into a page. */
export type TestWalletFamily = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/** Which test wallet the `page` fixture injects, and how. */
export interface InjectedWalletOptions {
  /** Default `eip155` (EIP-1193 `window.ethereum` + EIP-6963 on the anvil devnet). */
  family?: TestWalletFamily
  /**
   * Funded local account the wallet holds (eip155: devnet account, default 1; solana: chain
   * account, default 1). Bitcoin uses `bitcoinTestWalletKeys(seed)`; Polkadot //Alice and //Bob.
   */
  account?: number
  /** The name the wallet announces (what `connect(page, { wallet })` clicks); Polkadot: ignored. */
  name?: string
  /** How prompts are answered from the start (default `approve`). */
  mode?: PromptAnswer
  /** Start already connected to the page's origin (default false). */
  authorized?: boolean
}

/** The name each family's test wallet has in the modal's list (what `connect` clicks). */
export const defaultTestWalletNames: Readonly<Record<TestWalletFamily, string>> = {
  eip155: 'Portico Test Wallet',
  solana: 'Portico Solana Wallet',
  bip122: 'Portico Bitcoin Wallet',
  // A Polkadot extension announces only its `injectedWeb3` key ('portico-test'); the modal lists
  // it under the display name adapter-polkadot gives that key.
  polkadot: 'Portico Test Extension',
}

function pick<T>(list: readonly T[], index: number, what: string): T {
  const item = list[index]
  if (item === undefined) throw new Error(`${what} ${index} does not exist (${list.length} known)`)
  return item
}

/**
 * The init script that installs the chosen family's test wallet in every page of a context,
 * starting the local chain it talks to (once per worker). The builders bundle with esbuild on
 * first use, then the script is cached for the process.
 */
export async function injectedWalletScript(
  options: InjectedWalletOptions,
  chains: LocalChains,
): Promise<string> {
  const family = options.family ?? 'eip155'
  const mode = options.mode ?? 'approve'
  const authorized = options.authorized ?? false
  const name = options.name ?? defaultTestWalletNames[family]
  if (family === 'eip155') {
    const devnet = await chains.devnet()
    const { testWalletBrowserScript } = await import('../wallet/browser-script.js')
    const [first] = devnet.chains
    if (!first) throw new Error('the devnet has no chain')
    return testWalletBrowserScript({
      privateKey: pick(devnet.accounts, options.account ?? 1, 'devnet account').privateKey,
      rpcUrls: Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
      chainId: first.chainId,
      mode,
      authorized,
      info: { name },
    })
  }
  if (family === 'solana') {
    const chain = await chains.solana()
    const { solanaTestWalletBrowserScript } = await import('../solana/solana-browser-script.js')
    return solanaTestWalletBrowserScript({
      secretKey: [...pick(chain.accounts, options.account ?? 1, 'Solana account').secretKey],
      rpcUrl: chain.rpcUrl,
      chains: [chain.caip2],
      mode,
      authorized,
      name,
    })
  }
  if (family === 'bip122') {
    const chain = await chains.bitcoin()
    const { bitcoinTestWalletBrowserScript } = await import('../bitcoin/wallet/browser-script.js')
    const { bitcoinTestWalletKeys } = await import('../bitcoin/wallet/wallet-keys.js')
    return bitcoinTestWalletBrowserScript({
      ...bitcoinTestWalletKeys(),
      esploraUrl: chain.esploraUrl,
      mode,
      authorized,
      info: { name },
    })
  }
  const { polkadotTestExtensionBrowserScript } = await import(
    '../polkadot/polkadot-browser-script.js'
  )
  return polkadotTestExtensionBrowserScript({ mode })
}
