import { FrameHandlerError } from '@portico/core/frame-protocol'
import { type AuthApi, AuthApiError, type ShareKind } from './auth-api.js'
import type { FrameSession } from './frame-session.js'
import {
  createWallet,
  type DeviceShareStore,
  type Share,
  shareFromBase64,
  shareToBase64,
  withPrivateKey,
} from './keys/index.js'

/** This device holds no share of the account's wallet: the user must give the recovery file. */
export class RecoveryNeededError extends FrameHandlerError {
  constructor() {
    super('UNKNOWN', 'This device needs the recovery file of the wallet')
  }
}

/** The wallet of the signed-in user on this device: its address and the two shares that sign. */
export interface OpenedWallet {
  address: `0x${string}`
  shares: readonly [Share, Share]
}

export interface FrameWalletOptions {
  api: AuthApi
  session: FrameSession
  store: DeviceShareStore
  /**
   * Escrow the recovery share with apps/api for new wallets (email-only recovery on a new
   * device: apps/api releases it only after an email login). Opt-in: with it the operator
   * holding both server keys could rebuild a key.
   */
  recoveryEscrow: boolean
}

/**
 * Opens the user's wallet after login: creates it on the first login (device share kept in this
 * origin's IndexedDB, auth share sent to apps/api, recovery share escrowed when chosen); on a
 * known device takes the stored share and the auth share; on a new device rebuilds from the auth
 * share and the escrowed recovery share (after an email login only; else, as without escrow, the
 * recovery file), checks they make the account's address, and keeps the recovery share as this
 * device's share (no re-split: other devices keep working).
 *
 * @example
 * const wallet = createFrameWallet({ api, session, store, recoveryEscrow: true })
 * const { address } = await wallet.open()
 */
export function createFrameWallet(options: FrameWalletOptions) {
  const { api, session, store } = options
  let opened: Promise<OpenedWallet> | undefined

  /** Runs a key call with a fresh token, refreshing once when the server wants a fresher one. */
  async function fresh<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = await session.accessToken()
    if (!token)
      throw new FrameHandlerError('NOT_CONNECTED', 'Session expired. Please sign in again')
    try {
      return await call(token)
    } catch (error) {
      if (!(error instanceof AuthApiError) || error.code !== 'SESSION_STALE') throw error
      const renewed = await session.refreshNow()
      if (!renewed)
        throw new FrameHandlerError('NOT_CONNECTED', 'Session expired. Please sign in again')
      return call(renewed)
    }
  }

  /** The recovery share of a wallet made in this session, until the user saved it (memory only). */
  let pendingRecovery: Share | undefined

  const getShare = async (kind: ShareKind) =>
    shareFromBase64((await fresh((token) => api.getShare(token, kind))).share)

  async function open(): Promise<OpenedWallet> {
    const current = session.current()
    if (!current)
      throw new FrameHandlerError('NOT_CONNECTED', 'Session expired. Please sign in again')
    const { user } = current
    const known = user.wallets.find((wallet) => wallet.namespace === 'eip155')
    if (!known) {
      const { address, shares } = await createWallet()
      await store.save(user.userId, address, shares.device)
      const body = (share: Share) => ({
        namespace: 'eip155' as const,
        address,
        share: shareToBase64(share),
      })
      await fresh((token) => api.putShare(token, 'auth-share', body(shares.auth)))
      if (options.recoveryEscrow) {
        try {
          await fresh((token) => api.putShare(token, 'recovery-escrow', body(shares.recovery)))
        } catch (error) {
          // apps/api takes the escrow only from an email login (a social or Farcaster login could
          // have been started by a stranger): the wallet is made anyway, and the recovery file the
          // user saves next is its way back.
          if (!(error instanceof AuthApiError && error.code === 'LOGIN_METHOD_TOO_WEAK'))
            throw error
        }
      }
      pendingRecovery = shares.recovery
      return { address, shares: [shares.device, shares.auth] }
    }
    const address = known.address as `0x${string}`
    const auth = await getShare('auth-share')
    const stored = await store.load(user.userId)
    if (stored && stored.address.toLowerCase() === address.toLowerCase()) {
      return { address, shares: [stored.share, auth] }
    }
    if (!user.recoveryEscrow) throw new RecoveryNeededError()
    let recovery: Share
    try {
      recovery = await getShare('recovery-escrow')
    } catch (error) {
      // apps/api releases the escrow only after an email login (a social or Farcaster login
      // could have been started by a stranger): after one of those the recovery file restores.
      if (error instanceof AuthApiError && error.code === 'LOGIN_METHOD_TOO_WEAK') {
        throw new RecoveryNeededError()
      }
      throw error
    }
    await withPrivateKey([auth, recovery], address, () => true)
    await store.save(user.userId, address, recovery)
    return { address, shares: [recovery, auth] }
  }

  function openOnce(): Promise<OpenedWallet> {
    opened ??= open()
    const current = opened
    current.catch(() => {
      if (opened === current) opened = undefined
    })
    return current
  }

  const knownAddress = () =>
    session.current()?.user.wallets.find((wallet) => wallet.namespace === 'eip155')?.address as
      | `0x${string}`
      | undefined

  return {
    /** The wallet (opened once per session; a failure is not kept). */
    open: openOnce,
    /**
     * The account's address without rebuilding anything (a new device learns it before it holds
     * a share); on the first login this makes the wallet.
     */
    async address(): Promise<`0x${string}`> {
      return knownAddress() ?? (await openOnce()).address
    },
    /** Whether this device must be given the recovery file before it can sign. */
    async needsRecovery(): Promise<boolean> {
      try {
        await openOnce()
        return false
      } catch (error) {
        if (error instanceof RecoveryNeededError) return true
        throw error
      }
    },
    /**
     * Restores the wallet on this device from the user's recovery share: checked against the
     * auth share and the account's address (a file of another wallet or a damaged share is
     * refused), then kept as this device's share. No re-split: the other devices keep working.
     */
    async restore(share: Share): Promise<void> {
      const address = knownAddress()
      const user = session.current()?.user
      if (!address || !user)
        throw new FrameHandlerError('NOT_CONNECTED', 'Session expired. Please sign in again')
      const auth = await getShare('auth-share')
      await withPrivateKey([auth, share], address, () => true)
      await store.save(user.userId, address, share)
      opened = Promise.resolve({ address, shares: [share, auth] })
    },
    /**
     * A share for a recovery file: the recovery share of a wallet made in this session, or else
     * this device's share (with the server's share it rebuilds the wallet just as well).
     */
    async recoveryShare(): Promise<{ address: `0x${string}`; share: Share; fresh: boolean }> {
      const { address, shares } = await openOnce()
      return pendingRecovery
        ? { address, share: pendingRecovery, fresh: true }
        : { address, share: shares[0], fresh: false }
    },
    /** The user saved (or declined) the new wallet's recovery file: the share leaves memory. */
    recoveryHandled(): void {
      pendingRecovery?.fill(0)
      pendingRecovery = undefined
    },
    /** Whether new wallets escrow their recovery share with apps/api (the operator's choice). */
    recoveryEscrow: options.recoveryEscrow,
    /** Forgets the opened wallet (sign out); the device share stays for the next login. */
    close(): void {
      opened = undefined
      pendingRecovery = undefined
    },
  }
}

export type FrameWallet = ReturnType<typeof createFrameWallet>
