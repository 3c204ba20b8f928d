import { type Network, solanaDevnet } from '@portico/core'
import type { ConformanceWallet } from '@portico/core/testing'
import { deterministicSolanaKeypair, type SolanaChain } from '@portico/testing/solana'
import { createSolanaTestWallet, registerWallet } from '@portico/testing/solana-wallet'
import type { SolanaAdapter } from './solana-adapter-types.js'

type Counted = { count(): number }

/** Listeners added to `target` from now on that are still attached. */
export function countPageListeners(target: EventTarget): Counted {
  const live = new Set<unknown>()
  const add = target.addEventListener.bind(target)
  const remove = target.removeEventListener.bind(target)
  target.addEventListener = (type, listener, options) => {
    live.add(listener)
    add(type, listener, options)
  }
  target.removeEventListener = (type, listener, options) => {
    live.delete(listener)
    remove(type, listener, options)
  }
  return { count: () => live.size }
}

type ChangeListener = (properties: {
  accounts?: readonly unknown[]
  chains?: readonly string[]
}) => void
type Features = {
  'standard:connect': { connect(input?: { silent?: boolean }): Promise<{ accounts: unknown[] }> }
  'standard:events': { on(event: 'change', listener: ChangeListener): () => void }
}

/**
 * The solana test wallet of `@portico/testing` for the conformance suite, registered through the
 * Wallet Standard window events on a fresh page (`onPage` receives it), on the local chain. The
 * wallet's `standard:events` subscriptions are counted, and it can be made to send (`change`) or
 * answer (`standard:connect`) an account that is no Solana address.
 */
export function solanaConformanceWallet(
  chain: SolanaChain,
  local: Network,
  onPage: (page: EventTarget) => void,
): ConformanceWallet<SolanaAdapter> {
  const test = createSolanaTestWallet({
    secretKey: chain.accounts[1]!.secretKey,
    rpcUrl: chain.rpcUrl,
    chains: [chain.caip2],
  })
  const features = test.wallet.features as unknown as Features
  const subscribers = new Set<ChangeListener>()
  const on = features['standard:events'].on
  features['standard:events'].on = (event, listener) => {
    subscribers.add(listener)
    const off = on(event, listener)
    return () => {
      subscribers.delete(listener)
      off()
    }
  }
  const malformed = { address: 'not-a-solana-address', publicKey: new Uint8Array(32) }
  const malformedAccount = { ...malformed, chains: [chain.caip2], features: [] }
  const connect = features['standard:connect'].connect
  let answerMalformed = false
  features['standard:connect'].connect = async (input) => {
    const answer = await connect(input)
    return answerMalformed ? { accounts: [malformedAccount] } : answer
  }
  const page = new EventTarget()
  const stopRegistration = registerWallet(test.wallet, page)
  // Counted from here: the wallet's own app-ready listener is not the adapter's.
  const pageListeners = countPageListeners(page)
  onPage(page)
  let key = 0
  let onDevnet = false
  return {
    connectorId: test.wallet.name,
    get address() {
      return test.address
    },
    setMode: (mode) => test.setMode(mode),
    changeAccount() {
      test.setSecretKey(deterministicSolanaKeypair(`conformance ${++key}`).secretKey)
      return test.address
    },
    changeChain() {
      onDevnet = !onDevnet
      test.setChains([onDevnet ? (solanaDevnet.caipNetworkId as `solana:${string}`) : chain.caip2])
      return onDevnet ? solanaDevnet.id : local.id
    },
    disconnect: () => test.disconnect(),
    emitMalformed() {
      for (const listener of [...subscribers]) listener({ accounts: [malformedAccount] })
    },
    answerMalformed() {
      answerMalformed = true
      return malformed.address
    },
    openResources: () => ({
      listeners: pageListeners.count(),
      sockets: 0,
      subscriptions: subscribers.size,
    }),
    close: () => stopRegistration(),
  }
}
