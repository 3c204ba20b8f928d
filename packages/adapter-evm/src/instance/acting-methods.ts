import type { Network } from '@portico/core'
import type { Config, signTypedData as wagmiSignTypedData } from '@wagmi/core'
import { type Address, getAddress, isAddress } from 'viem'
import { type EvmActions, loadEnsActions, loadEvmActions } from '../actions/load-actions.js'
import { readCapabilities } from '../connection/wallet-networks.js'
import type { EvmAdapter } from '../evm-adapter-types.js'
import type { InstanceSession } from './instance-session.js'

/** The acting half of the adapter (sign, send, read), each a lazily loaded action. */
export type ActingMethods = Pick<
  EvmAdapter,
  | 'signMessage'
  | 'signTypedData'
  | 'sendTransaction'
  | 'transferToken'
  | 'estimateGas'
  | 'getBalance'
  | 'getTokenDecimals'
  | 'getCapabilities'
  | 'getAssets'
  | 'getWalletBalances'
  | 'sendCalls'
  | 'getCallsStatus'
  | 'grantPermissions'
  | 'revokePermissions'
  | 'getEnsName'
  | 'getEnsAvatar'
  | 'request'
>

/**
 * Signing, sending and reading for one instance: each method is one action of `actions/` run
 * through the session (typed errors, wallet timeouts).
 */
export function actingMethods(
  session: InstanceSession,
  warn: (message: string, details?: unknown) => void,
): ActingMethods {
  const { act, request } = session
  /** Runs one lazily loaded action on the config (`method`: a wallet prompt, timed). */
  const lazy = <T>(
    run: (actions: EvmActions, config: Config) => Promise<T>,
    method?: string,
    chainId?: number,
  ) => act(async () => run(await loadEvmActions(), session.config()), method, chainId)

  /** `lazy` for a read on `network`'s chain, resolved first: an unknown network fails before any load. */
  const onChain = <T>(
    network: Network,
    run: (actions: EvmActions, config: Config, chainId: number) => Promise<T>,
  ) => {
    const chainId = session.chain(network).id
    return lazy((actions, config) => run(actions, config, chainId), undefined, chainId)
  }

  // The wallet's capabilities answer, kept for its wagmi connection record and account: a balance
  // read asks the wallet for its assets each time, but its capabilities once per connection (a new
  // record — connect, account or chain change — asks again; a failed answer is not kept).
  let kept: { connection: object; address: string; answer: Promise<unknown> } | undefined
  const capabilitiesOf = (address: Address): Promise<unknown> => {
    const { state } = session.config()
    const connection = state.connections.get(state.current ?? '')
    if (connection && kept?.connection === connection && kept.address === address)
      return kept.answer
    const answer = request({ method: 'wallet_getCapabilities', params: [address] })
    if (connection) {
      kept = { connection, address, answer }
      answer.catch(() => {
        kept = undefined
      })
    }
    return answer
  }

  const transferToken: ActingMethods['transferToken'] = ({ tokenAddress, to, value }) =>
    lazy(
      (actions, config) =>
        actions.transferToken(config, {
          tokenAddress: getAddress(tokenAddress),
          to: getAddress(to),
          value,
          account: session.account(),
        }),
      'eth_sendTransaction',
    )

  return {
    signMessage: ({ message, address }) =>
      lazy(
        (actions, config) => actions.signMessage(config, { message, account: getAddress(address) }),
        'personal_sign',
      ),

    signTypedData: ({ typedData, address }) =>
      lazy(
        (actions, config) =>
          actions.signTypedData(config, {
            ...(typedData as Parameters<typeof wagmiSignTypedData>[1]),
            account: getAddress(address),
          }),
        'eth_signTypedData_v4',
      ),

    sendTransaction(params) {
      if (params.tokenAddress)
        return transferToken({
          tokenAddress: params.tokenAddress,
          to: params.to,
          value: params.value,
        })
      return lazy(
        (actions, config) =>
          actions.sendNativeTransaction(config, {
            account: session.account(),
            to: getAddress(params.to),
            value: params.value,
            gasPrice: params.gasPrice,
            data: params.data,
          }),
        'eth_sendTransaction',
      )
    },

    transferToken,

    estimateGas: (params) =>
      lazy((actions, config) =>
        actions.estimateSendGas(config, {
          from: getAddress(params.from),
          to: getAddress(params.to),
          value: params.value,
          tokenAddress: params.tokenAddress ? getAddress(params.tokenAddress) : undefined,
          data: params.data,
        }),
      ),

    getBalance: async ({ address, network }) =>
      onChain(network, (actions, config, chainId) =>
        actions.getNativeBalance(config, {
          address: getAddress(address),
          chainId,
          nativeCurrency: network.nativeCurrency,
        }),
      ),

    getTokenDecimals: async ({ tokenAddress, network }) =>
      onChain(network, (actions, config, chainId) =>
        actions.getTokenDecimals(config, { tokenAddress: getAddress(tokenAddress), chainId }),
      ),

    async getCapabilities({ address }) {
      const capabilities = await readCapabilities(request, { address: getAddress(address), warn })
      return { ...capabilities }
    },

    getAssets: ({ address, chainIds }) =>
      act(async () => {
        const { getWalletAssets } = await loadEvmActions()
        return getWalletAssets(request, {
          address: getAddress(address),
          chainIds: chainIds ?? session.config().chains.map((c) => c.id),
          capabilities: capabilitiesOf,
        })
      }),

    // SPEC §7: the wallet's own assets on the network's chain (core prices them, or falls back).
    getWalletBalances: ({ address, network }) =>
      act(async () => {
        const chainId = session.chain(network).id
        const { getWalletAssets, walletBalances } = await loadEvmActions()
        const assets = await getWalletAssets(request, {
          address: getAddress(address),
          chainIds: [chainId],
          capabilities: capabilitiesOf,
        })
        return walletBalances(assets, chainId, network)
      }),

    sendCalls: (params) =>
      lazy(
        (actions, config) =>
          actions.sendEvmCalls(config, { ...params, account: session.account() }),
        'wallet_sendCalls',
      ),

    getCallsStatus: ({ id }) => lazy((actions, config) => actions.callsStatus(config, { id })),

    grantPermissions: (params) => request({ method: 'wallet_grantPermissions', params: [params] }),
    revokePermissions: (params) =>
      request({ method: 'wallet_revokePermissions', params: [params] }),

    // ENS lookups never throw (no ENS on the chain, not set up yet, an invalid name: `null`).
    async getEnsName({ address, chainId }) {
      if (!isAddress(address)) return null
      try {
        const { lookupEnsName } = await loadEnsActions()
        return await lookupEnsName(session.config(), { address, chainId })
      } catch {
        return null
      }
    },

    async getEnsAvatar({ name, chainId }) {
      try {
        const { lookupEnsAvatar } = await loadEnsActions()
        return await lookupEnsAvatar(session.config(), { name, chainId })
      } catch {
        return null
      }
    },

    request,
  }
}
