import type { ConformanceWallet } from '@portico/core/testing'
import {
  type BitcoinTestWallet,
  bitcoinTestWalletKeys,
  createBitcoinTestWallet,
} from '@portico/testing/bitcoin-wallet'
import { createStandardWallets, targetWith } from './adapter-suite.test-helper.js'
import type { BitcoinAdapter, StandardWallets } from './bitcoin-adapter-types.js'

type Listener = { eventName: string; cb: (event: unknown) => void }

const CONNECTOR_ID = 'PorticoTest.BitcoinProvider'
const MALFORMED = { address: 'not-a-bitcoin-address', purpose: 'payment', addressType: 'p2wpkh' }

/** The page a case's definition discovers its wallet on: sats-connect's registry and Wallet Standard's. */
export interface BitcoinPage {
  target: object
  wallets: StandardWallets
}

/**
 * The Bitcoin test wallet of `@portico/testing` for the conformance suite, on the regtest chain:
 * two test wallets (two keys) behind one sats-connect provider of a fresh page (`onPage` receives
 * it), so the user can "switch accounts" (the provider answers from the other wallet and sends
 * `accountChange`, as Xverse does). The test wallet has no network of its own but regtest: the
 * network change is its `networkChange` event naming `otherNetwork`. Its listeners and the Wallet
 * Standard registry's subscriptions are counted, and it can send or answer an address that is no
 * Bitcoin address.
 */
export async function bitcoinConformanceWallet(
  parameters: { esploraUrl: string; seed: string; otherNetwork: { name: string; id: string } },
  onPage: (page: BitcoinPage) => void,
): Promise<ConformanceWallet<BitcoinAdapter>> {
  const pair = [1, 2].map((n) =>
    createBitcoinTestWallet({
      ...bitcoinTestWalletKeys(`${parameters.seed} ${n}`),
      esploraUrl: parameters.esploraUrl,
    }),
  ) as [BitcoinTestWallet, BitcoinTestWallet]
  let current = pair[0]
  const listeners = new Set<Listener>()
  const emit = (eventName: string, event: unknown) => {
    for (const listener of [...listeners]) if (listener.eventName === eventName) listener.cb(event)
  }
  // The wallets' own events (a wallet-side disconnect) reach the page's listeners.
  for (const wallet of pair)
    wallet.provider.addListener({
      eventName: 'disconnect',
      cb: (event) => {
        if (wallet === current) emit('disconnect', event)
      },
    })
  let answerMalformed = false
  const provider = {
    async request(method: string, params?: unknown): Promise<unknown> {
      if (answerMalformed && method === 'getAddresses')
        return {
          jsonrpc: '2.0',
          id: 'malformed',
          result: { addresses: [MALFORMED] },
        }
      return current.provider.request(method, params)
    },
    addListener(listener: Listener) {
      const entry = { ...listener }
      listeners.add(entry)
      return () => {
        listeners.delete(entry)
      }
    },
  }
  const registry = createStandardWallets()
  let subscriptions = 0
  const wallets: StandardWallets = {
    get: () => registry.get(),
    on(event, listener) {
      subscriptions++
      const off = registry.on(event, listener)
      let done = false
      return () => {
        if (!done) subscriptions--
        done = true
        off()
      }
    },
  }
  onPage({ target: targetWith(provider, CONNECTOR_ID, current.info.name), wallets })
  return {
    connectorId: CONNECTOR_ID,
    get address() {
      return current.payment.address
    },
    setMode: (mode) => {
      for (const wallet of pair) wallet.setMode(mode)
    },
    async changeAccount() {
      const next = current === pair[0] ? pair[1] : pair[0]
      // The user approves the site in the other account before switching to it.
      if (!next.authorized)
        await next.request('getAddresses', { purposes: ['payment', 'ordinals'] })
      current = next
      emit('accountChange', { type: 'accountChange' })
      return current.payment.address
    },
    changeChain() {
      emit('networkChange', {
        type: 'networkChange',
        bitcoin: { name: parameters.otherNetwork.name },
      })
      return parameters.otherNetwork.id
    },
    disconnect: () => current.disconnect(),
    emitMalformed: () => emit('accountChange', { type: 'accountChange', addresses: [MALFORMED] }),
    answerMalformed() {
      answerMalformed = true
      return MALFORMED.address
    },
    openResources: () => ({ listeners: listeners.size, sockets: 0, subscriptions }),
  }
}
