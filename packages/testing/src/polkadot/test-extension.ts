// Browser-safe: a polkadot-js style injected extension (`window.injectedWeb3[name]`) on real keys.
import type {
  Injected,
  InjectedAccount,
  InjectedWindowProvider,
  MetadataDef,
} from '@polkadot/extension-inject/types'
import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { promptMode, type SetModeOptions } from '../wallet/prompt-mode.js'
import {
  createTestAccounts,
  findAccount,
  type PolkadotTestAccount,
  type PolkadotTestAccountOptions,
  polkadotTestExtensionAccounts,
  visibleAccounts,
} from './test-extension-accounts.js'
import { signPayloadWith, signRawWith } from './test-extension-signer.js'

/** 'approve' answers, 'reject' refuses like a user pressing Reject/Cancel, 'hang' never answers. */
export type PolkadotTestExtensionMode = 'approve' | 'reject' | 'hang'

export interface CreatePolkadotTestExtensionOptions {
  /** Key in `window.injectedWeb3`. Default 'portico-test'. */
  name?: string
  version?: string
  /** Default `polkadotTestExtensionAccounts`. */
  accounts?: readonly PolkadotTestAccountOptions[]
  mode?: PolkadotTestExtensionMode
  /** SS58 prefix of the exposed addresses. Default 42 (what extensions use for "any network"). */
  ss58Format?: number
}

/** One call a dapp made, in order. */
export interface PolkadotTestExtensionRequest {
  method: 'enable' | 'accounts.get' | 'signRaw' | 'signPayload' | 'metadata.provide'
  /** The origin the dapp gave to `enable(origin)`. */
  origin: string
  params?: unknown
}

export interface PolkadotTestExtension {
  readonly name: string
  readonly version: string
  /** What goes into `window.injectedWeb3[name]`. */
  readonly provider: InjectedWindowProvider
  /** Resolves when the keys exist (sr25519 needs the wasm crypto). */
  readonly ready: Promise<void>
  readonly mode: PolkadotTestExtensionMode
  /** How prompts are answered; `{ once: true }`: the next prompt only. */
  setMode(mode: PolkadotTestExtensionMode, options?: SetModeOptions): void
  /** Every origin that called `enable`, in call order (also refused and hanging ones). */
  readonly enabledOrigins: readonly string[]
  readonly requests: readonly PolkadotTestExtensionRequest[]
  /** Every account with its key, hidden ones included (after `ready`). */
  readonly accounts: readonly PolkadotTestAccount[]
  /** Replaces the accounts; `accounts.subscribe` callbacks receive the new visible list. */
  setAccounts(accounts: readonly PolkadotTestAccountOptions[]): Promise<void>
  /** Metadata definitions dapps provided through `metadata.provide`. */
  readonly metadata: readonly MetadataDef[]
  /** Sets `target.injectedWeb3[name]`; returns a function that removes it. */
  inject(target?: { injectedWeb3?: Record<string, InjectedWindowProvider> }): () => void
}

/** Error thrown to the dapp; messages match the polkadot-js extension's. */
function refusal(message: string): Error {
  return new Error(message)
}

const never = <T>(): Promise<T> => new Promise<T>(() => {})

/**
 * Creates a test Polkadot extension with real keys (sr25519, ed25519, ecdsa, ethereum) that answers
 * `enable(origin)` with the extension API (`accounts.get/subscribe`, `signer.signRaw/signPayload`,
 * `metadata`), records every origin that asked, and approves, rejects or hangs by mode.
 *
 * @example
 * const extension = createPolkadotTestExtension({ mode: 'approve' })
 * extension.inject(window)
 * const injected = await window.injectedWeb3['portico-test'].enable('my dapp')
 * const [alice] = await injected.accounts.get()
 */
