import { base58, base64 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { promptMode, type SetModeOptions } from '../wallet/prompt-mode.js'
import { walletErrors } from '../wallet/wallet-rpc-error.js'
import {
  createSolanaSigner,
  type SolanaSigner,
  sendRawTransaction,
  transactionSignature,
} from './solana-signer.js'

export type SolanaTestWalletMode = 'approve' | 'reject' | 'hang'

/** One request the wallet received (user-facing features only). */
export interface SolanaTestWalletRequest {
  method: string
  params: unknown
}

export interface CreateSolanaTestWalletOptions {
  /** 64-byte ed25519 secret key (seed + public key). */
  secretKey: Uint8Array
  /** Where solana:signAndSendTransaction sends. */
  rpcUrl: string
  /** CAIP-2 chains the wallet offers, e.g. `[chain.caip2]`. */
  chains: readonly `solana:${string}`[]
  mode?: SolanaTestWalletMode
  /** Already connected (a silent connect returns the account). */
  authorized?: boolean
  name?: string
  icon?: WalletIcon
}

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#0f766e"/><path d="M28 64V32h22a12 12 0 0 1 0 24H38v8z" fill="#fff"/></svg>'

/** The same mark as the EVM test wallet, base64 as the Wallet Standard requires. */
export const solanaTestWalletIcon: WalletIcon = `data:image/svg+xml;base64,${base64.encode(new TextEncoder().encode(iconSvg))}`

export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** A Wallet Standard wallet on a real key, with wallet-side controls for tests. */
export interface SolanaTestWallet {
  wallet: Wallet & { features: SolanaTestWalletFeatures }
  readonly address: string
  readonly mode: SolanaTestWalletMode
  /** How prompts are answered; `{ once: true }`: the next prompt only. */
  setMode(mode: SolanaTestWalletMode, options?: SetModeOptions): void
  requests: SolanaTestWalletRequest[]
  /** Switches to another key; connected apps get a `change` event with the new account. */
  setSecretKey(secretKey: Uint8Array): void
  /** Changes the offered chains; connected apps get a `change` event. */
  setChains(chains: readonly `solana:${string}`[]): void
  /** Disconnects from the wallet side (accounts become empty). */
  disconnect(): void
}

const signFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/**
 * Creates the Solana test wallet: standard:connect (with `silent`), standard:disconnect,
 * standard:events, solana:signMessage, solana:signTransaction and solana:signAndSendTransaction.
 * `reject` mode throws `{ code: 4001, message: 'User rejected the request.' }`; `hang` never answers.
 *
 * @example
 * const test = createSolanaTestWallet({ secretKey, rpcUrl: chain.rpcUrl, chains: [chain.caip2] })
 * registerSolanaTestWallet(test.wallet, window)
 */
export function createSolanaTestWallet(options: CreateSolanaTestWalletOptions): SolanaTestWallet {
  const mode = promptMode<SolanaTestWalletMode>(options.mode ?? 'approve')
  let signer: SolanaSigner = createSolanaSigner(options.secretKey)
  let chains = [...options.chains]
  let authorized = options.authorized ?? false
  const requests: SolanaTestWalletRequest[] = []
  const listeners = new Set<StandardEventsListeners['change']>()

  const account = (): WalletAccount => ({
    address: signer.address,
    publicKey: signer.publicKey,
    chains: chains as IdentifierString[],
    features: [...signFeatures],
  })
  const accounts = () => (authorized ? [account()] : [])
  const emit = (properties: Parameters<StandardEventsListeners['change']>[0]) => {
    for (const listener of listeners) listener(properties)
  }

  // The user's answer to a prompt: approve continues, reject throws 4001, hang never settles.
  async function prompt(method: string, params: unknown): Promise<void> {
    requests.push({ method, params })
    const answer = mode.take()
    if (answer === 'reject') throw walletErrors.userRejected()
    if (answer === 'hang') await new Promise<never>(() => {})
  }

  function checkAccount(input: { account: WalletAccount }) {
    if (!authorized) throw walletErrors.unauthorized()
    if (input.account.address !== signer.address) {
      throw walletErrors.invalidParams(`unknown account ${input.account.address}`)
    }
  }

  function checkChain(chain: string | undefined) {
    if (chain !== undefined && !chains.includes(chain as `solana:${string}`)) {
      throw walletErrors.invalidParams(`unsupported chain ${chain}`)
    }
  }

  const features: SolanaTestWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (input?.silent) {
          requests.push({ method: 'standard:connect', params: { silent: true } })
          return { accounts: accounts() }
        }
        await prompt('standard:connect', input ?? {})
        const changed = !authorized
        authorized = true
        if (changed) emit({ accounts: accounts() })
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        requests.push({ method: 'standard:disconnect', params: {} })
        if (!authorized) return
        authorized = false
        emit({ accounts: [] })
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        for (const input of inputs) checkAccount(input)
        await prompt(
          'solana:signMessage',
          inputs.map((input) => ({ message: input.message })),
        )
        return inputs.map((input) => ({
          signedMessage: input.message,
          signature: signer.signMessage(input.message),
          signatureType: 'ed25519' as const,
        }))
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        for (const input of inputs) {
          checkAccount(input)
          checkChain(input.chain)
        }
        await prompt(
          'solana:signTransaction',
          inputs.map((input) => ({ chain: input.chain, transaction: input.transaction })),
        )
        return inputs.map((input) => ({
          signedTransaction: signer.signTransaction(input.transaction),
        }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        for (const input of inputs) {
          checkAccount(input)
          checkChain(input.chain)
        }
        await prompt(
          'solana:signAndSendTransaction',
          inputs.map((input) => ({ chain: input.chain, transaction: input.transaction })),
        )
        const outputs = []
        // One after another: a later transaction may depend on an earlier one.
        for (const input of inputs) {
          const signed = signer.signTransaction(input.transaction)
          const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } =
            input.options ?? {}
          await sendRawTransaction(options.rpcUrl, signed, {
            ...(skipPreflight === undefined ? {} : { skipPreflight }),
            ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
            ...(maxRetries === undefined ? {} : { maxRetries }),
            ...(minContextSlot === undefined ? {} : { minContextSlot }),
          })
          outputs.push({ signature: base58.decode(transactionSignature(signed)) })
        }
        return outputs
      },
    },
  }

  const wallet = {
    version: '1.0.0' as const,
    name: options.name ?? 'Portico Test Wallet',
    icon: options.icon ?? solanaTestWalletIcon,
    get chains() {
      return chains as IdentifierString[]
    },
    features,
    get accounts() {
      return accounts()
    },
  }

  return {
    wallet,
    get address() {
      return signer.address
    },
    get mode() {
      return mode.current
    },
    setMode(next, modeOptions) {
      mode.set(next, modeOptions)
    },
    requests,
    setSecretKey(secretKey) {
      signer = createSolanaSigner(secretKey)
      if (authorized) emit({ accounts: accounts() })
    },
    setChains(next) {
      chains = [...next]
      emit({
        chains: chains as IdentifierString[],
        ...(authorized ? { accounts: accounts() } : {}),
      })
    },
    disconnect() {
      if (!authorized) return
      authorized = false
      emit({ accounts: [] })
    },
  }
}
