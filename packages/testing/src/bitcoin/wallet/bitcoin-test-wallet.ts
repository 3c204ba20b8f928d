// Browser-safe: one Bitcoin test wallet (payment P2WPKH + ordinals P2TR on real keys) reachable as a
// sats-connect provider and as a Wallet Standard wallet, with one authorization, mode and log.
import type { Wallet } from '@wallet-standard/base'
import { promptMode, type SetModeOptions } from '../../wallet/prompt-mode.js'
import { createEsploraClient, type EsploraClient } from './esplora-client.js'
import {
  authorizedMethods,
  promptingMethods,
  runSatsConnectMethod,
  type SatsConnectContext,
} from './sats-connect-methods.js'
import { createBitcoinStandardWallet } from './standard-wallet.js'
import { BitcoinWalletError, bitcoinWalletErrors, satsConnectErrorCodes } from './wallet-error.js'
import { type BitcoinTestAccount, bitcoinTestAccounts } from './wallet-keys.js'

export type BitcoinTestWalletMode = 'approve' | 'reject' | 'hang'
/** Which door a request came through. */
export type BitcoinWalletTransport = 'sats-connect' | 'wallet-standard' | 'walletconnect'

export interface BitcoinTestWalletRequest {
  method: string
  params: unknown
  via: BitcoinWalletTransport
}

export interface BitcoinTestWalletInfo {
  name: string
  /** A data: URI image. */
  icon: string
  /**
   * sats-connect provider id: the dotted `window` path of the provider (as Xverse's
   * `XverseProviders.BitcoinProvider`), listed in `window.btc_providers`. The Wallet Standard wallet
   * carries the same provider under its `sats-connect:` feature, so a kit can show the wallet once.
   */
  providerId: string
}

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#c2410c"/><path d="M34 26h20a11 11 0 0 1 3 21.6A12 12 0 0 1 54 70H34zm8 8v10h11a5 5 0 0 0 0-10zm0 17v11h12a5.5 5.5 0 0 0 0-11z" fill="#fff"/></svg>'

export const defaultBitcoinTestWalletInfo: BitcoinTestWalletInfo = {
  name: 'Portico Bitcoin Test Wallet',
  icon: `data:image/svg+xml,${encodeURIComponent(iconSvg)}`,
  providerId: 'PorticoBitcoinTestWallet.BitcoinProvider',
}

/** sats-connect's JSON-RPC response envelope. */
export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** sats-connect wallet events (`accountChange`, `networkChange`, `disconnect`). */
export type SatsConnectEventName = 'accountChange' | 'networkChange' | 'disconnect'

/** The object sats-connect calls (`window.XverseProviders.BitcoinProvider`-style). */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  addListener(info: { eventName: SatsConnectEventName; cb: (event: unknown) => void }): () => void
}

export interface CreateBitcoinTestWalletOptions {
  /** Hex (or bytes) secp256k1 keys; see `bitcoinTestWalletKeys(seed)`. */
  paymentPrivateKey: string | Uint8Array
  ordinalsPrivateKey: string | Uint8Array
  /** The regtest node's Esplora-style REST URL (UTXOs, fee estimates, broadcast). */
  esploraUrl: string
  mode?: BitcoinTestWalletMode
  /** Start connected (as if the site had been approved before). Default false. */
  authorized?: boolean
  info?: Partial<BitcoinTestWalletInfo>
  fetch?: typeof fetch
  /** Remembers the site's authorization (e.g. in localStorage, so a reload reconnects silently). */
  persistence?: { load(): boolean | undefined; save(authorized: boolean): void }
}

export interface BitcoinTestWallet {
  readonly info: BitcoinTestWalletInfo
  readonly payment: BitcoinTestAccount
  readonly ordinals: BitcoinTestAccount
  readonly mode: BitcoinTestWalletMode
  /** How prompts are answered; `{ once: true }`: the next prompt only. */
  setMode(mode: BitcoinTestWalletMode, options?: SetModeOptions): void
  /** Every request received, in order, from any transport. */
  readonly requests: readonly BitcoinTestWalletRequest[]
  readonly authorized: boolean
  /** Runs a sats-connect method as the user would answer it (mode, authorization); throws `BitcoinWalletError`. */
  request(method: string, params?: unknown, via?: BitcoinWalletTransport): Promise<unknown>
  readonly provider: SatsConnectProvider
  readonly standardWallet: Wallet
  /** Wallet-side disconnect: forgets the site and emits `disconnect` / a Wallet Standard change. */
  disconnect(): void
  readonly esplora: EsploraClient
}

