// The WalletConnect chunk: reached only through import() from walletconnect-connector.ts, so an
// app's initial JS never contains the WalletConnect libraries.
import { initWalletConnectProvider, pairSharedSession } from '@portico/core/adapter-kit'
import {
  type SharedWalletConnect,
  sharedWalletConnectClient,
  type WalletConnectInitParameters,
} from '@portico/core/internal'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { InvalidWalletAnswerError } from '../errors/invalid-wallet-answer-error.js'
import { bytesToBase64 } from '../wallets/base64-bytes.js'
import type {
  BitcoinWallet,
  WalletAccounts,
  WalletAddress,
  WalletEvent,
} from '../wallets/bitcoin-wallet.js'
import {
  parseAddresses,
  parsePsbt,
  parseSignature,
  parseTxid,
  readOwn,
} from '../wallets/wallet-values.js'
import type { WalletConnectConnectorParameters } from './walletconnect-connector.js'

type Provider = InstanceType<typeof UniversalProvider>

/** Creates the dapp-side client (core's shared slot decides when, with which prefix and storage). */
export function initUniversalProvider(parameters: WalletConnectInitParameters): Promise<Provider> {
  return initWalletConnectProvider(UniversalProvider.init.bind(UniversalProvider), parameters)
}

/** The kit's one WalletConnect client (made by the first adapter that needs it). */
function openClient(
  slot: SharedWalletConnect<Provider>,
  parameters: WalletConnectConnectorParameters,
): Promise<Provider> {
  return sharedWalletConnectClient(
    slot,
    parameters.context.storage,
    parameters.options,
    initUniversalProvider,
  )
}

/** The connector's wallet over the kit's client: a restored session's, or one to connect. */
export async function openWalletConnectWallet(
  slot: SharedWalletConnect<Provider>,
  parameters: WalletConnectConnectorParameters,
): Promise<BitcoinWallet> {
  return createWalletConnectWallet(await openClient(slot, parameters))
}

/**
 * A connect the user asked for: the shared session (every namespace of the kit, one QR code)
 * proposed when the client has none, under the kit's relay bound from the connect on (the
 * client's start waits for the relay as much as the proposal does: `relayTimeout` on the kit's
 * clock, then `RelayUnreachableError`; a retry before the URI waits for the same pairing) and
 * proposed again when the relay restarts while the QR is shown (core's `pairSharedSession`). Then
 * the session's bip122 accounts, read through `load` (the connector's wallet).
 */
export async function connectWalletConnectWallet(
  slot: SharedWalletConnect<Provider>,
  parameters: WalletConnectConnectorParameters,
  load: () => Promise<BitcoinWallet>,
): Promise<WalletAccounts> {
  await pairSharedSession(parameters, {
    clock: parameters.context.clock,
    timeout: parameters.options.relayTimeout,
    proposals: slot.namespaces,
    open: () => openClient(slot, parameters),
    onDisplayUri: (uri) => parameters.onDisplayUri(uri),
  })
  return (await load()).connect({})
}

/**
 * WalletConnect's Bitcoin RPC reference answers signMessage with a hex signature; sats-connect and
 * the verifiers use base64. Base64 signatures never consist of hex digits only (a BIP-322 witness
 * starts with "A", a BIP-137 one with G–K), so hex is recognised safely.
 */
function base64Signature(signature: string): string {
  if (!/^([0-9a-f]{2}){64,}$/i.test(signature)) return signature
  const bytes = Uint8Array.from(signature.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
  return bytesToBase64(bytes)
}

/** The first bip122 account of the session: `bip122:<ref>:<address>`. */
function sessionAccount(provider: Provider): { chain: string; address: string } | undefined {
  const account = provider.session?.namespaces.bip122?.accounts[0]
  const match = account?.match(/^(bip122:[0-9a-f]{32}):([A-Za-z0-9]{14,90})$/)
  return match ? { chain: match[1] as string, address: match[2] as string } : undefined
}

/**
 * A {@link BitcoinWallet} over the `bip122` namespace of the kit's WalletConnect client, whose
 * session {@link connectWalletConnectWallet} proposed (every namespace of the kit, so one session
 * carries them all) or another adapter opened: connect reads its bip122 account.
 */
function createWalletConnectWallet(provider: Provider): BitcoinWallet {
  const request = async (method: string, params: unknown): Promise<unknown> => {
    const account = sessionAccount(provider)
    if (!account) throw Object.assign(new Error('No WalletConnect session'), { code: 4900 })
    return provider.request(
      { method, params: { account: account.address, ...(params as object) } },
      account.chain,
    )
  }

  async function accounts(): Promise<WalletAccounts | undefined> {
    const account = sessionAccount(provider)
    if (!account) return undefined
    let addresses: WalletAddress[] | undefined
    try {
      addresses = parseAddresses(
        await request('getAccountAddresses', { intentions: ['payment', 'ordinal'] }),
      )
    } catch {
      addresses = undefined
    }
    // Wallets without getAccountAddresses: the session account is the payment address.
    return {
      addresses: addresses?.length ? addresses : [{ address: account.address, purpose: 'payment' }],
    }
  }

  return {
    provider,
    sessionTopic: () => provider.session?.topic,
    async connect() {
      const result = await accounts()
      // A session (perhaps opened for another namespace) without a bip122 account: 4100.
      if (!result)
        throw Object.assign(new Error('No bip122 account in the WalletConnect session'), {
          code: 4100,
        })
      return result
    },
    restore: () => accounts(),
    async disconnect() {
      if (provider.session) await provider.disconnect().catch(() => undefined)
    },
    async signMessage({ address, message, protocol }) {
      const result = parseSignature(
        await request('signMessage', {
          address,
          message,
          protocol: protocol === 'ECDSA' ? 'ecdsa' : 'bip322',
        }),
      )
      if (!result) throw new InvalidWalletAnswerError('signMessage')
      return { signature: base64Signature(result.signature), protocol: result.protocol }
    },
    async sendTransfer({ recipients }) {
      const [recipient, ...rest] = recipients
      if (!recipient || rest.length > 0)
        throw Object.assign(new Error('One recipient'), { code: -32602 })
      const txid = parseTxid(
        await request('sendTransfer', {
          recipientAddress: recipient.address,
          amount: String(recipient.amount),
        }),
      )
      if (!txid) throw new InvalidWalletAnswerError('sendTransfer')
      return txid
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const inputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ address, index, sighashTypes: [1] })),
      )
      const result = await request('signPsbt', {
        psbt,
        signInputs: inputs,
        broadcast: broadcast ?? false,
      })
      const signed = parsePsbt(readOwn(result, 'psbt'))
      const txid = readOwn(result, 'txid') === undefined ? undefined : parseTxid(result)
      if (!signed || (broadcast && !txid)) throw new InvalidWalletAnswerError('signPsbt')
      return { psbt: signed, ...(txid ? { txid } : {}) }
    },
    request,
    subscribe(listener) {
      const onDelete = () => listener({ type: 'disconnect' })
      // UniversalProvider re-emits the session's events as `{ topic, params: { event, chainId } }`.
      const onEvent = (payload: unknown) => {
        const event = readOwn(readOwn(payload, 'params'), 'event')
        if (readOwn(event, 'name') !== 'bip122_addressesChanged') return
        const addresses = parseAddresses(readOwn(event, 'data'))
        const change: WalletEvent = { type: 'accountChange', addresses }
        listener(change)
      }
      provider.on('session_delete', onDelete)
      provider.on('session_event', onEvent)
      return () => {
        provider.removeListener('session_delete', onDelete)
        provider.removeListener('session_event', onEvent)
      }
    },
  }
}
