import type { Signer } from '@polkadot/api/types'
import { type ScopedClock, withTimeout } from '@portico/core/adapter-kit'
import { act } from '../errors/to-portico-error.js'

/** The instance's wallet requests, each bounded in time (see {@link createWalletRequests}). */
export interface WalletRequests {
  /** Runs one wallet request: `WalletRequestTimeoutError` when unanswered, core's typed errors. */
  ask<T>(method: string, run: () => Promise<T>): Promise<T>
  /** The same signer with every prompt bounded (transactions are signed through it). */
  signer(signer: Signer): Signer
}

/**
 * Wallet requests with the kit's request timeout: an extension (or WalletConnect wallet) that never
 * answers `enable`, `accounts.get` or a signing prompt fails with the one timeout error instead of
 * hanging the kit. The timers run on the instance's scoped clock, so none outlives `destroy()`.
 *
 * @example
 * const requests = createWalletRequests(clock, DEFAULT_REQUEST_TIMEOUT)
 * const injected = await requests.ask('enable', () => entry.enable(origin))
 */
export function createWalletRequests(clock: ScopedClock, timeout: number): WalletRequests {
  const timed = <T>(method: string, promise: Promise<T>) =>
    withTimeout(promise, { clock, timeout, method })
  return {
    ask: (method, run) => act(() => timed(method, run())),
    signer(signer) {
      const { signPayload, signRaw } = signer
      return {
        ...signer,
        ...(signPayload && {
          signPayload: (payload) => timed('signPayload', signPayload(payload)),
        }),
        ...(signRaw && { signRaw: (raw) => timed('signRaw', signRaw(raw)) }),
      }
    },
  }
}
