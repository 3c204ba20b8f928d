// The WalletConnect `bip122` namespace of the Bitcoin test wallet, with WalletConnect's documented
// shapes (docs/advanced/multichain/rpc-reference/bitcoin-rpc.md): getAccountAddresses, signMessage
// (`ecdsa` default | `bip322`, hex signature), sendTransfer (amount in sats as a string), signPsbt.
import { bytesToHex } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import type { WalletConnectNamespaceHandler } from '../../walletconnect/walletconnect-test-wallet.js'
import { REGTEST_CAIP2 } from '../regtest-network.js'
import type { BitcoinTestWallet } from './bitcoin-test-wallet.js'
import { bitcoinWalletErrors } from './wallet-error.js'

/** Methods the bip122 namespace offers. */
export const bip122WalletConnectMethods = [
  'getAccountAddresses',
  'signMessage',
  'sendTransfer',
  'signPsbt',
] as const

type Params = Record<string, unknown>

function paramsOf(params: unknown): Params {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw bitcoinWalletErrors.invalidParams('params must be an object')
  }
  return params as Params
}

export interface BitcoinWalletConnectHandlerOptions {
  /** CAIP-2 chain offered; default regtest (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328`). */
  chainId?: string
}

/**
 * A `WalletConnectNamespaceHandler` answering `bip122` requests with the Bitcoin test wallet's keys,
 * for `createWalletConnectTestWallet({ namespaces: [bitcoinWalletConnectHandler(wallet)] })`. The
 * session's account is the payment (P2WPKH) address, WalletConnect's "first external address"; the
 * ordinals address comes back from getAccountAddresses with intention `ordinal`.
 *
 * @example
 * const wc = await createWalletConnectTestWallet({ ..., namespaces: [bitcoinWalletConnectHandler(wallet)] })
 */
export function bitcoinWalletConnectHandler(
  wallet: BitcoinTestWallet,
  options: BitcoinWalletConnectHandlerOptions = {},
): WalletConnectNamespaceHandler {
  const chainId = options.chainId ?? REGTEST_CAIP2
  const checkAccount = (params: Params) => {
    if (params.account !== wallet.payment.address) {
      throw bitcoinWalletErrors.invalidParams(`unknown account ${String(params.account)}`)
    }
  }
  const handlers: Record<string, (params: Params) => Promise<unknown>> = {
    async getAccountAddresses(params) {
      checkAccount(params)
      const intentions = params.intentions
      const all = [
        {
          address: wallet.payment.address,
          publicKey: wallet.payment.publicKey,
          intention: 'payment',
        },
        {
          address: wallet.ordinals.address,
          publicKey: wallet.ordinals.publicKey,
          intention: 'ordinal',
        },
      ]
      if (intentions === undefined) return all
      if (!Array.isArray(intentions))
        throw bitcoinWalletErrors.invalidParams('intentions: string[]')
      return all.filter((a) => intentions.includes(a.intention))
    },
    async signMessage(params) {
      checkAccount(params)
      if (typeof params.message !== 'string') throw bitcoinWalletErrors.invalidParams('message')
      const protocol = params.protocol ?? 'ecdsa'
      if (protocol !== 'ecdsa' && protocol !== 'bip322') {
        throw bitcoinWalletErrors.invalidParams(`protocol ${String(protocol)}`)
      }
      const address = params.address ?? wallet.payment.address
      const signed = (await wallet.request(
        'signMessage',
        { address, message: params.message, protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322' },
        'walletconnect',
      )) as { signature: string; messageHash: string; address: string }
      return {
        address: signed.address,
        signature: bytesToHex(base64.decode(signed.signature)),
        messageHash: signed.messageHash,
      }
    },
    async sendTransfer(params) {
      checkAccount(params)
      if (typeof params.recipientAddress !== 'string') {
        throw bitcoinWalletErrors.invalidParams('recipientAddress')
      }
      if (typeof params.amount !== 'string' || !/^[1-9]\d*$/.test(params.amount)) {
        throw bitcoinWalletErrors.invalidParams('amount must be a string of satoshis')
      }
      if (params.memo !== undefined) {
        throw bitcoinWalletErrors.methodNotSupported('memo (OP_RETURN) is not supported')
      }
      if (params.changeAddress !== undefined && params.changeAddress !== wallet.payment.address) {
        throw bitcoinWalletErrors.invalidParams('change can only go to the payment address')
      }
      const recipients = [{ address: params.recipientAddress, amount: Number(params.amount) }]
      return wallet.request('sendTransfer', { recipients }, 'walletconnect')
    },
    async signPsbt(params) {
      checkAccount(params)
      const signInputs: Record<string, number[]> = {}
      if (!Array.isArray(params.signInputs)) throw bitcoinWalletErrors.invalidParams('signInputs')
      for (const item of params.signInputs) {
        const { address, index } = paramsOf(item)
        if (typeof address !== 'string' || typeof index !== 'number') {
          throw bitcoinWalletErrors.invalidParams('signInputs: { address, index }[]')
        }
        signInputs[address] = [...(signInputs[address] ?? []), index]
      }
      return wallet.request(
        'signPsbt',
        { psbt: params.psbt, signInputs, broadcast: params.broadcast === true },
        'walletconnect',
      )
    },
  }
  return {
    namespace: 'bip122',
    chains: [chainId],
    accounts: [`${chainId}:${wallet.payment.address}`],
    methods: bip122WalletConnectMethods,
    events: ['bip122_addressesChanged'],
    async handle(request, requestChainId) {
      if (requestChainId !== chainId) {
        throw bitcoinWalletErrors.invalidParams(`unsupported chain ${requestChainId}`)
      }
      const handler = handlers[request.method]
      if (!handler) throw bitcoinWalletErrors.methodNotFound(request.method)
      return handler(paramsOf(request.params))
    },
  }
}
