// The Wallet Standard face of the Bitcoin test wallet: standard:connect/disconnect/events, the
// `bitcoin:` features of ExodusMovement/bitcoin-wallet-standard (connect, signMessage,
// signTransaction, signAndSendTransaction) and Xverse's `sats-connect:` feature carrying the
// provider. Every call goes through the wallet's sats-connect methods, so modes and the log apply.
import { hexToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { bitcoinWalletErrors } from './wallet-error.js'
import type { BitcoinAddressPurpose, BitcoinTestAccount } from './wallet-keys.js'

/** The only chain the test wallet is on. */
export const BITCOIN_REGTEST_CHAIN = 'bitcoin:regtest'

const ACCOUNT_FEATURES = [
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:signAndSendTransaction',
] as const

interface StandardWalletDeps {
  info: { name: string; icon: string }
  payment: BitcoinTestAccount
  ordinals: BitcoinTestAccount
  provider: unknown
  request(method: string, params: unknown): Promise<unknown>
  isAuthorized(): boolean
  onAuthorizationChange(cb: () => void): () => void
}

interface SignTransactionInput {
  psbt: Uint8Array
  chain: IdentifierString
  inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
}

function toAccount(account: BitcoinTestAccount): WalletAccount {
  return Object.freeze({
    address: account.address,
    publicKey: hexToBytes(account.publicKey),
    chains: [BITCOIN_REGTEST_CHAIN] as const,
    features: ACCOUNT_FEATURES,
    label: account.purpose === 'payment' ? 'Payment' : 'Ordinals',
  })
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Builds the Wallet Standard `Wallet` over the test wallet's request function. */
export function createBitcoinStandardWallet(deps: StandardWalletDeps): Wallet {
  const byPurpose = { payment: toAccount(deps.payment), ordinals: toAccount(deps.ordinals) }
  const accounts = () => (deps.isAuthorized() ? [byPurpose.payment, byPurpose.ordinals] : [])
  const changeListeners = new Set<(props: { accounts: readonly WalletAccount[] }) => void>()
  deps.onAuthorizationChange(() => {
    for (const listener of [...changeListeners]) listener({ accounts: accounts() })
  })

  const signTransaction = async (input: SignTransactionInput) => {
    if (input.chain !== BITCOIN_REGTEST_CHAIN) {
      throw bitcoinWalletErrors.invalidParams(`unsupported chain ${input.chain}`)
    }
    const signInputs: Record<string, number[]> = {}
    for (const { account, signingIndexes } of input.inputsToSign) {
      signInputs[account.address] = [...(signInputs[account.address] ?? []), ...signingIndexes]
    }
    return { psbt: base64.encode(input.psbt), signInputs }
  }

  return {
    version: '1.0.0',
    name: deps.info.name,
    icon: deps.info.icon as Wallet['icon'],
    chains: [BITCOIN_REGTEST_CHAIN],
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          // Silent: answer from an earlier approval, never prompt.
          if (input?.silent || deps.isAuthorized()) return { accounts: accounts() }
          await deps.request('wallet_connect', { addresses: ['payment', 'ordinals'] })
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await deps.request('wallet_disconnect', null)
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (props: { accounts: readonly WalletAccount[] }) => void) {
          if (event !== 'change') return () => {}
          changeListeners.add(listener)
          return () => changeListeners.delete(listener)
        },
      },
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input: { purposes: BitcoinAddressPurpose[] }) {
          await deps.request('wallet_connect', { addresses: input.purposes })
          return { accounts: input.purposes.map((p) => byPurpose[p]) }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        // The signature is the BIP-322 simple witness (the bytes behind sats-connect's base64).
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const outputs = []
          for (const { account, message } of inputs) {
            let text: string
            try {
              text = utf8.decode(message)
            } catch {
              throw bitcoinWalletErrors.invalidParams('message must be UTF-8')
            }
            const result = (await deps.request('signMessage', {
              address: account.address,
              message: text,
              protocol: 'BIP322',
            })) as { signature: string }
            outputs.push({ signedMessage: message, signature: base64.decode(result.signature) })
          }
          return outputs
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(...inputs: SignTransactionInput[]) {
          const outputs = []
          for (const input of inputs) {
            const result = (await deps.request('signPsbt', await signTransaction(input))) as {
              psbt: string
            }
            outputs.push({ signedPsbt: base64.decode(result.psbt) })
          }
          return outputs
        },
      },
      'bitcoin:signAndSendTransaction': {
        version: '1.0.0',
        async signAndSendTransaction(...inputs: SignTransactionInput[]) {
          const outputs = []
          for (const input of inputs) {
            const params = { ...(await signTransaction(input)), broadcast: true }
            const result = (await deps.request('signPsbt', params)) as { txid: string }
            outputs.push({ txId: result.txid })
          }
          return outputs
        },
      },
      'sats-connect:': { provider: deps.provider },
    },
  }
}
