import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { InvalidWalletAnswerError } from '../errors/invalid-wallet-answer-error.js'
import { type BitcoinNetworkName, standardChainOf } from '../networks/bitcoin-network-names.js'
import { base64ToBytes, bytesToBase64 } from './base64-bytes.js'
import type {
  AddressPurpose,
  BitcoinWallet,
  WalletAccounts,
  WalletAddress,
} from './bitcoin-wallet.js'
import { parsePsbt, parseTxid, readOwn } from './wallet-values.js'

// Feature names of the Bitcoin Wallet Standard (github.com/ExodusMovement/bitcoin-wallet-standard).
export const BITCOIN_CONNECT = 'bitcoin:connect'
const SIGN_MESSAGE = 'bitcoin:signMessage'
const SIGN_TRANSACTION = 'bitcoin:signTransaction'
const SIGN_AND_SEND = 'bitcoin:signAndSendTransaction'
/** Wallets reached through sats-connect too expose their provider here (Xverse, Magic Eden). */
export const SATS_CONNECT_FEATURE = 'sats-connect:'

type Method = (...args: never[]) => Promise<unknown>

function featureMethod(wallet: Wallet, feature: string, method: string): Method | undefined {
  const fn = readOwn(wallet.features[feature as `${string}:${string}`], method)
  return typeof fn === 'function' ? (fn as Method) : undefined
}

/** Whether a Wallet Standard wallet speaks Bitcoin (`bitcoin:connect`). */
export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  return featureMethod(wallet, BITCOIN_CONNECT, 'connect') !== undefined
}

/**
 * A Taproot address's shape (witness v1, a 32-byte program: `bc1p`, `tb1p` or `bcrt1p` and 58
 * bech32 characters). Only a shape: the purpose is a guess, and every address is then checked in
 * full (checksum, network) by the address codec, which the page's start-up does not carry.
 */
const TAPROOT_SHAPE = /^(bc|tb|bcrt)1p[ac-hj-np-z02-9]{58}$/i

/** Ordinals live on Taproot addresses; everything else a wallet hands out is for payments. */
function guessPurpose(address: string): AddressPurpose {
  return TAPROOT_SHAPE.test(address) ? 'ordinals' : 'payment'
}

function toAddresses(accounts: unknown, purposes?: readonly AddressPurpose[]): WalletAddress[] {
  if (!Array.isArray(accounts) || accounts.length > 20)
    throw new InvalidWalletAnswerError('bitcoin:connect')
  const byOrder = purposes && accounts.length === purposes.length
  return accounts.map((account: unknown, i) => {
    const address = readOwn(account, 'address')
    if (typeof address !== 'string') throw new InvalidWalletAnswerError('bitcoin:connect')
    const key = readOwn(account, 'publicKey')
    return {
      address,
      purpose: byOrder ? (purposes[i] as AddressPurpose) : guessPurpose(address),
      ...(key instanceof Uint8Array && (key.length === 32 || key.length === 33)
        ? { publicKey: Array.from(key, (b) => b.toString(16).padStart(2, '0')).join('') }
        : {}),
    }
  })
}

/**
 * A {@link BitcoinWallet} over a Wallet Standard wallet with `bitcoin:connect`: connect asks for
 * the payment and ordinals purposes (accounts come back in that order), restore uses
 * `standard:connect` with `silent`, `bitcoin:signMessage` signs bytes, `bitcoin:signTransaction`
 * and `bitcoin:signAndSendTransaction` sign PSBTs, `standard:events` reports account changes. The
 * standard has no plain payment method: `sendTransfer` throws (the adapter builds a PSBT instead).
 */
