import type { AdapterConnection, Clock } from '@portico/core'
import { withTimeout } from '@portico/core/adapter-kit'
import type { Connector as WagmiConnector } from '@wagmi/core'
import { isEip1193Provider } from '../discovery/eip1193-provider.js'
import {
  parseCapabilities,
  sessionNetworks,
  smartAccountNetworks,
  type WalletCapabilities,
} from '../wallet-values/parse-wallet-values.js'

export type ApprovedNetworks = NonNullable<AdapterConnection['approvedNetworks']>
type Warn = (message: string, details?: unknown) => void
type Request = (request: { method: string; params?: readonly unknown[] }) => Promise<unknown>

/** How long a connect waits for `wallet_getCapabilities` before leaving smart accounts unknown. */
export const CAPABILITIES_WAIT_MS = 3_000

/** Injected and announced wallets switch to any chain they are asked for. */
export const ALL_NETWORKS: ApprovedNetworks = { caipNetworkIds: [], supportsAllNetworks: true }

/** The eip155 namespace of a WalletConnect provider's session, read defensively. */
function sessionNamespace(provider: unknown): unknown {
  if (provider === null || typeof provider !== 'object') return undefined
  const session = (provider as { session?: { namespaces?: Record<string, unknown> } }).session
  return session?.namespaces?.eip155
}

/**
 * The networks a WalletConnect session approved (its `eip155` namespace, as CAIP-2 ids), or
 * `undefined` when the session names none.
 */
export function walletConnectNetworks(provider: unknown): ApprovedNetworks | undefined {
  const ids = sessionNetworks(sessionNamespace(provider))
  return ids ? { caipNetworkIds: ids, supportsAllNetworks: false } : undefined
}

/**
 * What the wallet behind `connector` (whose provider is `provider`, `undefined` when it has none)
 * approved: a WalletConnect session lists its networks; any other eip155 wallet accepts every
 * network.
 */
export function approvedNetworks(connector: WagmiConnector, provider: unknown): ApprovedNetworks {
  if (connector.type !== 'walletConnect') return ALL_NETWORKS
  return walletConnectNetworks(provider) ?? { caipNetworkIds: [], supportsAllNetworks: false }
}

/**
 * `wallet_getCapabilities` for `address`, checked: a malformed answer is reported through `warn`
 * and read as `undefined`. Request errors (no such method, rejected) are thrown.
 */
export async function readCapabilities(
  request: Request,
  parameters: { address: string; warn: Warn },
): Promise<WalletCapabilities | undefined> {
  const answer = await request({ method: 'wallet_getCapabilities', params: [parameters.address] })
  const capabilities = parseCapabilities(answer)
  if (!capabilities) parameters.warn('Refused malformed capabilities from the wallet', answer)
  return capabilities
}

/**
 * CAIP-2 ids where the connected account is a smart account, from `wallet_getCapabilities` asked
 * of the connector's `provider`; `undefined` when there is no provider, or the wallet does not
 * answer (in time), or answers something malformed. Never throws: a connection does not depend on
 * it.
 */
export async function readSmartAccountNetworks(
  provider: unknown,
  parameters: { address: string; clock: Clock; warn: Warn },
): Promise<string[] | undefined> {
  try {
    if (!isEip1193Provider(provider)) return undefined
    const capabilities = await withTimeout(
      readCapabilities((r) => provider.request(r), parameters),
      { clock: parameters.clock, timeout: CAPABILITIES_WAIT_MS, method: 'wallet_getCapabilities' },
    )
    return capabilities ? smartAccountNetworks(capabilities) : undefined
  } catch {
    return undefined
  }
}
