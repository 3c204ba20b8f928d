import { FrameHandlerError } from '@portico/core/frame-protocol'
import { createPublicClient, defineChain, getAddress, type Hex, http, isHex } from 'viem'
import type { OpenedWallet } from './frame-wallet.js'
import { signMessage, signTransaction, signTypedData } from './keys/index.js'
import type { ActingAccount, FrameSigner } from './rpc-handler.js'

export interface FrameSignerOptions {
  wallet: () => Promise<OpenedWallet>
  /** The address without opening the wallet (a new device knows it before it holds a share). */
  address?: () => Promise<`0x${string}`>
  /** apps/api's RPC endpoint for a chain (SPEC §7 `/v1/?chainId=&projectId=`). */
  rpcUrl: (chainId: number) => string
}

const invalid = () => new FrameHandlerError('INVALID_REQUEST', 'Invalid input')

function sameAddress(a: unknown, b: string): boolean {
  return typeof a === 'string' && a.toLowerCase() === b.toLowerCase()
}

function hexOrUndefined(value: unknown): Hex | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalid()
  return value
}

function quantity(value: unknown): bigint | undefined {
  const hex = hexOrUndefined(value)
  return hex === undefined ? undefined : BigInt(hex)
}

/**
 * The frame's signer over the user's two shares, acting as the user's own account (the EOA,
 * `type: 'eoa'`): `personal_sign`, `eth_signTypedData_v4`, and `eth_sendTransaction` (filled in
 * from the chain through apps/api, signed here, sent raw). Only for the wallet's own address,
 * the one `acting` named: shares that open another wallet sign nothing. The key is rebuilt for
 * each signature and cleared after.
 *
 * @example
 * createRpcHandler({ ..., signer: async () => createFrameSigner({ wallet: () => wallet.open(), rpcUrl }) })
 */
export function createFrameSigner(options: FrameSignerOptions): FrameSigner {
  const address = async () =>
    options.address ? options.address() : (await options.wallet()).address
  async function sign(
    shown: `0x${string}`,
    method: string,
    params: readonly unknown[] | Record<string, unknown> | undefined,
    chainId: number,
  ): Promise<unknown> {
    const { address, shares } = await options.wallet()
    if (!sameAddress(address, shown)) throw invalid()
    const list = Array.isArray(params) ? params : []
    if (method === 'personal_sign') {
      const message = hexOrUndefined(list[0])
      if (!message || !sameAddress(list[1], address)) throw invalid()
      return signMessage({ shares, address, message: { raw: message } })
    }
    if (method === 'eth_signTypedData_v4') {
      if (!sameAddress(list[0], address)) throw invalid()
      const typedData = typeof list[1] === 'string' ? (JSON.parse(list[1]) as unknown) : list[1]
      if (typeof typedData !== 'object' || typedData === null) throw invalid()
      return signTypedData({ shares, address, typedData: typedData as never })
    }
    if (method === 'eth_sendTransaction') {
      const request = list[0] as Record<string, unknown> | undefined
      if (!request || (request.from !== undefined && !sameAddress(request.from, address))) {
        throw invalid()
      }
      const url = options.rpcUrl(chainId)
      const chain = defineChain({
        id: chainId,
        name: `eip155:${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      })
      const client = createPublicClient({ chain, transport: http(url) })
      const to = hexOrUndefined(request.to)
      const value = quantity(request.value)
      const data = hexOrUndefined(request.data ?? request.input)
      const gas = quantity(request.gas)
      // The dapp's fees and nonce were on the approval card (checked whole there): signed as
      // shown; only what it left out is filled from the chain.
      const gasPrice = quantity(request.gasPrice)
      const maxFeePerGas = quantity(request.maxFeePerGas)
      const maxPriorityFeePerGas = quantity(request.maxPriorityFeePerGas)
      const nonce = quantity(request.nonce)
      const fees =
        gasPrice !== undefined
          ? { gasPrice }
          : maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined
            ? { maxFeePerGas, maxPriorityFeePerGas }
            : {}
      const prepared = await client.prepareTransactionRequest({
        account: address,
        chain,
        ...(to ? { to } : {}),
        ...(value !== undefined ? { value } : {}),
        ...(data ? { data } : {}),
        ...(gas !== undefined ? { gas } : {}),
        ...fees,
        ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
      })
      const { account: _account, ...transaction } = prepared
      const serializedTransaction = await signTransaction({
        shares,
        address,
        transaction: { ...transaction, chainId } as never,
      })
      return client.sendRawTransaction({ serializedTransaction })
    }
    throw new FrameHandlerError('METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed')
  }

  return {
    address,
    async acting(chainId): Promise<ActingAccount> {
      const shown = getAddress(await address())
      return {
        address: shown,
        type: 'eoa',
        sign: (method, params) => sign(shown, method, params, chainId),
      }
    },
  }
}
