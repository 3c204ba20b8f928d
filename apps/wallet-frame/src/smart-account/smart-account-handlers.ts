import { FrameHandlerError, type FrameHandlers } from '@portico/core/frame-protocol'
import type { OpenedWallet } from '../frame-wallet.js'
import type { FrameSigner } from '../rpc-handler.js'
import type { AccountTypes, EvmAccountType } from './account-types.js'
import type { SmartAccountConfig } from './smart-account-config.js'

type Address = `0x${string}`

export interface SmartAccountHandlersOptions {
  /** `config.json`'s `smartAccounts`; absent: every eip155 account is the EOA. */
  config: SmartAccountConfig | undefined
  rpcUrl: (chainId: number) => string
  chainId: () => number
  /** The EOA's address (the smart account's owner), once signed in. */
  owner: () => Promise<Address>
  /** The wallet's shares, opened only to sign. */
  open: () => Promise<OpenedWallet>
}

const eoaOnly = (owner: Address) => ({
  address: owner,
  accounts: [{ address: owner, type: 'eoa' as const }],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa' as EvmAccountType,
})

function accountType(type: string): EvmAccountType {
  if (type !== 'smartAccount' && type !== 'eoa') {
    throw new FrameHandlerError('INVALID_REQUEST', 'Invalid input')
  }
  return type
}

/**
 * SPEC §7's smart-account messages (enabled networks, preferred account, init) and the account
 * fields of GET_USER. The ERC-4337 code (viem's account abstraction) loads on first use.
 *
 * @example
 * const smart = createSmartAccountHandlers({ config: config.smartAccounts, rpcUrl, chainId, owner, open })
 * return { ...handlers, ...smart.handlers }
 */
export function createSmartAccountHandlers(options: SmartAccountHandlersOptions) {
  const { config } = options
  let loaded: Promise<AccountTypes> | undefined
  const types = (enabled: SmartAccountConfig) => {
    loaded ??= import('./account-types.js').then(({ createAccountTypes }) =>
      createAccountTypes({ config: enabled, rpcUrl: options.rpcUrl, open: options.open }),
    )
    return loaded
  }

  async function user(owner: Address, chainId: number, asked?: string) {
    if (!config) return eoaOnly(owner)
    const accountTypes = await types(config)
    if (asked === 'smartAccount' || asked === 'eoa') accountTypes.setPreferred(asked)
    return accountTypes.user(owner, chainId)
  }

  const handlers = {
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({
      smartAccountEnabledNetworks: config?.networks.map((network) => network.chainId) ?? [],
    }),
    SET_PREFERRED_ACCOUNT: async ({ type }) => {
      const chosen = accountType(type)
      const owner = await options.owner()
      if (config) (await types(config)).setPreferred(chosen)
      const now = await user(owner, options.chainId())
      return { type: now.preferredAccountType, address: now.address }
    },
    INIT_SMART_ACCOUNT: async () => {
      const owner = await options.owner()
      const account = config && (await types(config)).smartAccount(owner, options.chainId())
      if (!account) throw new FrameHandlerError('UNSUPPORTED_CHAIN', 'Chain is not supported')
      const { address, isDeployed } = await account
      return { address, isDeployed: await isDeployed() }
    },
  } satisfies FrameHandlers

  return {
    handlers,
    /** GET_USER's account fields; `asked` is the kit's preferred account type, if it sent one. */
    user,
    /** The RPC signer acting as the preferred account. */
    async wrap(base: FrameSigner): Promise<FrameSigner> {
      return config ? (await types(config)).wrap(base, options.chainId) : base
    },
    /** Sign out: the next user starts from the default (smart account). */
    forget(): void {
      void loaded?.then((accountTypes) => accountTypes.forget())
    },
  }
}
