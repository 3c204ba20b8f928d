import type { Requests } from 'sats-connect'
import { InvalidWalletAnswerError } from '../errors/invalid-wallet-answer-error.js'
import type { BitcoinNetworkName } from '../networks/bitcoin-network-names.js'
import type { BitcoinWallet, WalletAccounts, WalletEvent } from './bitcoin-wallet.js'
import {
  parseAddresses,
  parseNetwork,
  parsePsbt,
  parseSignature,
  parseTxid,
  readOwn,
} from './wallet-values.js'

/** The part of a sats-connect `BitcoinProvider` the adapter uses (checked at runtime). */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?: (listener: { eventName: string; cb: (event: unknown) => void }) => unknown
}

/** Whether a value has a `request` function (the sats-connect provider interface). */
export function isSatsConnectProvider(value: unknown): value is SatsConnectProvider {
  // Providers are often class instances: `request` may live on the prototype.
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

type Method = keyof Requests

/** A JSON-RPC error a wallet answered with; `toPorticoError` maps its code. */
class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  constructor(
    readonly code: number | undefined,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/**
 * Calls a sats-connect provider the way sats-connect's `request(method, params, providerId)` does
 * (`provider.request(method, params)` answering a JSON-RPC 2.0 envelope), without its module-wide
 * cache of the first wallet's `getInfo`, so two wallets and two kits in one page stay apart.
 */
async function call(
  provider: SatsConnectProvider,
  method: Method,
  params: unknown,
): Promise<unknown> {
  const response = await provider.request(method, params)
  const error = readOwn(response, 'error')
  if (error !== undefined && error !== null) {
    const code = readOwn(error, 'code')
    const message = readOwn(error, 'message')
    throw new WalletRpcError(
      typeof code === 'number' ? code : undefined,
      typeof message === 'string' ? message : 'The wallet refused the request',
      readOwn(error, 'data'),
    )
  }
  if (readOwn(response, 'jsonrpc') !== '2.0' || !Object.hasOwn(response as object, 'result'))
    throw new InvalidWalletAnswerError(method)
  return readOwn(response, 'result')
}

function accountsOf(method: Method, result: unknown): WalletAccounts {
  // getAccounts answers an array; getAddresses and wallet_getAccount `{ addresses, network }`.
  const addresses = parseAddresses(Array.isArray(result) ? result : readOwn(result, 'addresses'))
  if (!addresses) throw new InvalidWalletAnswerError(method)
  return { addresses, network: parseNetwork(readOwn(result, 'network')) }
}

const METHOD_NOT_FOUND = -32601
const ACCESS_DENIED = -32002

/**
 * A {@link BitcoinWallet} over a sats-connect provider (Xverse's `XverseProviders.BitcoinProvider`
 * and the wallets in sats-connect's `btc_providers` registry), in sats-connect's method names:
 * getAddresses (falls back to getAccounts), wallet_getAccount (silent restore), wallet_disconnect,
 * signMessage, sendTransfer, signPsbt, wallet_changeNetwork, and `addListener` events.
 */
export function createSatsConnectWallet(provider: SatsConnectProvider): BitcoinWallet {
  const purposes = ['payment', 'ordinals']
  return {
    provider,
    async connect({ message }) {
      try {
        const result = await call(provider, 'getAddresses', {
          purposes,
          ...(message ? { message } : {}),
        })
        return accountsOf('getAddresses', result)
      } catch (error) {
        if (!(error instanceof WalletRpcError) || error.code !== METHOD_NOT_FOUND) throw error
      }
      return accountsOf('getAccounts', await call(provider, 'getAccounts', { purposes }))
    },
    async restore() {
      try {
        return accountsOf('wallet_getAccount', await call(provider, 'wallet_getAccount', null))
      } catch (error) {
        // Not authorised any more, or a wallet without a silent account read.
        if (
          error instanceof WalletRpcError &&
          [ACCESS_DENIED, METHOD_NOT_FOUND].includes(error.code ?? 0)
        )
          return undefined
        throw error
      }
    },
    async disconnect() {
      await call(provider, 'wallet_disconnect', null).catch(() => undefined)
    },
    async signMessage({ address, message, protocol }) {
      const result = parseSignature(
        await call(provider, 'signMessage', { address, message, protocol }),
      )
      if (!result) throw new InvalidWalletAnswerError('signMessage')
      return result
    },
    async sendTransfer({ recipients }) {
      const result = await call(provider, 'sendTransfer', {
        // sats-connect takes numbers; amounts were checked to be safe integers.
        recipients: recipients.map((r) => ({ address: r.address, amount: Number(r.amount) })),
      })
      const txid = parseTxid(result)
      if (!txid) throw new InvalidWalletAnswerError('sendTransfer')
      return txid
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const result = await call(provider, 'signPsbt', {
        psbt,
        signInputs,
        broadcast: broadcast ?? false,
      })
      const signed = parsePsbt(readOwn(result, 'psbt'))
      const txid = readOwn(result, 'txid') === undefined ? undefined : parseTxid(result)
      if (!signed || (broadcast && !txid)) throw new InvalidWalletAnswerError('signPsbt')
      return { psbt: signed, ...(txid ? { txid } : {}) }
    },
    async switchNetwork(name: BitcoinNetworkName) {
      await call(provider, 'wallet_changeNetwork', { name })
    },
    request: (method, params) => call(provider, method as Method, params),
    subscribe(listener) {
      if (typeof provider.addListener !== 'function') return () => {}
      const offs = (['accountChange', 'networkChange', 'disconnect'] as const).map((eventName) => {
        const off = provider.addListener?.({
          eventName,
          cb: (raw) => listener(toEvent(eventName, raw)),
        })
        return typeof off === 'function' ? (off as () => void) : () => {}
      })
      return () => {
        for (const off of offs) off()
      }
    },
  }
}

function toEvent(
  name: 'accountChange' | 'networkChange' | 'disconnect',
  raw: unknown,
): WalletEvent {
  if (name === 'disconnect') return { type: 'disconnect' }
  const addresses = parseAddresses(readOwn(raw, 'addresses'))
  if (name === 'accountChange') return { type: 'accountChange', addresses }
  return { type: 'networkChange', network: parseNetwork(raw), addresses }
}
