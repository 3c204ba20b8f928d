// The sats-connect methods the test wallet answers, by their sats-connect names and shapes
// (@sats-connect/core 0.10: getAccounts, getAddresses, signMessage, sendTransfer, signPsbt,
// getBalance, getInfo and the wallet_* permission/network methods).
import { base64 } from '@scure/base'
import { buildPayment, type PaymentRecipient } from './build-payment.js'
import type { EsploraClient } from './esplora-client.js'
import { type MessageSigningProtocol, signMessageWith } from './sign-message.js'
import { signPsbtWith } from './sign-psbt.js'
import { bitcoinWalletErrors } from './wallet-error.js'
import type { BitcoinAddressPurpose, BitcoinTestAccount } from './wallet-keys.js'

/** What the methods need from the wallet. */
export interface SatsConnectContext {
  walletId: string
  payment: BitcoinTestAccount
  ordinals: BitcoinTestAccount
  esplora: EsploraClient
  authorize(): void
  deauthorize(): void
}

/** Methods that prompt the user: `reject` / `hang` modes apply to them. */
export const promptingMethods: ReadonlySet<string> = new Set([
  'wallet_connect',
  'wallet_requestPermissions',
  'getAccounts',
  'getAddresses',
  'signMessage',
  'sendTransfer',
  'signPsbt',
])

/** Methods refused with ACCESS_DENIED (-32002) until the site is connected. */
export const authorizedMethods: ReadonlySet<string> = new Set([
  'signMessage',
  'sendTransfer',
  'signPsbt',
  'getBalance',
  'wallet_getAccount',
  'wallet_getCurrentPermissions',
])

type Params = Record<string, unknown>

function objectParams(params: unknown): Params {
  if (params === undefined || params === null) return {}
  if (typeof params !== 'object' || Array.isArray(params)) {
    throw bitcoinWalletErrors.invalidParams('params must be an object')
  }
  return params as Params
}

function purposesOf(value: unknown, fallback: BitcoinAddressPurpose[]): BitcoinAddressPurpose[] {
  if (value === undefined) return fallback
  if (!Array.isArray(value) || value.some((p) => typeof p !== 'string')) {
    throw bitcoinWalletErrors.invalidParams('purposes must be an array of strings')
  }
  // Stacks, Starknet and Spark purposes exist in sats-connect; this wallet has none of them.
  return value.filter((p): p is BitcoinAddressPurpose => p === 'payment' || p === 'ordinals')
}

/** sats-connect's address object. */
export function satsConnectAddress(account: BitcoinTestAccount) {
  return {
    address: account.address,
    publicKey: account.publicKey,
    purpose: account.purpose,
    addressType: account.addressType,
    walletType: 'software' as const,
  }
}

const NETWORK = {
  bitcoin: { name: 'Regtest' },
  stacks: { name: 'testnet' },
  spark: { name: 'regtest' },
}

function accountsFor(ctx: SatsConnectContext, purposes: BitcoinAddressPurpose[]) {
  return purposes.map((p) => satsConnectAddress(p === 'payment' ? ctx.payment : ctx.ordinals))
}

function accountByAddress(ctx: SatsConnectContext, address: unknown): BitcoinTestAccount {
  if (address === ctx.payment.address) return ctx.payment
  if (address === ctx.ordinals.address) return ctx.ordinals
  throw bitcoinWalletErrors.invalidParams(`address not in this wallet: ${String(address)}`)
}

function recipientsOf(value: unknown): PaymentRecipient[] {
  if (!Array.isArray(value)) throw bitcoinWalletErrors.invalidParams('recipients must be an array')
  return value.map((r) => {
    const item = objectParams(r)
    if (typeof item.address !== 'string' || typeof item.amount !== 'number') {
      throw bitcoinWalletErrors.invalidParams('each recipient needs { address, amount }')
    }
    return { address: item.address, amount: item.amount }
  })
}

