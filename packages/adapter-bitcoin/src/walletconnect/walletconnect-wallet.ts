// The WalletConnect chunk: reached only through import() from walletconnect-connector.ts, so an
// app's initial JS never contains the WalletConnect libraries.
import { initWalletConnectProvider, proposeSharedSession } from '@portico/core/adapter-kit'
import type { NamespaceProposal, WalletConnectInitParameters } from '@portico/core/internal'
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

type Provider = InstanceType<typeof UniversalProvider>

/** Creates the dapp-side client (core's shared slot decides when, with which prefix and storage). */
export function initUniversalProvider(parameters: WalletConnectInitParameters): Promise<Provider> {
  return initWalletConnectProvider(UniversalProvider.init.bind(UniversalProvider), parameters)
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
 * A {@link BitcoinWallet} over the `bip122` namespace of the kit's WalletConnect client: connect
 * proposes every namespace of the kit (eip155 first: UniversalProvider sends chain-less requests to
 * the first one), so one session carries them all; a session another adapter opened is used as is.
 */
export function createWalletConnectWallet(
  provider: Provider,
  p: {
    proposals(): [string, NamespaceProposal][]
    onDisplayUri(uri: string): void
  },
): BitcoinWallet {
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
      if (!provider.session) {
        await proposeSharedSession(provider, p.proposals(), p.onDisplayUri)
      }
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
