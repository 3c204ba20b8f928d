import { FrameHandlerError, type FrameHandlers, type FrameUser } from '@portico/core/frame-protocol'
import type { Devnet } from '@portico/testing'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** What the frame keeps in its own origin: it outlives a reload of the dapp's page. */
export interface DevnetFrameSession {
  signedIn: boolean
  email: string
  chainId: number
}

export interface DevnetFrame {
  handlers: FrameHandlers
  /** Every request type the frame received (RPC requests by method). */
  log: string[]
  address: Hex
}

const hexBig = (value: unknown) => (typeof value === 'string' ? BigInt(value) : undefined)

/**
 * A wallet frame for Node tests: email login with code 123456, and a real key (a devnet account)
 * that signs messages, typed data and transactions sent to the devnet's anvil; safe methods go to
 * anvil as they are. `approve` is the user in the frame's approval UI (default: approves at once).
 */
export function devnetFrame(
  devnet: Devnet,
  session: DevnetFrameSession,
  options: {
    accountIndex?: number
    approve?: (method: string) => Promise<void>
    /** A smart account the frame lists after the EOA (its address only: nothing is deployed). */
    smartAccount?: Hex
  } = {},
): DevnetFrame {
  const key = devnet.accounts[options.accountIndex ?? 5]!.privateKey
  const account = privateKeyToAccount(key)
  const log: string[] = []
  const rpcUrl = (chainId: number) => {
    const chain = devnet.chains.find((c) => c.chainId === chainId)
    if (!chain) throw new FrameHandlerError('UNSUPPORTED_CHAIN', 'Chain is not supported')
    return chain.rpcUrl
  }
  const signedIn = () => {
    if (!session.signedIn) throw new FrameHandlerError('NOT_CONNECTED', 'Not signed in')
  }
  const user = (): FrameUser => ({
    email: session.email,
    address: account.address,
    chainId: session.chainId,
    accounts: [
      { address: account.address, type: 'eoa' },
      ...(options.smartAccount
        ? [{ address: options.smartAccount, type: 'smartAccount' as const }]
        : []),
    ],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
  })

  async function notSafe(method: string, params: unknown[], chainId: number): Promise<unknown> {
    await (options.approve?.(method) ?? Promise.resolve())
    if (method === 'personal_sign')
      return account.signMessage({ message: { raw: params[0] as Hex } })
    if (method === 'eth_signTypedData_v4') {
      const typed = JSON.parse(String(params[1])) as TypedDataDefinition
      return account.signTypedData(typed)
    }
    if (method === 'eth_sendTransaction') {
      const tx = params[0] as Record<string, unknown>
      const wallet = createWalletClient({ account, transport: http(rpcUrl(chainId)) })
      const gas = hexBig(tx.gas)
      const gasPrice = hexBig(tx.gasPrice)
      return wallet.sendTransaction({
        chain: null,
        to: tx.to as Hex,
        value: hexBig(tx.value) ?? 0n,
        ...(tx.data ? { data: tx.data as Hex } : {}),
        ...(gas !== undefined ? { gas } : {}),
        ...(gasPrice !== undefined ? { gasPrice } : {}),
      })
    }
    throw new FrameHandlerError('METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed')
  }

  const handlers: FrameHandlers = {
    // The user typed the address and the code in the frame's own card.
    EMAIL_LOGIN: () => {
      log.push('EMAIL_LOGIN')
      session.signedIn = true
      return { email: 'ada@example.com' }
    },
    IS_CONNECTED: () => {
      log.push('IS_CONNECTED')
      return { isConnected: session.signedIn }
    },
    GET_USER: ({ chainId }) => {
      log.push('GET_USER')
      signedIn()
      if (typeof chainId === 'number') session.chainId = chainId
      return user()
    },
    GET_CHAIN_ID: () => ({ chainId: session.chainId }),
    SWITCH_NETWORK: ({ chainId }) => {
      log.push('SWITCH_NETWORK')
      if (typeof chainId !== 'number') throw new FrameHandlerError('UNSUPPORTED_CHAIN', 'No')
      rpcUrl(chainId)
      session.chainId = chainId
      return { chainId }
    },
    SIGN_OUT: () => {
      log.push('SIGN_OUT')
      session.signedIn = false
      return {}
    },
    RPC_REQUEST: async ({ method, params, chainId }) => {
      log.push(method)
      signedIn()
      const chain = typeof chainId === 'number' ? chainId : session.chainId
      const list = Array.isArray(params) ? params : []
      if (['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'].includes(method))
        return { result: await notSafe(method, list, chain) }
      const client = createPublicClient({ transport: http(rpcUrl(chain)) })
      const result = await client.request({ method, params: list } as never)
      return { result }
    },
  }
  return { handlers, log, address: account.address }
}