const handlers: Record<string, (ctx: SatsConnectContext, params: Params) => Promise<unknown>> = {
  async getInfo() {
    return { version: '1.0.0', platform: 'web', methods: supportedSatsConnectMethods, supports: [] }
  },
  async wallet_connect(ctx, params) {
    if (params.network !== undefined && params.network !== 'Regtest') {
      throw bitcoinWalletErrors.invalidParams(`network ${String(params.network)}: only Regtest`)
    }
    ctx.authorize()
    const addresses = accountsFor(ctx, purposesOf(params.addresses, ['payment', 'ordinals']))
    return { id: ctx.walletId, addresses, walletType: 'software', network: NETWORK }
  },
  async wallet_requestPermissions(ctx) {
    ctx.authorize()
    return true
  },
  async wallet_getCurrentPermissions(ctx) {
    return [
      { type: 'account', resourceId: ctx.walletId, actions: { read: true } },
      { type: 'wallet', resourceId: 'wallet', actions: { readNetwork: true } },
    ]
  },
  async wallet_renouncePermissions(ctx) {
    ctx.deauthorize()
    return null
  },
  async wallet_disconnect(ctx) {
    ctx.deauthorize()
    return null
  },
  async wallet_getAccount(ctx) {
    const addresses = accountsFor(ctx, ['payment', 'ordinals'])
    return { id: ctx.walletId, addresses, walletType: 'software', network: NETWORK }
  },
  async wallet_getNetwork() {
    return NETWORK
  },
  async wallet_getWalletType() {
    return 'software'
  },
  async getAccounts(ctx, params) {
    ctx.authorize()
    return accountsFor(ctx, purposesOf(params.purposes, ['payment', 'ordinals']))
  },
  async getAddresses(ctx, params) {
    ctx.authorize()
    const addresses = accountsFor(ctx, purposesOf(params.purposes, ['payment', 'ordinals']))
    return { addresses, network: NETWORK }
  },
  async signMessage(ctx, params) {
    const account = accountByAddress(ctx, params.address)
    if (typeof params.message !== 'string') {
      throw bitcoinWalletErrors.invalidParams('message must be a string')
    }
    const protocol = params.protocol ?? 'BIP322'
    if (protocol !== 'BIP322' && protocol !== 'ECDSA') {
      throw bitcoinWalletErrors.invalidParams(`unknown protocol ${String(protocol)}`)
    }
    return signMessageWith(account, params.message, protocol as MessageSigningProtocol)
  },
  async sendTransfer(ctx, params) {
    const recipients = recipientsOf(params.recipients)
    const [utxos, feeRate] = await Promise.all([
      ctx.esplora.utxos(ctx.payment.address),
      ctx.esplora.feeRate('3', 2),
    ])
    const tx = buildPayment(ctx.payment, utxos, recipients, feeRate)
    return { txid: await ctx.esplora.broadcast(tx.hex) }
  },
  async signPsbt(ctx, params) {
    if (typeof params.psbt !== 'string')
      throw bitcoinWalletErrors.invalidParams('psbt must be base64')
    const signInputs = params.signInputs === undefined ? undefined : objectParams(params.signInputs)
    for (const indexes of Object.values(signInputs ?? {})) {
      if (!Array.isArray(indexes) || indexes.some((i) => typeof i !== 'number')) {
        throw bitcoinWalletErrors.invalidParams('signInputs maps addresses to input indexes')
      }
    }
    const tx = signPsbtWith(
      [ctx.payment, ctx.ordinals],
      params.psbt,
      signInputs as Record<string, number[]> | undefined,
    )
    const psbt = base64.encode(tx.toPSBT())
    if (params.broadcast !== true) return { psbt }
    if (!tx.isFinal)
      throw bitcoinWalletErrors.invalidParams('cannot broadcast: inputs left unsigned')
    return { psbt, txid: await ctx.esplora.broadcast(tx.hex) }
  },
  async getBalance(ctx) {
    const utxos = await ctx.esplora.utxos(ctx.payment.address)
    const sum = (list: typeof utxos) => list.reduce((total, u) => total + BigInt(u.value), 0n)
    const confirmed = sum(utxos.filter((u) => u.confirmed))
    const unconfirmed = sum(utxos.filter((u) => !u.confirmed))
    return {
      confirmed: confirmed.toString(),
      unconfirmed: unconfirmed.toString(),
      total: (confirmed + unconfirmed).toString(),
    }
  },
}

/** Every sats-connect method the test wallet answers. */
export const supportedSatsConnectMethods: readonly string[] = Object.keys(handlers)

/** Runs one method (modes and authorization are the caller's business). */
export function runSatsConnectMethod(
  ctx: SatsConnectContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  const handler = handlers[method]
  if (!handler) throw bitcoinWalletErrors.methodNotFound(method)
  return handler(ctx, objectParams(params))
}
