import type { ConformanceWallet } from '@portico/core/testing'
import type { TestWallet } from '@portico/testing'
import type { AdapterSuite } from './adapter-suite.test-helper.js'
import type { EvmAdapter, WalletTarget } from './evm-adapter-types.js'

type Counted = { count(): number }

/** `target`'s listeners attached now: each add counts up, each matching remove down. */
export function countPageListeners(target: EventTarget): Counted {
  const live = new Set<string>()
  const ids = new WeakMap<object, number>()
  let next = 0
  const key = (type: string, listener: unknown) => {
    if (listener === null || (typeof listener !== 'object' && typeof listener !== 'function'))
      return `${type}:none`
    if (!ids.has(listener)) ids.set(listener, next++)
    return `${type}:${ids.get(listener)}`
  }
  const add = target.addEventListener.bind(target)
  const remove = target.removeEventListener.bind(target)
  target.addEventListener = (type, listener, options) => {
    live.add(key(type, listener))
    add(type, listener, options)
  }
  target.removeEventListener = (type, listener, options) => {
    live.delete(key(type, listener))
    remove(type, listener, options)
  }
  return { count: () => live.size }
}

/** The wallet provider's listeners attached now (EIP-1193 `on` / `removeListener`). */
export function countProviderListeners(wallet: TestWallet): Counted {
  const provider = wallet.provider as unknown as {
    on(event: string, listener: unknown): void
    removeListener(event: string, listener: unknown): void
  }
  const live = new Set<string>()
  const ids = new WeakMap<object, number>()
  let next = 0
  const key = (event: string, listener: unknown) => {
    const object = listener as object
    if (!ids.has(object)) ids.set(object, next++)
    return `${event}:${ids.get(object)}`
  }
  const on = provider.on
  const removeListener = provider.removeListener
  provider.on = (event, listener) => {
    live.add(key(event, listener))
    on(event, listener)
  }
  provider.removeListener = (event, listener) => {
    live.delete(key(event, listener))
    removeListener(event, listener)
  }
  return { count: () => live.size }
}

/**
 * After `malformed()` the wallet answers its accounts with a value that is no address, wherever
 * wagmi's injected connector reads them (`wallet_requestPermissions`, `eth_requestAccounts`,
 * `eth_accounts`).
 */
function answerMalformedAccounts(wallet: TestWallet): () => string {
  const provider = wallet.provider as unknown as {
    request(args: { method: string; params?: unknown }): Promise<unknown>
  }
  const request = provider.request
  let malformed = false
  provider.request = (args) => {
    if (malformed && (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts'))
      return Promise.resolve(['0xnot-an-address'])
    if (malformed && args.method === 'wallet_requestPermissions')
      return Promise.resolve([
        {
          parentCapability: 'eth_accounts',
          caveats: [{ type: 'restrictReturnedAccounts', value: ['0xnot-an-address'] }],
        },
      ])
    return request(args)
  }
  return () => {
    malformed = true
    return '0xnot-an-address'
  }
}

/**
 * The eip155 test wallet of `@portico/testing` for the conformance suite, injected as
 * `window.ethereum` of a fresh page on the suite's devnet (`onPage` receives the page the definition
 * reads). Accounts 2.. of the devnet are what `changeAccount` moves through.
 */
export function evmConformanceWallet(
  suite: AdapterSuite,
  onPage: (page: WalletTarget) => void,
): ConformanceWallet<EvmAdapter> {
  const wallet = suite.walletFor(1)
  // Also `window`: wagmi's injected connector finds no provider outside a page.
  const page = suite.pageWith(wallet)
  const pageListeners = countPageListeners(page)
  const providerListeners = countProviderListeners(wallet)
  const answerMalformed = answerMalformedAccounts(wallet)
  onPage(page)
  let account = 1
  const chains = suite.devnet.chains.map((chain) => chain.chainId)
  return {
    connectorId: 'injected',
    get address() {
      return wallet.address
    },
    setMode: (mode) => wallet.setMode(mode),
    changeAccount() {
      account = account === 9 ? 2 : account + 1
      wallet.setAccount(suite.devnet.accounts[account]!.privateKey)
      return wallet.address
    },
    changeChain() {
      const next = chains.find((id) => id !== wallet.chainId)!
      wallet.setChain(next)
      return next
    },
    disconnect: () => wallet.revoke(),
    emitMalformed: () => wallet.emitRaw('accountsChanged', ['0xnot-an-address']),
    answerMalformed,
    openResources: (adapter) => ({
      listeners: pageListeners.count() + providerListeners.count(),
      sockets: 0,
      // wagmi's connector emitters the instance follows (`message`: pairing URIs, session updates).
      subscriptions: (adapter.getWagmiConfig()?.connectors ?? []).reduce(
        (sum, connector) => sum + connector.emitter.listenerCount('message'),
        0,
      ),
    }),
  }
}
