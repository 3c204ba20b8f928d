import type { EmbeddedSessionUpdate, EmbeddedWalletActions } from '@portico/core'
import {
  createFrameProvider,
  type FrameProvider,
  type FrameUser,
} from '@portico/core/frame-protocol'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { type Address, getAddress, SwitchChainError } from 'viem'

/** What the AUTH connector adds to a wagmi connector: the frame's user, once connected. */
export interface EmbeddedConnectorProperties extends Record<string, unknown> {
  /** SPEC §3 "Connected user (embedded wallet)" as the frame reported it (parsed). */
  user(): FrameUser | undefined
}

/** An address the frame reported, checked (EIP-55 checksummed), or `undefined`. */
function checkedAddress(value: string): Address | undefined {
  try {
    return getAddress(value)
  } catch {
    return undefined
  }
}

/** The frame's chain reference as an eip155 chain id, or `undefined` for another family's. */
function evmChainId(value: number | string | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined
}

/**
 * The embedded wallet as a wagmi connector (offered to core as AUTH), over the kit's frame:
 * - connect: GET_USER after the frame login (address, chain, email), on the chain asked for or
 *   the one the user was last on;
 * - isAuthorized: IS_CONNECTED, asked only when the kit's stored login says the user logged in
 *   here (a page that never used email never loads the frame; a reload restores without prompt);
 * - switchChain: SWITCH_NETWORK; disconnect: SIGN_OUT;
 * - the provider is core's frame provider (SPEC §6: safe methods answered by the frame, not-safe
 *   ones approved inside the frame's origin, the rest refused before anything is sent);
 * - the frame's session events become wagmi's change and disconnect events.
 *
 * Loaded with the connector's first use (see `embeddedWalletConnector`), not with the adapter.
 *
 * @example
 * const connectorFn = createEmbeddedConnector(context.embeddedWallet)
 */
export function createEmbeddedConnector(wallet: EmbeddedWalletActions) {
  return createConnector<FrameProvider, EmbeddedConnectorProperties>((config) => {
    let user: FrameUser | undefined
    let stopWatching: (() => void) | undefined
    const provider = createFrameProvider(wallet, () => evmChainId(user?.chainId))

    const forget = () => {
      stopWatching?.()
      stopWatching = undefined
      user = undefined
    }

    function onSession(update: EmbeddedSessionUpdate): void {
      if (!update.isConnected) {
        if (user) connector.onDisconnect()
        return
      }
      if (!user) return
      const address = update.address === undefined ? undefined : checkedAddress(update.address)
      if (address && address !== checkedAddress(user.address)) {
        user = { ...user, address }
        connector.onAccountsChanged([address])
      }
      const chainId = evmChainId(update.chainId)
      if (chainId !== undefined && chainId !== user.chainId) {
        user = { ...user, chainId }
        connector.onChainChanged(String(chainId))
      }
    }

    async function loadUser(chainId?: number): Promise<{ user: FrameUser; address: Address }> {
      const asked = chainId ?? evmChainId(wallet.storedLogin()?.lastChainId)
      const reported = await wallet.request(
        'GET_USER',
        asked === undefined ? {} : { chainId: asked },
      )
      const address = checkedAddress(reported.address)
      if (!address || evmChainId(reported.chainId) === undefined)
        throw new Error('The wallet frame reported a user without an eip155 account')
      user = reported
      stopWatching ??= wallet.watchSession(onSession)
      return { user: reported, address }
    }

    const connector = {
      id: 'embeddedWallet',
      name: 'Embedded Wallet',
      type: 'embedded',
      async connect(parameters?: { chainId?: number | undefined }) {
        const loaded = await loadUser(parameters?.chainId)
        // wagmi's own typing of the answer depends on `withCapabilities`, which we never use.
        return { accounts: [loaded.address], chainId: Number(loaded.user.chainId) } as never
      },
      async disconnect() {
        forget()
        await wallet.request('SIGN_OUT', {})
      },
      async getAccounts() {
        const address = user ? checkedAddress(user.address) : (await loadUser()).address
        return address ? [address] : []
      },
      async getChainId() {
        const known = evmChainId(user?.chainId)
        if (known !== undefined) return known
        const { chainId } = await wallet.request('GET_CHAIN_ID', {})
        return evmChainId(chainId) ?? config.chains[0].id
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        if (!wallet.storedLogin()) return false
        return wallet.isConnected().catch(() => false)
      },
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        const reply = await wallet.request('SWITCH_NETWORK', { chainId })
        if (user) user = { ...user, chainId: reply.chainId }
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) return connector.onDisconnect()
        const checked = accounts.map(checkedAddress).filter((a): a is Address => a !== undefined)
        if (checked.length > 0) config.emitter.emit('change', { accounts: checked })
      },
      onChainChanged(chain: string) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },
      onDisconnect() {
        forget()
        config.emitter.emit('disconnect')
      },
      user: () => user,
    }
    return connector
  })
}
