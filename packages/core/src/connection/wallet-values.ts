import type {
  AdapterConnection,
  AdapterEventMap,
  ApprovedNetworks,
  ChainAdapter,
} from '../adapter/chain-adapter.js'
import * as Caip2 from '../caip/caip2.js'
import { InvalidAddressError, InvalidCaip2NetworkIdError } from '../errors/caip-errors.js'
import { printableValue } from '../errors/printable-value.js'
import { cleanAccountName } from '../rules/outside-data.js'
import type { AccountEntry } from '../types/account.js'
import type { AccountType, CaipNetworkId, ChainNamespace } from '../types/chain.js'

/*
 * Values a wallet reports (through its adapter) are outside input: a hostile or broken wallet
 * sends anything. They are checked here, where they enter core, and a refused one never reaches
 * state or the screen.
 */

/** More network ids than any real session approves: a larger list is refused, not stored. */
export const MAX_REPORTED_NETWORKS = 500
/** More accounts than any wallet exposes: a larger list is refused, not stored. */
export const MAX_REPORTED_ACCOUNTS = 500

const ACCOUNT_TYPES: readonly AccountType[] = ['smartAccount', 'eoa', 'payment', 'ordinal']

/**
 * A chain reference a wallet reported, checked against its namespace's CAIP-2 profile (eip155:
 * canonical decimal; a number must be a safe integer). `NaN`, `Infinity`, `'0xZZ'`, `''` and
 * objects are refused, so "Unknown network NaN" can never be shown.
 *
 * @example
 * isValidChainReference('eip155', 10) // true
 * isValidChainReference('eip155', Number.NaN) // false
 */
export function isValidChainReference(
  namespace: ChainNamespace,
  chainId: unknown,
): chainId is number | string {
  if (typeof chainId === 'number') {
    if (!Number.isSafeInteger(chainId) || chainId < 0) return false
  } else if (typeof chainId !== 'string') {
    return false
  }
  return Caip2.validate(`${namespace}:${chainId}`, { checkReference: true })
}

/**
 * An address a wallet reported, checked for its namespace by the adapter's address codec
 * (`validateAddress`; `undefined` = unknown format, kept).
 */
export function isValidAccountAddress(
  adapter: Pick<ChainAdapter, 'validateAddress'>,
  address: unknown,
): address is string {
  if (typeof address !== 'string') return false
  return adapter.validateAddress(address) !== false
}

function isAccountEntry(
  adapter: Pick<ChainAdapter, 'namespace' | 'validateAddress'>,
  entry: unknown,
): entry is AccountEntry {
  if (typeof entry !== 'object' || entry === null) return false
  const { address, type, name } = entry as { address?: unknown; type?: unknown; name?: unknown }
  return (
    isValidAccountAddress(adapter, address) &&
    ACCOUNT_TYPES.includes(type as AccountType) &&
    (name === undefined || typeof name === 'string')
  )
}

/**
 * The `entries` of an `accountsChanged` event, checked like a connection's accounts (bounded, valid
 * addresses and types, names cleaned), or `undefined` when absent or malformed (core then keeps
 * what it knew).
 */
export function parseReportedEntries(
  adapter: Pick<ChainAdapter, 'namespace' | 'validateAddress'>,
  value: unknown,
): AccountEntry[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_REPORTED_ACCOUNTS) return undefined
  if (!value.every((entry) => isAccountEntry(adapter, entry))) return undefined
  return value.map(accountEntry)
}

/** An account entry as state keeps it: address and type, and a cleaned name when it has one. */
function accountEntry(entry: AccountEntry): AccountEntry {
  const name = entry.name === undefined ? undefined : cleanAccountName(entry.name)
  return name
    ? { address: entry.address, type: entry.type, name }
    : { address: entry.address, type: entry.type }
}

/** A session topic as WalletConnect makes them: 64 hex characters (other wallets: a short id). */
const SESSION_TOPIC = /^[\w.:-]{1,128}$/

/** CAIP-2 ids of known namespaces with a valid reference, or `undefined` when any is malformed. */
function checkedNetworkIds(value: unknown): CaipNetworkId[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_REPORTED_NETWORKS) return undefined
  const ids: CaipNetworkId[] = []
  for (const id of value) {
    if (!Caip2.validate(id, { checkReference: true })) return undefined
    ids.push(id)
  }
  return ids
}

/** Approved networks after {@link parseApprovedNetworks}: well-formed ids of one namespace. */
export interface CheckedApprovedNetworks extends ApprovedNetworks {
  caipNetworkIds: CaipNetworkId[]
}

/**
 * The networks a wallet approved, checked: `caipNetworkIds` well-formed CAIP-2 ids (those of
 * `namespace` kept) and `supportsAllNetworks` a boolean. `undefined` when malformed.
 */