export function createWalletStandardWallet(
  wallet: Wallet,
  chain: () => BitcoinNetworkName,
): BitcoinWallet {
  const purposes: AddressPurpose[] = ['payment', 'ordinals']
  const accountOf = (address: string): WalletAccount | undefined =>
    wallet.accounts.find((a) => a.address === address)
  const need = (feature: string, method: string): Method => {
    const fn = featureMethod(wallet, feature, method)
    if (!fn) throw Object.assign(new Error(`${feature} is not supported`), { code: -32601 })
    return fn
  }
  const current = (): WalletAccounts => ({
    addresses: toAddresses(wallet.accounts),
  })
  return {
    provider: wallet,
    async connect() {
      const connect = need(BITCOIN_CONNECT, 'connect') as (input: {
        purposes: AddressPurpose[]
      }) => Promise<unknown>
      const output = await connect({ purposes })
      return { addresses: toAddresses(readOwn(output, 'accounts'), purposes) }
    },
    async restore() {
      const silent = featureMethod(wallet, 'standard:connect', 'connect') as
        | ((input: { silent: boolean }) => Promise<unknown>)
        | undefined
      if (silent) await silent({ silent: true })
      return wallet.accounts.length > 0 ? current() : undefined
    },
    async disconnect() {
      const disconnect = featureMethod(wallet, 'standard:disconnect', 'disconnect')
      await disconnect?.().catch(() => undefined)
    },
    async signMessage({ address, message }) {
      const account = accountOf(address)
      if (!account) throw new InvalidWalletAnswerError('bitcoin:signMessage')
      const sign = need(SIGN_MESSAGE, 'signMessage') as (input: {
        account: WalletAccount
        message: Uint8Array
      }) => Promise<unknown>
      const [output] = (await sign({
        account,
        message: new TextEncoder().encode(message),
      })) as unknown[]
      const signature = readOwn(output, 'signature')
      if (!(signature instanceof Uint8Array) || signature.length === 0 || signature.length > 5000)
        throw new InvalidWalletAnswerError('bitcoin:signMessage')
      return { signature: bytesToBase64(signature) }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const inputsToSign = Object.entries(signInputs).map(([address, indexes]) => {
        const account = accountOf(address)
        if (!account) throw new InvalidWalletAnswerError('bitcoin:signTransaction')
        return { account, signingIndexes: [...indexes] }
      })
      const input = { psbt: base64ToBytes(psbt), inputsToSign, chain: standardChainOf(chain()) }
      if (broadcast) {
        const send = need(SIGN_AND_SEND, 'signAndSendTransaction') as (
          i: typeof input,
        ) => Promise<unknown>
        const [output] = (await send(input)) as unknown[]
        const txid = parseTxid(output)
        if (!txid) throw new InvalidWalletAnswerError('bitcoin:signAndSendTransaction')
        // The standard answers only the txid of what it sent.
        return { psbt, txid }
      }
      const sign = need(SIGN_TRANSACTION, 'signTransaction') as (
        i: typeof input,
      ) => Promise<unknown>
      const [output] = (await sign(input)) as unknown[]
      const signed = readOwn(output, 'signedPsbt')
      const encoded = signed instanceof Uint8Array ? parsePsbt(bytesToBase64(signed)) : undefined
      if (!encoded) throw new InvalidWalletAnswerError('bitcoin:signTransaction')
      return { psbt: encoded }
    },
    async request(method, params) {
      const [feature, name] = method.split('.') as [string, string | undefined]
      return need(feature, name ?? '')(...([params] as never[]))
    },
    subscribe(listener) {
      const on = featureMethod(wallet, 'standard:events', 'on') as
        | ((event: 'change', fn: (properties: { accounts?: unknown }) => void) => () => void)
        | undefined
      if (!on) return () => {}
      return on('change', (properties) => {
        if (!('accounts' in properties)) return
        try {
          const addresses = toAddresses(properties.accounts)
          listener(
            addresses.length === 0 ? { type: 'disconnect' } : { type: 'accountChange', addresses },
          )
        } catch {
          listener({ type: 'accountChange', addresses: undefined })
        }
      })
    },
  }
}
