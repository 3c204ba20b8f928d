import type { Signer } from '@polkadot/api/types'
import { UnsupportedMethodError } from '@portico/core'
import type { SignRaw } from '../signing/sign-message.js'

/** What the adapter needs from a connected wallet (an extension, or a WalletConnect session). */
export interface WalletSession {
  connectorId: string
  /** The wallet's accounts as it reports them (parsed by `parseExtensionAccounts`). */
  getAccounts(): Promise<unknown>
  /** Account list changes; returns the unsubscribe function. */
  subscribeAccounts(callback: (accounts: unknown) => void): () => void
  signRaw: SignRaw
  /** The signer @polkadot/api signs transactions through (`signPayload`). */
  signer: Signer
  /** The wallet's API object for the host app (`getProvider`). */
  provider: unknown
  /** The user disconnects: ends the wallet-side session where there is one (WalletConnect). */
  disconnect(): Promise<void>
  /** The adapter lets go of the session (replaced, destroyed); the wallet keeps it. */
  close(): Promise<void>
}

const fn = (object: unknown, key: string): ((...args: unknown[]) => unknown) | undefined => {
  if (typeof object !== 'object' || object === null) return undefined
  const value = Reflect.get(object, key)
  return typeof value === 'function'
    ? (value as (...args: unknown[]) => unknown).bind(object)
    : undefined
}

/**
 * The session over what an extension's `enable(origin)` resolved (the polkadot-js extension
 * API: `accounts.get/subscribe`, `signer.signRaw/signPayload`), checked where it enters.
 */
export function extensionSession(connectorId: string, injected: unknown): WalletSession {
  const accounts =
    typeof injected === 'object' && injected !== null
      ? Reflect.get(injected, 'accounts')
      : undefined
  const signerObject =
    typeof injected === 'object' && injected !== null ? Reflect.get(injected, 'signer') : undefined
  const get = fn(accounts, 'get')
  if (!get) throw new UnsupportedMethodError({ details: 'The extension has no accounts.get.' })
  const subscribe = fn(accounts, 'subscribe')
  const signRaw = fn(signerObject, 'signRaw')
  const signPayload = fn(signerObject, 'signPayload')
  const unsupported = (method: string) => () =>
    Promise.reject(
      new UnsupportedMethodError({ details: `The extension has no signer.${method}.` }),
    )
  const signer: Signer = {
    signPayload: (signPayload ?? unsupported('signPayload')) as NonNullable<Signer['signPayload']>,
    signRaw: (signRaw ?? unsupported('signRaw')) as NonNullable<Signer['signRaw']>,
  }
  return {
    connectorId,
    getAccounts: () => Promise.resolve(get()),
    subscribeAccounts(callback) {
      if (!subscribe) return () => {}
      const off = subscribe((list: unknown) => callback(list))
      return typeof off === 'function' ? () => void off() : () => {}
    },
    signRaw: (signRaw ?? unsupported('signRaw')) as SignRaw,
    signer,
    provider: injected,
    disconnect: async () => {},
    close: async () => {},
  }
}
