import { FrameHandlerError } from '@portico/core/frame-protocol'
import {
  type Address,
  getAddress,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import type { OpenedWallet } from '../frame-wallet.js'
import { signHash, signTypedData } from '../keys/index.js'
import type { AccountType, ActingAccount, FrameSigner } from '../rpc-handler.js'
import {
  createFrameSmartAccount,
  type FrameSmartAccount,
  type SmartAccountCall,
} from './frame-smart-account.js'
import type { SmartAccountConfig } from './smart-account-config.js'

export type EvmAccountType = AccountType

export interface AccountTypesOptions {
  config: SmartAccountConfig
  rpcUrl: (chainId: number) => string
  /** The wallet's shares, opened only to sign. */
  open: () => Promise<OpenedWallet>
}

const invalid = () => new FrameHandlerError('INVALID_REQUEST', 'Invalid input')
const sameAddress = (a: unknown, b: Address) =>
  typeof a === 'string' && isHex(a) && a.length === 42 && isAddressEqual(a, b)

function hexParam(value: unknown): Hex | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalid()
  return value
}

/**
 * SPEC §6 account types for eip155 in the frame: a smart account by default where the operator
 * enabled one for the chain, the EOA otherwise or when the user prefers it. The signer the RPC
 * handler uses acts as the preferred account (address, signatures, sends as user operations),
 * fixed per request when the approval card is shown (`acting`).
 */
export function createAccountTypes(options: AccountTypesOptions) {
  let preferred: EvmAccountType = 'smartAccount'
  const accounts = new Map<string, Promise<FrameSmartAccount>>()
  const network = (chainId: number) =>
    options.config.networks.find((entry) => entry.chainId === chainId)

  function smartAccount(owner: Address, chainId: number): Promise<FrameSmartAccount> | undefined {
    const enabled = network(chainId)
    if (!enabled) return undefined
    const key = `${chainId}:${owner.toLowerCase()}`
    let account = accounts.get(key)
    if (!account) {
      account = createFrameSmartAccount({
        config: options.config,
        network: enabled,
        rpcUrl: options.rpcUrl(chainId),
        owner: {
          address: owner,
          signHash: async (hash) => signHash({ ...(await options.open()), hash }),
          signTypedData: async (typedData) =>
            signTypedData({ ...(await options.open()), typedData }),
        },
      })
      accounts.set(key, account)
      account.catch(() => accounts.delete(key))
    }
    return account
  }

  /** The account acting on `chainId`: the smart account when preferred and enabled there. */
  const acting = (owner: Address, chainId: number) =>
    preferred === 'smartAccount' ? smartAccount(owner, chainId) : undefined

  async function smartSign(
    account: FrameSmartAccount,
    method: string,
    params: readonly unknown[],
  ): Promise<unknown> {
    if (method === 'personal_sign') {
      const message = hexParam(params[0])
      if (!message || !sameAddress(params[1], account.address)) throw invalid()
      return account.signMessage({ raw: message })
    }
    if (method === 'eth_signTypedData_v4') {
      if (!sameAddress(params[0], account.address)) throw invalid()
      const typedData =
        typeof params[1] === 'string' ? (JSON.parse(params[1]) as unknown) : params[1]
      if (typeof typedData !== 'object' || typedData === null) throw invalid()
      return account.signTypedData(typedData as TypedDataDefinition)
    }
    if (method === 'eth_sendTransaction') {
      const request = params[0] as Record<string, unknown> | undefined
      if (!request || (request.from !== undefined && !sameAddress(request.from, account.address))) {
        throw invalid()
      }
      const to = hexParam(request.to)
      if (!to || !isAddress(to)) throw invalid()
      const value = hexParam(request.value)
      const data = hexParam(request.data ?? request.input)
      const call: SmartAccountCall = {
        to,
        ...(value !== undefined ? { value: BigInt(value) } : {}),
        ...(data !== undefined ? { data } : {}),
      }
      return account.send([call])
    }
    throw new FrameHandlerError('METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed')
  }

  return {
    enabledNetworks: (): number[] => options.config.networks.map((entry) => entry.chainId),

    setPreferred(type: EvmAccountType): void {
      preferred = type
    },

    /** GET_USER's account fields for the EOA `owner` on `chainId`. */
    async user(owner: Address, chainId: number) {
      const smart = await smartAccount(owner, chainId)
      if (!smart) {
        return {
          address: owner,
          accounts: [{ address: owner, type: 'eoa' as const }],
          smartAccountDeployed: false,
          preferredAccountType: 'eoa' as EvmAccountType,
        }
      }
      return {
        address: preferred === 'smartAccount' ? smart.address : owner,
        accounts: [
          { address: smart.address, type: 'smartAccount' as const },
          { address: owner, type: 'eoa' as const },
        ],
        smartAccountDeployed: await smart.isDeployed(),
        preferredAccountType: preferred,
      }
    },

    /** The smart account on `chainId` (INIT_SMART_ACCOUNT), or undefined where none is enabled. */
    smartAccount,

    /**
     * `base` (the EOA's signer) acting as the preferred account. `acting` picks the account once,
     * as preferred at that moment: the card shows it, and it signs even if the preference moves
     * while the card is open.
     */
    wrap(base: FrameSigner, chainId: () => number): FrameSigner {
      return {
        async address() {
          const owner = await base.address()
          return (await acting(owner, chainId()))?.address ?? owner
        },
        async acting(chain): Promise<ActingAccount> {
          const account = await acting(await base.address(), chain)
          if (!account) return base.acting(chain)
          return {
            address: getAddress(account.address),
            type: 'smartAccount',
            sign: (method, params) =>
              smartSign(account, method, Array.isArray(params) ? params : []),
          }
        },
      }
    },

    forget(): void {
      accounts.clear()
      preferred = 'smartAccount'
    },
  }
}

export type AccountTypes = ReturnType<typeof createAccountTypes>
