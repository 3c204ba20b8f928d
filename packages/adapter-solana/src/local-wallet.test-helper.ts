import { ed25519 } from '@noble/curves/ed25519.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

// A Wallet Standard wallet on a real ed25519 key, built in the tests (the shared test wallet of
// @portico/testing covers the same protocol from the other side). It signs what it is given,
// refuses with code 4001 in 'reject' mode and sends through the cluster's JSON-RPC.

export type LocalWalletMode = 'approve' | 'reject'

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

export interface LocalWallet {
  wallet: Wallet
  address: string
  requests: string[]
  setMode(mode: LocalWalletMode): void
  /** Fires `standard:events` change with these properties. */
  emitChange(properties: { accounts?: readonly WalletAccount[]; chains?: readonly string[] }): void
  account: WalletAccount
  /** Whether a silent connect is answered with the account (the user authorised this origin). */
  authorised: boolean
  /** Registers through the window-event protocol on `target` (as a late-loading wallet does). */
  register(target: EventTarget): void
}

/** Signs the first signature slot (the fee payer's) of wire bytes with one signature. */
export function signWire(wire: Uint8Array, seed: Uint8Array): Uint8Array {
  const count = wire[0] as number
  const message = wire.slice(1 + 64 * count)
  const signed = wire.slice()
  signed.set(ed25519.sign(message, seed), 1)
  return signed
}

export function createLocalWallet(options: {
  secretKey: Uint8Array
  address: string
  name?: string
  chains?: string[]
  rpcUrl?: string
}): LocalWallet {
  const seed = options.secretKey.slice(0, 32)
  const chains = (options.chains ?? ['solana:localnet']) as `${string}:${string}`[]
  let mode: LocalWalletMode = 'approve'
  const requests: string[] = []
  const listeners = new Set<(p: unknown) => void>()
  const account: WalletAccount = {
    address: options.address,
    publicKey: ed25519.getPublicKey(seed),
    chains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  }
  const state = { accounts: [] as WalletAccount[] }

  function gate(method: string) {
    requests.push(method)
    if (mode === 'reject')
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }

  async function send(wire: Uint8Array): Promise<void> {
    if (!options.rpcUrl) throw new Error('no rpcUrl')
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [toBase64(wire), { encoding: 'base64' }],
      }),
    })
    const body = (await response.json()) as { error?: { code: number; message: string } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
  }

  const local: LocalWallet = {
    address: options.address,
    requests,
    account,
    authorised: false,
    setMode: (next) => {
      mode = next
    },
    emitChange(properties) {
      if (properties.accounts) state.accounts = [...properties.accounts]
      for (const listener of listeners) listener(properties)
    },
    register(target) {
      target.dispatchEvent(
        new CustomEvent('wallet-standard:register-wallet', {
          detail: (api: { register(w: Wallet): void }) => api.register(local.wallet),
        }),
      )
    },
    wallet: {
      version: '1.0.0',
      name: options.name ?? 'Local Solana Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains,
      get accounts() {
        return state.accounts
      },
      features: {
        'standard:connect': {
          version: '1.0.0',
          async connect(input?: { silent?: boolean }) {
            if (input?.silent) {
              requests.push('standard:connect(silent)')
              return { accounts: local.authorised ? [account] : [] }
            }
            gate('standard:connect')
            local.authorised = true
            state.accounts = [account]
            return { accounts: [account] }
          },
        },
        'standard:disconnect': {
          version: '1.0.0',
          async disconnect() {
            requests.push('standard:disconnect')
            local.authorised = false
            state.accounts = []
          },
        },
        'standard:events': {
          version: '1.0.0',
          on(_event: 'change', listener: (p: unknown) => void) {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
        'solana:signMessage': {
          version: '1.1.0',
          async signMessage(...inputs: { message: Uint8Array }[]) {
            gate('solana:signMessage')
            return inputs.map(({ message }) => ({
              signedMessage: message,
              signature: ed25519.sign(message, seed),
            }))
          },
        },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          async signTransaction(...inputs: { transaction: Uint8Array }[]) {
            gate('solana:signTransaction')
            return inputs.map(({ transaction }) => ({
              signedTransaction: signWire(transaction, seed),
            }))
          },
        },
        'solana:signAndSendTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          async signAndSendTransaction(...inputs: { transaction: Uint8Array }[]) {
            gate('solana:signAndSendTransaction')
            const outputs = []
            for (const { transaction } of inputs) {
              const signed = signWire(transaction, seed)
              await send(signed)
              outputs.push({ signature: signed.slice(1, 65) })
            }
            return outputs
          },
        },
      },
    },
  }
  return local
}