export function parseApprovedNetworks(
  namespace: ChainNamespace,
  value: unknown,
): CheckedApprovedNetworks | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { caipNetworkIds, supportsAllNetworks } = value as Record<string, unknown>
  const ids = checkedNetworkIds(caipNetworkIds)
  if (!ids || typeof supportsAllNetworks !== 'boolean') return undefined
  return {
    caipNetworkIds: ids.filter((id) => id.startsWith(`${namespace}:`)),
    supportsAllNetworks,
  }
}

/**
 * The chain ids where the account is a smart account (from the wallet's capabilities), checked:
 * CAIP-2 ids; those of the adapter's own namespace with a numeric reference become chain ids (the
 * others name no network of this account). `undefined` when malformed.
 */
export function parseSmartAccountNetworks(
  value: unknown,
  own: ChainNamespace,
): number[] | undefined {
  const ids = checkedNetworkIds(value)
  if (!ids) return undefined
  return ids.flatMap((id) => {
    const { namespace, reference } = Caip2.parse(id)
    const chainId = Number(reference)
    return namespace === own && Number.isSafeInteger(chainId) ? [chainId] : []
  })
}

/** A `networksApproved` event's payload, checked (see {@link parseApprovedNetworks}). */
export interface CheckedNetworksApproval {
  approved: CheckedApprovedNetworks
  /** Absent when the event did not report smart-account networks (the known ones are kept). */
  smartAccountNetworks: number[] | undefined
}

/** Checks a `networksApproved` payload; `undefined` when any part is malformed. */
export function parseNetworksApproval(
  namespace: ChainNamespace,
  payload: AdapterEventMap['networksApproved'] | unknown,
): CheckedNetworksApproval | undefined {
  const approved = parseApprovedNetworks(namespace, payload)
  if (!approved) return undefined
  const reported = (payload as { smartAccountNetworks?: unknown }).smartAccountNetworks
  if (reported === undefined) return { approved, smartAccountNetworks: undefined }
  const smartAccountNetworks = parseSmartAccountNetworks(reported, namespace)
  return smartAccountNetworks ? { approved, smartAccountNetworks } : undefined
}

/** A connection whose outside values were checked; see {@link checkConnection}. */
export interface CheckedConnection extends AdapterConnection {
  approvedNetworks?: CheckedApprovedNetworks
  /** Chain ids of `smartAccountNetworks`, parsed. */
  smartAccountChainIds: number[]
}

/**
 * Checks what `connect` / `reconnect` reported before it reaches state. A malformed address or
 * chain id refuses the connection ("Invalid address" / "Invalid CAIP-2 network id"); malformed
 * extra accounts, approved networks or smart-account networks are dropped and reported through
 * `warn` (the connection itself is still usable without them).
 */
export function checkConnection(
  adapter: Pick<ChainAdapter, 'namespace' | 'validateAddress'>,
  connection: AdapterConnection,
  warn: (message: string, details?: unknown) => void,
): CheckedConnection {
  if (!isValidAccountAddress(adapter, connection.address)) {
    throw new InvalidAddressError(printableValue(connection.address).slice(0, 100))
  }
  if (!isValidChainReference(adapter.namespace, connection.chainId)) {
    throw new InvalidCaip2NetworkIdError({ details: 'The wallet reported a malformed chain id.' })
  }
  const reportedAccounts: unknown[] = Array.isArray(connection.accounts) ? connection.accounts : []
  const accounts = reportedAccounts
    .filter((entry) => isAccountEntry(adapter, entry))
    .map(accountEntry)
  if (
    accounts.length !== reportedAccounts.length ||
    !Array.isArray(connection.accounts) ||
    accounts.length > MAX_REPORTED_ACCOUNTS
  )
    warn('Refused malformed accounts from the wallet', connection.accounts)

  const { approvedNetworks, smartAccountNetworks, sessionTopic, ...rest } = connection
  const checked: CheckedConnection = {
    ...rest,
    accounts: accounts.slice(0, MAX_REPORTED_ACCOUNTS),
    smartAccountChainIds: [],
  }
  if (sessionTopic !== undefined) {
    if (typeof sessionTopic === 'string' && SESSION_TOPIC.test(sessionTopic))
      checked.sessionTopic = sessionTopic
    else warn('Refused a malformed session topic from the wallet', sessionTopic)
  }
  if (approvedNetworks !== undefined) {
    const approved = parseApprovedNetworks(adapter.namespace, approvedNetworks)
    if (approved) checked.approvedNetworks = approved
    else warn('Refused malformed approved networks from the wallet', approvedNetworks)
  }
  if (smartAccountNetworks !== undefined) {
    const chainIds = parseSmartAccountNetworks(smartAccountNetworks, adapter.namespace)
    if (chainIds) checked.smartAccountChainIds = chainIds
    else warn('Refused malformed smart-account networks from the wallet', smartAccountNetworks)
  }
  return checked
}
