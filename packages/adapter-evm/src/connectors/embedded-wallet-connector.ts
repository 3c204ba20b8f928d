import type { EmbeddedWalletActions } from '@portico/core'
import { loadOnce } from '@portico/core/adapter-kit'
import type { CreateConnectorFn } from '@wagmi/core'
import type { createEmbeddedConnector } from './embedded-connector.js'

type EmbeddedConnector = ReturnType<ReturnType<typeof createEmbeddedConnector>>

/** The AUTH connector's id in wagmi and in the kit's connector list. */
export const EMBEDDED_ID = 'embeddedWallet'

/** The connector's methods that wait for its code (wagmi never awaits the `on*` ones). */
const DEFERRED = [
  'connect',
  'disconnect',
  'getAccounts',
  'getChainId',
  'getProvider',
  'switchChain',
  'onAccountsChanged',
  'onChainChanged',
  'onDisconnect',
] as const

/**
 * The kit's embedded wallet as a wagmi connector whose code (`embedded-connector.ts`) downloads
 * on its first use: a connect, or a restore on a page where the user logged in by email before.
 * A page that never used email loads neither it nor the frame.
 */
export function embeddedWalletConnector(wallet: EmbeddedWalletActions): CreateConnectorFn {
  return (config) => {
    let loaded: EmbeddedConnector | undefined
    // A failed download (offline, a deploy in between) is tried again by the next call.
    const connector = loadOnce(() =>
      import('./embedded-connector.js').then(({ createEmbeddedConnector }) => {
        loaded = createEmbeddedConnector(wallet)(config)
        return loaded
      }),
    )
    const methods = Object.fromEntries(
      DEFERRED.map((name) => [
        name,
        async (...args: unknown[]) =>
          ((await connector())[name] as (...a: unknown[]) => unknown)(...args),
      ]),
    ) as unknown as Pick<EmbeddedConnector, (typeof DEFERRED)[number]>
    return {
      id: EMBEDDED_ID,
      name: 'Embedded Wallet',
      type: 'embedded',
      ...methods,
      async isAuthorized() {
        return wallet.storedLogin() !== undefined && (await connector()).isAuthorized()
      },
      user: () => loaded?.user(),
      /**
       * SPEC §7 reload: the frame loads its page again and the kit connects to the new one (the
       * adapter's `reloadAuthConnector`, SPEC §4 Farcaster back). Needs none of the connector's
       * code, and loads no frame where none is there yet.
       */
      async reload() {
        await wallet.request('RELOAD', {})
      },
    }
  }
}
