import { base58, base64 } from '@scure/base'
import { walletErrors } from '../wallet/wallet-rpc-error.js'
import type { WalletConnectNamespaceHandler } from '../walletconnect/walletconnect-test-wallet.js'
import {
  createSolanaSigner,
  type SendOptions,
  sendRawTransaction,
  transactionSignature,
} from './solana-signer.js'

/** The Solana methods WalletConnect wallets answer (WalletConnect's Solana RPC reference). */
export const solanaWalletConnectMethods = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

export interface SolanaWalletConnectHandlerOptions {
  /** 64-byte ed25519 secret key. */
  secretKey: Uint8Array
  /** Where solana_signAndSendTransaction sends. */
  rpcUrl: string
  /** CAIP-2 chains offered, e.g. `[chain.caip2]`. */
  chains: readonly `solana:${string}`[]
}

function record(params: unknown): Record<string, unknown> {
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw walletErrors.invalidParams('params must be an object')
  }
  return params as Record<string, unknown>
}

function base64Param(value: unknown, name: string): Uint8Array {
  if (typeof value !== 'string') throw walletErrors.invalidParams(`${name} must be a base64 string`)
  try {
    return base64.decode(value)
  } catch {
    throw walletErrors.invalidParams(`${name} is not base64`)
  }
}

/**
 * The `solana` namespace for the WalletConnect test wallet (`namespaces` option): signs with a
 * real ed25519 key. Shapes: solana_signMessage `{ message: base58, pubkey }` → `{ signature: base58 }`;
 * solana_signTransaction `{ transaction: base64 }` → `{ signature: base58, transaction: base64 }`;
 * solana_signAllTransactions `{ transactions }` → `{ transactions }`;
 * solana_signAndSendTransaction `{ transaction, sendOptions? }` → `{ signature }` (sent to `rpcUrl`);
 * solana_getAccounts / solana_requestAccounts → `[{ pubkey }]`. Modes are the wallet's.
 *
 * @example
 * await createWalletConnectTestWallet({ ..., namespaces: [solanaWalletConnectHandler({ secretKey, rpcUrl, chains: [chain.caip2] })] })
 */
export function solanaWalletConnectHandler(
  options: SolanaWalletConnectHandlerOptions,
): WalletConnectNamespaceHandler {
  const signer = createSolanaSigner(options.secretKey)
  const sign = (bytes: Uint8Array) => {
    try {
      return signer.signTransaction(bytes)
    } catch (error) {
      throw walletErrors.invalidParams(error instanceof Error ? error.message : 'bad transaction')
    }
  }
  return {
    namespace: 'solana',
    chains: [...options.chains],
    accounts: options.chains.map((chain) => `${chain}:${signer.address}`),
    methods: [...solanaWalletConnectMethods],
    events: [],
    async handle(request, chainId) {
      if (!options.chains.includes(chainId as `solana:${string}`)) {
        throw walletErrors.chainDisconnected()
      }
      switch (request.method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: signer.address }]
        case 'solana_signMessage': {
          const params = record(request.params)
          if (params.pubkey !== undefined && params.pubkey !== signer.address) {
            throw walletErrors.unauthorized()
          }
          if (typeof params.message !== 'string')
            throw walletErrors.invalidParams('message must be base58')
          let message: Uint8Array
          try {
            message = base58.decode(params.message)
          } catch {
            throw walletErrors.invalidParams('message is not base58')
          }
          return { signature: base58.encode(signer.signMessage(message)) }
        }
        case 'solana_signTransaction': {
          const signed = sign(base64Param(record(request.params).transaction, 'transaction'))
          return { signature: transactionSignature(signed), transaction: base64.encode(signed) }
        }
        case 'solana_signAllTransactions': {
          const list = record(request.params).transactions
          if (!Array.isArray(list))
            throw walletErrors.invalidParams('transactions must be an array')
          return {
            transactions: list.map((item, i) =>
              base64.encode(sign(base64Param(item, `transactions[${i}]`))),
            ),
          }
        }
        case 'solana_signAndSendTransaction': {
          const params = record(request.params)
          const signed = sign(base64Param(params.transaction, 'transaction'))
          const sendOptions = (params.sendOptions ?? {}) as SendOptions
          return { signature: await sendRawTransaction(options.rpcUrl, signed, sendOptions) }
        }
        default:
          throw walletErrors.unsupportedMethod(request.method)
      }
    },
  }
}