export function createPolkadotTestExtension(
  options: CreatePolkadotTestExtensionOptions = {},
): PolkadotTestExtension {
  const name = options.name ?? 'portico-test'
  const version = options.version ?? '0.63.1'
  const ss58Format = options.ss58Format ?? 42
  const mode = promptMode<PolkadotTestExtensionMode>(options.mode ?? 'approve')
  let accounts: PolkadotTestAccount[] | undefined
  const enabledOrigins: string[] = []
  const requests: PolkadotTestExtensionRequest[] = []
  const metadata: MetadataDef[] = []
  const subscribers = new Set<(accounts: InjectedAccount[]) => void | Promise<void>>()
  let nextId = 1

  const ready = cryptoWaitReady().then(() => {
    accounts = createTestAccounts(options.accounts ?? polkadotTestExtensionAccounts, ss58Format)
  })
  const keys = async (): Promise<PolkadotTestAccount[]> => {
    await ready
    return accounts ?? []
  }

  /** Runs a user-facing action by mode. */
  const ask = <T>(onApprove: () => Promise<T>, rejection: string): Promise<T> => {
    const answer = mode.take()
    if (answer === 'reject') return Promise.reject(refusal(rejection))
    if (answer === 'hang') return never<T>()
    return onApprove()
  }

  const injectedFor = (origin: string): Injected => ({
    accounts: {
      get: async (anyType?: boolean) => {
        requests.push({ method: 'accounts.get', origin, params: { anyType: anyType ?? false } })
        return visibleAccounts(await keys(), anyType ?? false)
      },
      subscribe: (callback) => {
        subscribers.add(callback)
        void keys().then((all) => {
          if (subscribers.has(callback)) return callback(visibleAccounts(all, false))
        })
        return () => {
          subscribers.delete(callback)
        }
      },
    },
    signer: {
      signRaw: (raw: SignerPayloadRaw): Promise<SignerResult> => {
        requests.push({ method: 'signRaw', origin, params: raw })
        return ask(
          async () => signRawWith(await signingAccount(raw.address), raw, nextId++),
          'Cancelled',
        )
      },
      signPayload: (payload: SignerPayloadJSON): Promise<SignerResult> => {
        requests.push({ method: 'signPayload', origin, params: payload })
        return ask(
          async () =>
            signPayloadWith(await signingAccount(payload.address), payload, nextId++, metadata),
          'Cancelled',
        )
      },
    },
    metadata: {
      get: async () =>
        metadata.map(({ genesisHash, specVersion }) => ({ genesisHash, specVersion })),
      provide: (definition: MetadataDef) => {
        requests.push({ method: 'metadata.provide', origin, params: definition })
        return ask(async () => {
          metadata.push(definition)
          return true
        }, 'Rejected')
      },
    },
  })

  const signingAccount = async (address: string): Promise<PolkadotTestAccount> => {
    const account = findAccount(await keys(), address)
    if (!account) throw refusal(`Unable to find account ${address}`)
    return account
  }

  const provider: InjectedWindowProvider = {
    version,
    enable: (origin: string) => {
      enabledOrigins.push(origin)
      requests.push({ method: 'enable', origin })
      return ask(async () => {
        await ready
        return injectedFor(origin)
      }, 'Rejected')
    },
  }

  return {
    name,
    version,
    provider,
    ready,
    get mode() {
      return mode.current
    },
    setMode(next, modeOptions) {
      mode.set(next, modeOptions)
    },
    enabledOrigins,
    requests,
    get accounts() {
      if (!accounts)
        throw new Error('the test extension keys are not ready yet: await extension.ready')
      return accounts
    },
    async setAccounts(next) {
      await ready
      accounts = createTestAccounts(next, ss58Format)
      const visible = visibleAccounts(accounts, false)
      await Promise.all([...subscribers].map((callback) => callback(visible)))
    },
    metadata,
    inject(target = globalThis as { injectedWeb3?: Record<string, InjectedWindowProvider> }) {
      // Mutate the shared object like real extensions do: others may hold a reference to it.
      target.injectedWeb3 ??= {}
      target.injectedWeb3[name] = provider
      return () => {
        if (target.injectedWeb3?.[name] === provider) delete target.injectedWeb3[name]
      }
    },
  }
}
