// Browser-safe: the `polkadot` namespace of the WalletConnect test wallet, on the test extension's keys.
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { walletErrors } from '../wallet/wallet-rpc-error.js'
import type { WalletConnectNamespaceHandler } from '../walletconnect/walletconnect-test-wallet.js'
import {
  createTestAccounts,
  findAccount,
  type PolkadotTestAccount,
  type PolkadotTestAccountOptions,
  polkadotTestExtensionAccounts,
} from './test-extension-accounts.js'
import { signPayloadWith, signRawWith } from './test-extension-signer.js'

/** The Polkadot methods WalletConnect wallets answer (WalletConnect's Polkadot RPC reference). */
export const polkadotWalletConnectMethods = [
  'polkadot_signTransaction',
  'polkadot_signMessage',
] as const

export interface PolkadotWalletConnectHandlerOptions {
  /** CAIP-2 chains offered, e.g. `[chain.caip2]`. */
  chains: readonly `polkadot:${string}`[]
  /** Accounts offered (default: the test extension's visible substrate accounts). */
  accounts?: readonly PolkadotTestAccountOptions[]
  /** SS58 prefix of the session's account addresses. Default 42. */
  ss58Format?: number
}

function record(value: unknown, name: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw walletErrors.invalidParams(`${name} must be an object`)
  }
  return value as Record<string, unknown>
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string') throw walletErrors.invalidParams(`${name} must be a string`)
  return value
}

/**
 * The `polkadot` namespace for the WalletConnect test wallet (`namespaces` option), on real keys.
 * Shapes (WalletConnect's Polkadot RPC reference):
 * - polkadot_signTransaction `{ address, transactionPayload: SignerPayloadJSON }` → `{ signature }`
 *   (MultiSignature hex: type byte + signature, ready for `addSignature`);
 * - polkadot_signMessage `{ address, message }` (or SignerPayloadRaw `{ address, data }`) →
 *   `{ signature }` over `<Bytes>message</Bytes>`, as extensions sign.
 * Accounts are offered as `polkadot:<ref>:<SS58 address>`. Modes are the wallet's.
 *
 * @example
 * const polkadot = await polkadotWalletConnectHandler({ chains: [chain.caip2] })
 * await createWalletConnectTestWallet({ ..., namespaces: [polkadot] })
 */
export async function polkadotWalletConnectHandler(
  options: PolkadotWalletConnectHandlerOptions,
): Promise<WalletConnectNamespaceHandler> {
  await cryptoWaitReady()
  const specs =
    options.accounts ??
    polkadotTestExtensionAccounts.filter((spec) => !spec.hidden && spec.type !== 'ethereum')
  const accounts = createTestAccounts(specs, options.ss58Format ?? 42).filter(
    (account) => !account.hidden && account.type !== 'ethereum',
  )
  let nextId = 1
  const signerFor = (address: unknown): PolkadotTestAccount => {
    const account = findAccount(accounts, text(address, 'address'))
    if (!account) throw walletErrors.unauthorized()
    return account
  }
  return {
    namespace: 'polkadot',
    chains: [...options.chains],
    accounts: options.chains.flatMap((chain) =>
      accounts.map((account) => `${chain}:${account.address}`),
    ),
    methods: [...polkadotWalletConnectMethods],
    events: [],
    async handle(request, chainId) {
      if (!options.chains.includes(chainId as `polkadot:${string}`)) {
        throw walletErrors.chainDisconnected()
      }
      const params = record(request.params, 'params')
      switch (request.method) {
        case 'polkadot_signMessage': {
          const account = signerFor(params.address)
          const data = text(params.message ?? params.data, 'message')
          return {
            signature: signRawWith(
              account,
              { address: account.address, data, type: 'bytes' },
              nextId++,
            ).signature,
          }
        }
        case 'polkadot_signTransaction': {
          const account = signerFor(params.address)
          const payload = record(params.transactionPayload, 'transactionPayload')
          if (
            findAccount([account], text(payload.address, 'transactionPayload.address')) ===
            undefined
          ) {
            throw walletErrors.invalidParams('transactionPayload.address must match address')
          }
          try {
            const payloadJson = payload as unknown as SignerPayloadJSON
            return { signature: signPayloadWith(account, payloadJson, nextId++, []).signature }
          } catch (error) {
            const detail = error instanceof Error ? error.message : 'malformed'
            throw walletErrors.invalidParams(`transactionPayload: ${detail}`)
          }
        }
        default:
          throw walletErrors.unsupportedMethod(request.method)
      }
    },
  }
}
