import type {
  AdapterEventMap,
  AdapterEventName,
  ChainAdapter,
  Unsubscribe,
} from '../adapter/chain-adapter.js'
import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
  updateAccount,
} from '../app-kit/kit-context.js'
import { familyRegistry } from '../families/family-registry.js'
import { applyChain } from '../networks/apply-chain.js'
import { applyApprovedNetworks } from '../networks/approved-networks.js'
import { toCaipAddress } from '../networks/network-resolution.js'
import { createPairing } from '../state/pairing.js'
import { initialTransactionsState } from '../state/transactions.js'
import type { AccountEntry } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import { handOffActive } from './active-handoff.js'
import { allConnectors } from './all-connectors.js'
import { setStatus } from './connection-status.js'
import { resetNamespace } from './reset-connection.js'
import { restoreConnections } from './restore-connections.js'
import { syncAccountDetails } from './sync-account-details.js'
import {
  isValidAccountAddress,
  isValidChainReference,
  MAX_REPORTED_ACCOUNTS,
  parseNetworksApproval,
  parseReportedEntries,
} from './wallet-values.js'

/** A pairing URI as WalletConnect builds it: `wc:` and no whitespace or control characters. */
const PAIRING_URI = /^wc:[^\s\p{Cc}]{1,2040}$/u

/**
 * Subscribe to one adapter's wallet events (SPEC §4 "after connect"). Every payload is outside
 * input and is checked first: a malformed chain id, account list, approval or pairing URI is
 * refused (a warning through `ctx.warn` when `debug` is on, and an ERROR event) and never reaches
 * state, so nothing like "Unknown network NaN" can be shown.
 */
export function watchAdapter(ctx: KitContext, adapter: ChainAdapter): Unsubscribe {
  const ns = adapter.namespace
  const status = () => ctx.state.get('connection')[ns]
  const refuse = (message: string, value: unknown) => {
    ctx.warn(message, value)
    // The value itself stays out of the event: events reach analytics and host listeners.
    ctx.emit('ERROR', { message, namespace: ns }, 'error')
  }
  // Each wallet event reaches subscribers as one change; a payload that is not even an object
  // is read as an empty one (and then refused by the field checks).
  const on = <E extends AdapterEventName>(
    event: E,
    fn: (payload: Partial<Record<keyof AdapterEventMap[E], unknown>>) => void,
  ) =>
    adapter.on(event, (payload) =>
      ctx.state.batch(() => fn(typeof payload === 'object' && payload !== null ? payload : {})),
    )
  const offs = [
    on('accountsChanged', ({ accounts, entries }) => {
      if (status() !== 'connected') return
      if (
        !Array.isArray(accounts) ||
        accounts.length > MAX_REPORTED_ACCOUNTS ||
        !accounts.every((a) => isValidAccountAddress(adapter, a))
      ) {
        refuse('Ignored a malformed account from the wallet', accounts)
        return
      }
      changeAccounts(ctx, ns, accounts as string[], parseReportedEntries(adapter, entries))
    }),
    on('chainChanged', ({ chainId }) => {
      if (status() !== 'connected') return
      if (!isValidChainReference(ns, chainId)) {
        refuse('Ignored a malformed chain id from the wallet', chainId)
        return
      }
      if (String(networkStateOf(ctx, ns)?.caipNetwork?.id) === String(chainId)) return
      applyChain(ctx, ns, chainId)
      ctx.emit('SWITCH_NETWORK', { network: `${ns}:${chainId}` })
      void syncAccountDetails(ctx, ns)
    }),
    on('networksApproved', (payload) => {
      if (status() === 'disconnected') return
      const approval = parseNetworksApproval(ns, payload)
      if (!approval) {
        refuse('Ignored malformed approved networks from the wallet', payload)
        return
      }
      applyApprovedNetworks(ctx, ns, approval)
    }),
    on('disconnect', () => {
      if (status() === 'disconnected') return
      resetNamespace(ctx, ns)
      handOffActive(ctx)
      ctx.emit('DISCONNECT_SUCCESS', { namespaces: [ns], reason: 'wallet' })
    }),
    on('connected', ({ connectorId }) => {
      if (status() !== 'disconnected') return
      if (typeof connectorId !== 'string' || connectorId === '') {
        refuse('Ignored a malformed connector id from the wallet', connectorId)
        return
      }
      adoptConnection(ctx, ns, connectorId)
    }),
    on('displayUri', ({ uri }) => {
      if (typeof uri !== 'string' || !PAIRING_URI.test(uri)) {
        refuse('Ignored a malformed pairing URI from the wallet', uri)
        return
      }
      ctx.state.set('pairing', createPairing(uri, ctx.clock.now()))
    }),
    on('connectorsChanged', () => {
      ctx.state.set('connectors', allConnectors(ctx))
    }),
  ]
  return () => {
    for (const off of offs) off()
  }
}

/**
 * A connection the app made itself (see the adapter event `connected`) restored as at start: the
 * namespace is `connecting` meanwhile, and a connector the kit does not offer ends disconnected.
 */
function adoptConnection(ctx: KitContext, ns: ChainNamespace, connectorId: string): void {
  setStatus(ctx, ns, 'connecting')
  void restoreConnections(ctx, [{ namespace: ns, connectorId }]).then(() => {
    if (!ctx.destroyed() && ctx.state.get('connection')[ns] === 'connected')
      ctx.emit('CONNECT_SUCCESS', { connectorId, namespace: ns })
  })
}

/** SPEC §4: an account change resyncs address, balance and identity; an empty list disconnects. */
function changeAccounts(
  ctx: KitContext,
  ns: ChainNamespace,
  accounts: string[],
  entries: readonly AccountEntry[] | undefined,
): void {
  const [address] = accounts
  if (address === undefined) {
    resetNamespace(ctx, ns)
    handOffActive(ctx)
    ctx.emit('DISCONNECT_SUCCESS', { namespaces: [ns], reason: 'accountsChanged' })
    return
  }
  const chainId = networkStateOf(ctx, ns)?.caipNetwork?.id
  const before = accountOf(ctx, ns)?.address
  updateAccount(ctx, ns, (account) => ({
    ...account,
    address,
    caipAddress: chainId !== undefined ? toCaipAddress(ns, chainId, address) : account.caipAddress,
    allAccounts: accounts.map(
      (a) =>
        entries?.find((e) => e.address === a) ??
        account.allAccounts.find((e) => e.address === a) ?? {
          address: a,
          // SPEC §6 defaults: the family's first account type (a bip122 account is a payment one).
          type: familyRegistry[ns].accountTypes[0],
        },
    ),
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    tokenBalance: [],
  }))
  // The history was the previous account's: it is fetched again for this one.
  if (before !== address && ns === activeNamespaceOf(ctx))
    ctx.state.set('transactions', initialTransactionsState())
  void syncAccountDetails(ctx, ns)
}
