import { type Connector, type Network, UnsupportedMethodError } from '@portico/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { featureOf } from '../discovery/solana-wallet.js'
import { chainsInclude, standardChainOf } from '../networks/clusters.js'
import type { TransactionVersion, WalletBackend } from './wallet-backend.js'

type Feature<F> = F[keyof F]

/** An ed25519 signature as a wallet must return it (outside data: checked before use). */
function isSignature(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array && value.length === 64
}

/** The connector offered for a Wallet Standard wallet: its name is its id. */
export function standardWalletConnector(wallet: Wallet): Connector {
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    ...(typeof wallet.icon === 'string' ? { imageUrl: wallet.icon } : {}),
    installed: true,
  }
}

function solanaAccounts(accounts: readonly WalletAccount[], network: Network): WalletAccount[] {
  // Any account object is kept, its address checked later by the adapter: a wallet that reports
  // only malformed addresses is answering garbage, not withholding its accounts.
  const usable = accounts.filter((a) => typeof a === 'object' && a !== null)
  const onNetwork = usable.filter((a) =>
    chainsInclude(Array.isArray(a.chains) ? a.chains : [], network),
  )
  // A wallet that lists its account on other clusters only is still the user's wallet: keep
  // them rather than refusing the connection (the account is the same key on every cluster).
  return onNetwork.length > 0 ? onNetwork : usable
}

/**
 * A Wallet Standard wallet: `standard:connect` (with `silent` for a restore),
 * `standard:disconnect`, `standard:events` and the `solana:` sign features.
 */
export function standardWalletBackend(wallet: Wallet): WalletBackend {
  let accounts: WalletAccount[] = []
  let current: Network | undefined

  function account(address: string): WalletAccount {
    const found = accounts.find((a) => a.address === address)
    if (!found) throw new UnsupportedMethodError({ details: `No wallet account ${address}` })
    return found
  }

  /** The wallet's name for `network`: its CAIP-2 id when the wallet lists it, else the cluster's. */
  function chainOf(network: Network): `${string}:${string}` {
    const listed = Array.isArray(wallet.chains) && wallet.chains.includes(network.caipNetworkId)
    return listed ? network.caipNetworkId : standardChainOf(network)
  }

  function feature<F>(name: string): Feature<F> {
    const found = featureOf<Feature<F>>(wallet, name)
    if (!found) throw new UnsupportedMethodError({ details: `${wallet.name} has no ${name}` })
    return found
  }

  return {
    connector: standardWalletConnector(wallet),

    async connect({ silent, network }) {
      current = network
      const { connect } = feature<StandardConnectFeature>('standard:connect')
      const output = await connect(silent ? { silent: true } : undefined)
      accounts = solanaAccounts(output?.accounts ?? [], network)
      if (accounts.length === 0) return undefined
      return { addresses: accounts.map((a) => a.address) }
    },

    async disconnect() {
      const disconnect = featureOf<Feature<StandardDisconnectFeature>>(
        wallet,
        'standard:disconnect',
      )
      accounts = []
      await disconnect?.disconnect()
    },

    watch(watchers) {
      const events = featureOf<Feature<StandardEventsFeature>>(wallet, 'standard:events')
      if (!events) return () => {}
      return events.on('change', (properties) => {
        if (properties.accounts && current) {
          accounts = solanaAccounts(properties.accounts, current)
          watchers.accounts(accounts.map((a) => a.address))
        }
        if (properties.chains) watchers.chains(properties.chains)
      })
    },

    chains() {
      const chains = accounts[0]?.chains ?? wallet.chains
      return Array.isArray(chains) ? chains : []
    },

    transactionVersions() {
      const signing =
        featureOf<Feature<SolanaSignTransactionFeature>>(wallet, 'solana:signTransaction') ??
        featureOf<Feature<SolanaSignAndSendTransactionFeature>>(
          wallet,
          'solana:signAndSendTransaction',
        )
      const versions = signing?.supportedTransactionVersions ?? ['legacy']
      return versions.filter((v): v is TransactionVersion => v === 'legacy' || v === 0)
    },

    async signMessage(address, message) {
      const { signMessage } = feature<SolanaSignMessageFeature>('solana:signMessage')
      const [output] = await signMessage({ account: account(address), message })
      if (!isSignature(output?.signature))
        throw new TypeError('solana:signMessage returned no 64-byte signature')
      return output.signature
    },

    async signTransaction(address, transaction, network) {
      const { signTransaction } = feature<SolanaSignTransactionFeature>('solana:signTransaction')
      const [output] = await signTransaction({
        account: account(address),
        transaction,
        chain: chainOf(network),
      })
      if (!(output?.signedTransaction instanceof Uint8Array))
        throw new TypeError('solana:signTransaction returned no transaction')
      return output.signedTransaction
    },

    ...(featureOf(wallet, 'solana:signAndSendTransaction')
      ? {
          async signAndSendTransaction(address: string, transaction: Uint8Array, network: Network) {
            const { signAndSendTransaction } = feature<SolanaSignAndSendTransactionFeature>(
              'solana:signAndSendTransaction',
            )
            const [output] = await signAndSendTransaction({
              account: account(address),
              transaction,
              chain: chainOf(network),
              options: { commitment: 'confirmed' },
            })
            if (!isSignature(output?.signature))
              throw new TypeError('solana:signAndSendTransaction returned no 64-byte signature')
            return output.signature
          },
        }
      : {}),

    provider: () => wallet,
  }
}
