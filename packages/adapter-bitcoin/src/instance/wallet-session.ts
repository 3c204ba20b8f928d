import type { AccountEntry, AccountType, AdapterConnection } from '@portico/core'
import type { AdapterEvents } from '@portico/core/adapter-kit'
import {
  type BitcoinAddressCodec,
  type CheckedWalletAddress,
  checkAddresses,
  toAccountEntries,
} from '../accounts/account-entries.js'
import { referenceOfName } from '../networks/bitcoin-network-names.js'
import type { BitcoinWallet, WalletAddress, WalletEvent } from '../wallets/bitcoin-wallet.js'

/** A connected wallet: its checked addresses on the network `reference`, and which one is active. */
export interface WalletSession {
  readonly connectorId: string
  readonly wallet: BitcoinWallet
  reference: string
  /** The address codec the session's addresses were checked with; later reports go through it. */
  readonly codec: BitcoinAddressCodec
  addresses: CheckedWalletAddress[]
  /** The account type the user chose (selectAccount) or the preferred one. */
  activeType: AccountType
  readonly unsubscribe: () => void
}

export interface SessionContext {
  emitter: AdapterEvents
  warn(message: string, details?: unknown): void
  /** Ends the session (the wallet disconnected). */
  end(): void
}

export function entriesOf(session: WalletSession): AccountEntry[] {
  return toAccountEntries(session.addresses, session.activeType)
}

/** The active address: the chosen type's, else the other one. */
export function activeAddress(session: WalletSession): string {
  return (entriesOf(session)[0] as AccountEntry).address
}

/**
 * Replaces the session's addresses with what the wallet now reports, checked against the
 * session's network; an empty list means the wallet disconnected (core resets on `[]`).
 */
export function applyAddresses(
  session: WalletSession,
  addresses: readonly WalletAddress[],
  context: SessionContext,
): void {
  if (addresses.length === 0) {
    context.end()
    context.emitter.emit('accountsChanged', { accounts: [] })
    return
  }
  const { accepted, refused } = checkAddresses(session.codec, addresses, session.reference)
  if (refused.length > 0) context.warn('Refused wallet addresses of another network', refused)
  if (accepted.length === 0) return
  session.addresses = accepted
  const entries = entriesOf(session)
  context.emitter.emit('accountsChanged', { accounts: entries.map((e) => e.address), entries })
}

/** Follows the wallet's account, network and disconnect events. */
export function handleWalletEvent(
  session: WalletSession,
  event: WalletEvent,
  context: SessionContext,
): void {
  if (event.type === 'disconnect') {
    context.end()
    context.emitter.emit('disconnect', {})
    return
  }
  if (event.type === 'networkChange' && event.network) {
    session.reference = referenceOfName(event.network)
    context.emitter.emit('chainChanged', { chainId: session.reference })
  }
  if (event.addresses) {
    applyAddresses(session, event.addresses, context)
    return
  }
  // Events without addresses: read them again (silently).
  session.wallet
    .restore()
    .then((accounts) => {
      if (accounts) applyAddresses(session, accounts.addresses, context)
    })
    .catch((error: unknown) =>
      context.warn('Could not read the wallet accounts after an event', error),
    )
}

/** The connection core receives, from a session. */
export function connectionOf(
  session: WalletSession,
  walletInfo: { name: string; icon?: string | undefined },
): AdapterConnection {
  const accounts = entriesOf(session)
  return {
    address: (accounts[0] as AccountEntry).address,
    accounts,
    chainId: session.reference,
    connectorId: session.connectorId,
    walletInfo: { name: walletInfo.name, ...(walletInfo.icon ? { icon: walletInfo.icon } : {}) },
  }
}
