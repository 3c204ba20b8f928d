import type { Signer, SignerResult } from '@polkadot/api/types'
import type { AdapterContext, Network } from '@portico/core'
import { type AdapterWalletConnectOptions, pairSharedSession } from '@portico/core/adapter-kit'
import { type SharedWalletConnect, sharedWalletConnectClient } from '@portico/core/internal'
import type { WalletSession } from '../instance/wallet-session.js'
import { WALLETCONNECT_CONNECTOR } from './walletconnect-connector.js'
import type { UniversalProvider } from './walletconnect-provider.js'

type SignerPayloadJSON = Parameters<NonNullable<Signer['signPayload']>>[0]
type SignerPayloadRaw = Parameters<NonNullable<Signer['signRaw']>>[0]

/** The SS58 addresses of the session's `polkadot:<ref>:<address>` accounts on `caipNetworkId`. */
export function sessionAccounts(session: unknown, caipNetworkId: string): { address: string }[] {
  const namespaces = (session as { namespaces?: Record<string, unknown> } | undefined)?.namespaces
  const accounts = (namespaces?.polkadot as { accounts?: unknown } | undefined)?.accounts
  if (!Array.isArray(accounts)) return []
  const addresses = accounts
    .filter((a): a is string => typeof a === 'string')
    .map((a) => a.split(':'))
    .filter((parts) => parts.length === 3 && `${parts[0]}:${parts[1]}` === caipNetworkId)
    .map((parts) => parts[2] as string)
  return [...new Set(addresses)].map((address) => ({ address }))
}

function signatureOf(result: unknown): `0x${string}` {
  const signature = (result as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
    throw new TypeError('The wallet sent no signature')
  return signature as `0x${string}`
}

/**
 * Opens WalletConnect's `polkadot` namespace over the kit's one WalletConnect client (shared with
 * the other adapters through `AdapterContext.shared`): the restored session, or (unless `silent`)
 * a new one proposed with a pairing URI, under the kit's relay bound from the connect on (the
 * client's start waits for the relay as much as the proposal does: `relayTimeout` on the kit's
 * clock, then `RelayUnreachableError`; a retry before the URI waits for the same pairing) and
 * proposed again when the relay restarts while the QR is shown (core's `pairSharedSession`).
 * Undefined when silent and there is none. This module and the client load on the first
 * WalletConnect connect or restore. `walletConnect` is the adapter instance's: its retries join
 * its pairing.
 */
export async function openWalletConnectSession(
  walletConnect: {
    slot: SharedWalletConnect<UniversalProvider>
    options: AdapterWalletConnectOptions
  },
  context: AdapterContext,
  events: { onDisplayUri(uri: string): void; network(): Network },
  silent: boolean,
): Promise<WalletSession | undefined> {
  const { slot, options } = walletConnect
  const open = () =>
    sharedWalletConnectClient(slot, context.storage, options, async (init) =>
      (await import('./walletconnect-provider.js')).initUniversalProvider(init),
    )
  const client = silent
    ? await open()
    : await pairSharedSession(walletConnect, {
        clock: context.clock,
        timeout: options.relayTimeout,
        proposals: slot.namespaces,
        open,
        onDisplayUri: (uri) => events.onDisplayUri(uri),
      })
  return client.session ? walletConnectSession(client, events) : undefined
}

function walletConnectSession(
  client: UniversalProvider,
  events: { network(): Network },
): WalletSession {
  let nextId = 1
  const request = async (method: string, params: Record<string, unknown>) =>
    client.request({ method, params }, events.network().caipNetworkId)
  return {
    connectorId: WALLETCONNECT_CONNECTOR.id,
    getAccounts: async () => sessionAccounts(client.session, events.network().caipNetworkId),
    subscribeAccounts(callback) {
      const onUpdate = () =>
        callback(sessionAccounts(client.session, events.network().caipNetworkId))
      const onDelete = () => callback([])
      client.on('session_update', onUpdate)
      client.on('session_delete', onDelete)
      return () => {
        client.removeListener('session_update', onUpdate)
        client.removeListener('session_delete', onDelete)
      }
    },
    signRaw: async (raw: SignerPayloadRaw): Promise<SignerResult> => {
      // The wallet wraps the bytes in <Bytes>…</Bytes> itself, as extensions do.
      const result = await request('polkadot_signMessage', {
        address: raw.address,
        message: raw.data,
      })
      return { id: nextId++, signature: signatureOf(result) }
    },
    signer: {
      signPayload: async (payload: SignerPayloadJSON): Promise<SignerResult> => {
        const result = await request('polkadot_signTransaction', {
          address: payload.address,
          transactionPayload: payload,
        })
        return { id: nextId++, signature: signatureOf(result) }
      },
    },
    provider: client,
    async disconnect() {
      if (client.session) await client.disconnect()
    },
    close: async () => {},
  }
}