/**
 * Creates the Bitcoin test wallet.
 *
 * @example
 * const wallet = createBitcoinTestWallet({ ...bitcoinTestWalletKeys(), esploraUrl: chain.esploraUrl })
 * await chain.faucet(wallet.payment.address, 100_000)
 * const res = await wallet.provider.request('sendTransfer', { recipients: [{ address, amount: 1000 }] })
 */
export function createBitcoinTestWallet(
  options: CreateBitcoinTestWalletOptions,
): BitcoinTestWallet {
  const info = { ...defaultBitcoinTestWalletInfo, ...options.info }
  const { payment, ordinals } = bitcoinTestAccounts(
    options.paymentPrivateKey,
    options.ordinalsPrivateKey,
  )
  const esplora = createEsploraClient(options.esploraUrl, options.fetch)
  const mode = promptMode<BitcoinTestWalletMode>(options.mode ?? 'approve')
  let authorized = options.authorized ?? options.persistence?.load() ?? false
  const requests: BitcoinTestWalletRequest[] = []
  const listeners = new Set<{ eventName: SatsConnectEventName; cb: (event: unknown) => void }>()
  const onAuthorization = new Set<() => void>()

  const emit = (eventName: SatsConnectEventName, event: unknown) => {
    for (const listener of [...listeners]) if (listener.eventName === eventName) listener.cb(event)
  }
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return
    authorized = value
    options.persistence?.save(value)
    if (!value) emit('disconnect', { type: 'disconnect' })
    for (const cb of [...onAuthorization]) cb()
  }
  const ctx: SatsConnectContext = {
    walletId: `portico-test-${payment.publicKey.slice(2, 18)}`,
    payment,
    ordinals,
    esplora,
    authorize: () => setAuthorized(true),
    deauthorize: () => setAuthorized(false),
  }

  async function request(
    method: string,
    params?: unknown,
    via: BitcoinWalletTransport = 'sats-connect',
  ) {
    requests.push({ method, params, via })
    // A WalletConnect session is its own authorization (the session approval).
    if (via !== 'walletconnect' && authorizedMethods.has(method) && !authorized) {
      throw bitcoinWalletErrors.accessDenied()
    }
    if (promptingMethods.has(method)) {
      const answer = mode.take()
      if (answer === 'reject') throw bitcoinWalletErrors.userRejected()
      // A wallet whose popup the user never answers.
      if (answer === 'hang') return new Promise<never>(() => {})
    }
    return runSatsConnectMethod(ctx, method, params)
  }

  let nextId = 0
  const provider: SatsConnectProvider = {
    async request(method, params) {
      const id = `portico-${++nextId}`
      try {
        return { jsonrpc: '2.0', id, result: await request(method, params, 'sats-connect') }
      } catch (error) {
        const code =
          error instanceof BitcoinWalletError ? error.code : satsConnectErrorCodes.internalError
        const message = error instanceof Error ? error.message : String(error)
        return { jsonrpc: '2.0', id, error: { code, message } }
      }
    },
    addListener(listener) {
      const entry = { ...listener }
      listeners.add(entry)
      return () => {
        listeners.delete(entry)
      }
    },
  }

  const standardWallet = createBitcoinStandardWallet({
    info,
    payment,
    ordinals,
    provider,
    request: (method, params) => request(method, params, 'wallet-standard'),
    isAuthorized: () => authorized,
    onAuthorizationChange(cb) {
      onAuthorization.add(cb)
      return () => onAuthorization.delete(cb)
    },
  })
  return {
    info,
    payment,
    ordinals,
    get mode() {
      return mode.current
    },
    setMode(next, modeOptions) {
      mode.set(next, modeOptions)
    },
    requests,
    get authorized() {
      return authorized
    },
    request,
    provider,
    standardWallet,
    disconnect: () => setAuthorized(false),
    esplora,
  }
}
